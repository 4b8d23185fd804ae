// Start-up: reading the embedded market (loadCatalogue) and the replay's first quotes of the 300
// stocks a fresh server prices, against the bare cost of the data in the same run (read, gunzip
// and JSON.parse of data/krx, nothing decoded). The data grows with each semester added (data/README.md:
// about 3×), so this says whether start-up stays proportionate to the bytes it must read.
// Then the whole server's start (docs/product/README.md#one-server): the built dist/server/index.js run by node against
// the same server compiled by tsx at start, until /api/health answers, and its memory then.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { fixedClock } from '../src/server/clock';
import { KRX_DATA_DIR, loadCatalogue } from '../src/server/market/catalogue';
import { createPriceStore } from '../src/server/market/price-store';
import { createReplayProvider, replayPlan } from '../src/server/market/providers/replay';
import { ratio, writeResults } from './lib/results';

const RUNS = 7;
const PRICED = 300;

function median(run: () => void): number {
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const started = performance.now();
    run();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(RUNS / 2)] as number;
}

const files = readdirSync(KRX_DATA_DIR).filter((file) => /\.json(\.gz)?$/.test(file));
function bareParse() {
  for (const file of files) {
    const bytes = readFileSync(join(KRX_DATA_DIR, file));
    JSON.parse((file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8'));
  }
}

function firstQuotes() {
  const catalogue = loadCatalogue();
  const largest = [...catalogue.instruments()]
    .sort((a, b) => b.marketCap - a.marketCap)
    .slice(0, PRICED)
    .map((i) => i.symbol);
  const clock = fixedClock('2026-03-20T01:00:00Z');
  const engine = createReplayProvider({
    catalogue,
    prices: createPriceStore(),
    seed: 1,
    dayMinutes: 30,
    clock,
    // The whole data's first replayable day: every series walks its full history.
    startDate: replayPlan(catalogue, clock.now()).replayDates[0],
  });
  engine.track(largest);
  engine.indexLevel('KOSPI');
}

const bytes = files.reduce((sum, file) => sum + statSync(join(KRX_DATA_DIR, file)).size, 0);
bareParse();
const bare = median(bareParse);
const catalogue = median(() => loadCatalogue());
const start = median(firstQuotes);
console.info(`\n## Start-up (data/krx: ${files.join(', ')}; ${(bytes / 1e6).toFixed(1)} MB)`);
console.info(`bare read + gunzip + JSON.parse       ${bare.toFixed(1)} ms`);
console.info(`loadCatalogue                          ${catalogue.toFixed(1)} ms`);
console.info(`loadCatalogue + replay, ${PRICED} first quotes ${start.toFixed(1)} ms`);
/** Milliseconds from spawn to the first healthy answer, and the process's RSS then (MB). */
async function serverStart(args: string[], port: number) {
  const dataDir = mkdtempSync(join(tmpdir(), 'stockclass-bench-start-'));
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, ADMIN_PASSWORD: 'admin1234' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const ms = performance.now() - started;
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    return { ms, rssMb: rssKb / 1024 };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function medianStart(args: string[], port: number) {
  const runs = [];
  for (let i = 0; i < 3; i++) runs.push(await serverStart(args, port));
  const mid = (values: number[]) => values.sort((a, b) => a - b)[1]!;
  return { ms: mid(runs.map((r) => r.ms)), rssMb: mid(runs.map((r) => r.rssMb)) };
}

const built = 'dist/server/index.js';
const processRatios = [];
if (existsSync(built)) {
  const fromSource = await medianStart(['--import', 'tsx', 'src/server/index.ts'], 3391);
  const fromBuild = await medianStart([built], 3392);
  console.info(
    `server start, tsx from source           ${fromSource.ms.toFixed(0)} ms, ${fromSource.rssMb.toFixed(0)} MB`,
  );
  console.info(
    `server start, built (node dist/server)   ${fromBuild.ms.toFixed(0)} ms, ${fromBuild.rssMb.toFixed(0)} MB`,
  );
  processRatios.push(
    ratio('server start to healthy: built ÷ tsx from source', fromBuild.ms, fromSource.ms, 'ms', {
      atMost: 1,
    }),
    ratio(
      'server memory once healthy: built ÷ tsx from source',
      fromBuild.rssMb,
      fromSource.rssMb,
      'MB',
      {
        atMost: 1,
      },
    ),
  );
} else console.info(`(no ${built}: run npm run build to measure the server's start)`);

writeResults('start-up', [
  ...processRatios,
  ratio('loadCatalogue against the bare parse of data/krx', catalogue, bare, 'ms', {
    atMost: 1.5,
  }),
  ratio(`catalogue + replay's first ${PRICED} quotes against the bare parse`, start, bare, 'ms', {
    atMost: 3,
  }),
]);
