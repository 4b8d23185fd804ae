// Runs every bench/*.ts (except this file) one after another, each in its own Node process so
// one benchmark's heap and timers cannot skew the next. Extra arguments filter by file name.
// Each bench writes its ratios to bench/results/<name>.json; this prints them as one table and
// writes bench/results/summary.json with the machine's cores and load.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { RESULTS_DIR, type Ratio } from './lib/results';

const filters = process.argv.slice(2);
const files = readdirSync('bench')
  .filter((file) => file.endsWith('.ts') && file !== 'run.ts')
  .filter((file) => filters.length === 0 || filters.some((f) => file.includes(f)))
  .sort();

const machine = {
  cores: availableParallelism(),
  cpu: cpus()[0]?.model ?? 'unknown',
  node: process.version,
  loadBefore: loadavg().map((l) => Number(l.toFixed(2))),
};
let failed = 0;
const table: Array<Ratio & { bench: string }> = [];
for (const file of files) {
  const name = file.replace(/\.ts$/, '');
  const output = join(RESULTS_DIR, `${name}.json`);
  rmSync(output, { force: true });
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
  if (existsSync(output))
    for (const r of JSON.parse(readFileSync(output, 'utf8')) as Ratio[])
      table.push({ ...r, bench: name });
  console.info(
    `=== bench/${file}: ${result.status === 0 ? 'done' : `failed (${result.status})`} in ${seconds} s ===`,
  );
}

const loadAfter = loadavg().map((l) => Number(l.toFixed(2)));
console.info(
  `\n## Summary — ${machine.cores} cores (${machine.cpu}), Node ${machine.node}, ` +
    `load ${machine.loadBefore.join(' ')} before, ${loadAfter.join(' ')} after`,
);
console.info(
  `${'measure'.padEnd(58)}${'value'.padStart(18)}${'baseline'.padStart(18)}${'ratio'.padStart(8)}  target`,
);
for (const r of table) {
  const cell = (n: number) => `${n.toFixed(n < 100 ? 1 : 0)} ${r.unit}`;
  console.info(
    `${r.measure.padEnd(58)}${cell(r.value).padStart(18)}${cell(r.baseline).padStart(18)}` +
      // A ratio is null when its baseline could not be measured (memory fell below the idle figure).
      `${(Number.isFinite(r.ratio) ? r.ratio.toFixed(2) : 'n/a').padStart(8)}  ${r.target || 'none'}${r.met ? '' : '  ✗ not met'}`,
  );
}
// A run whose benches all skipped (no data, no results of their own) has not made the folder.
mkdirSync(RESULTS_DIR, { recursive: true });
writeFileSync(
  join(RESULTS_DIR, 'summary.json'),
  JSON.stringify(
    { at: new Date().toISOString(), machine: { ...machine, loadAfter }, ratios: table },
    null,
    2,
  ),
);
process.exitCode = failed > 0 ? 1 : 0;
