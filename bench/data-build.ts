// The data build (`npm run data:build`, data/README.md): wall and CPU time of the full build from
// ../shared/data/krx into a temporary folder (data/krx is not touched), median of three, against
// reading and parsing every source file the build reads (the bare I/O and CSV parse, with the
// build's own reader), each in its own process like the build. A first, untimed build records
// which files those are and warms the page cache for both. Skipped without ../shared/data/krx.
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ratio, writeResults } from './lib/results';

const RUNS = 3;
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const sourceDir = resolve(root, '../shared/data/krx');
const probe = pathToFileURL(join(root, 'bench/data-build/probe.ts')).href;

if (!existsSync(sourceDir)) {
  console.info(
    `\n## Data build: skipped, ${sourceDir} is absent (a clone without the shared data set)`,
  );
  process.exit(0);
}

const work = mkdtempSync(join(tmpdir(), 'stockclass-data-build-'));

interface Probe {
  cpuMs: number;
  reads: string[];
}
interface Timing {
  wallMs: number;
  cpuMs: number;
}

function timedChild(script: string, args: readonly string[], trace = false): Timing & Probe {
  const probeOut = join(work, 'probe.json');
  rmSync(probeOut, { force: true });
  const env = { ...process.env, BENCH_PROBE_OUT: probeOut };
  const started = performance.now();
  const child = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--import', probe, join(root, script), ...args],
    {
      cwd: root,
      env: trace ? { ...env, BENCH_PROBE_TRACE: sourceDir } : env,
      // The build's coverage report is long; its errors still show.
      stdio: ['ignore', 'ignore', 'inherit'],
    },
  );
  const wallMs = performance.now() - started;
  if (child.status !== 0) throw new Error(`${script} failed (${child.status ?? child.signal})`);
  return { wallMs, ...(JSON.parse(readFileSync(probeOut, 'utf8')) as Probe) };
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] as number;
const medians = (timings: Timing[]) => ({
  wallMs: median(timings.map((t) => t.wallMs)),
  cpuMs: median(timings.map((t) => t.cpuMs)),
});

const outDir = join(work, 'krx');
const build = ['scripts/build-data.ts', [sourceDir, outDir]] as const;
try {
  const { reads } = timedChild(...build, true);
  const listFile = join(work, 'reads.json');
  writeFileSync(listFile, JSON.stringify(reads));
  const sourceBytes = reads.reduce((sum, path) => sum + statSync(join(sourceDir, path)).size, 0);
  const outBytes = readdirSync(outDir).reduce((sum, f) => sum + statSync(join(outDir, f)).size, 0);
  const builds: Timing[] = [];
  const bare: Timing[] = [];
  // Interleaved, so a change in the machine's other load falls on both sides.
  for (let run = 0; run < RUNS; run++) {
    builds.push(timedChild(...build));
    bare.push(timedChild('bench/data-build/read-sources.ts', [sourceDir, listFile]));
  }
  const b = medians(builds);
  const r = medians(bare);
  const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
  console.info(
    `\n## Data build (${reads.length} source files, ${(sourceBytes / 1e6).toFixed(1)} MB read; ` +
      `output ${(outBytes / 1e6).toFixed(1)} MB)`,
  );
  console.info(`read + parse the sources   ${s(r.wallMs)} wall, ${s(r.cpuMs)} CPU`);
  console.info(`full data build            ${s(b.wallMs)} wall, ${s(b.cpuMs)} CPU`);
  const sec = (ms: number) => ms / 1000;
  writeResults('data-build', [
    ratio(
      'data build, wall, against reading + parsing its sources',
      sec(b.wallMs),
      sec(r.wallMs),
      's',
      {},
    ),
    ratio(
      'data build, CPU, against reading + parsing its sources',
      sec(b.cpuMs),
      sec(r.cpuMs),
      's',
      {},
    ),
  ]);
} finally {
  rmSync(work, { recursive: true, force: true });
}
