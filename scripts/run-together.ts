import { spawn } from 'node:child_process';

// `tsx scripts/run-together.ts format:check lint typecheck`: the named npm scripts at once, each
// one's output printed whole when it ends (never interleaved); exits 1 if any of them failed.
// Each of the three checks is one process on one core: together on two cores they take the
// longest one's time instead of the three's sum (docs/development.md, Tests).

interface Finished {
  script: string;
  code: number;
}

function run(script: string): Promise<Finished> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = (performance.now() - started) / 1000;
      const status = code === 0 ? 'ok' : `failed (${signal ?? `exit ${code}`})`;
      process.stdout.write(`\n> ${script}: ${status} in ${seconds.toFixed(1)} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve({ script, code: code ?? 1 });
    });
  });
}

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error('usage: tsx scripts/run-together.ts <npm script>…');
  process.exit(2);
}
const finished = await Promise.all(scripts.map(run));
const failed = finished.filter(({ code }) => code !== 0).map(({ script }) => script);
if (failed.length > 0) {
  console.error(`\nfailed: ${failed.join(', ')}`);
  process.exit(1);
}
