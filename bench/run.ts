// Runs every bench/*.ts (except this file) one after another, each in its own Node process so
// one benchmark's heap and timers cannot skew the next. Extra arguments filter by file name.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const filters = process.argv.slice(2);
const files = readdirSync('bench')
  .filter((file) => file.endsWith('.ts') && file !== 'run.ts')
  .filter((file) => filters.length === 0 || filters.some((f) => file.includes(f)))
  .sort();

let failed = 0;
for (const file of files) {
  console.info(`\n=== bench/${file} ===`);
  const started = performance.now();
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--expose-gc', join('bench', file)],
    {
      stdio: 'inherit',
    },
  );
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) failed += 1;
  console.info(
    `=== bench/${file}: ${result.status === 0 ? 'done' : `failed (${result.status})`} in ${seconds} s ===`,
  );
}
process.exitCode = failed > 0 ? 1 : 0;
