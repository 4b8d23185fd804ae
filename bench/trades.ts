// Trades per second over HTTP with auth (50 concurrent connections, each its own student) against
// raw better-sqlite3 transactions doing the same writes, in the same run; for synchronous=FULL
// and NORMAL. The server runs in a child process so the client's work is not counted.
import { fork } from 'node:child_process';
import { next } from './lib/child';
import { ratio, writeResults } from './lib/results';
import { CONNECTIONS, SYMBOL } from './trades/shared';

const SECONDS = Number(process.env.BENCH_TRADES_SECONDS ?? 5);
// FULL and NORMAL take turns, and each figure is the median of its rounds: on a shared machine
// the other work's load comes and goes, and one round of each compared a busy moment with a quiet
// one (single rounds of the same build ranged 350-1,900 trades/s at load 4-5).
const ROUNDS = Number(process.env.BENCH_TRADES_ROUNDS ?? 3);
// Unmeasured load first: without it the first round (always FULL) ran ~40% slower than the rest.
const WARM_UP_SECONDS = 1;
const profile = process.env.PROF ? ['--cpu-prof', '--cpu-prof-dir=bench/results/profiles'] : [];

/** Each connection sends buys one after another for SECONDS; `headers` says who it is. */
async function httpLoad(url: string, identities: Array<Record<string, string>>, seconds = SECONDS) {
  const body = JSON.stringify({ symbol: SYMBOL, quantity: 1, reason: '벤치마크 주문' });
  const end = performance.now() + seconds * 1000;
  let ok = 0;
  let failed = 0;
  await Promise.all(
    identities.map(async (identity) => {
      while (performance.now() < end) {
        const response = await fetch(url, {
          method: 'POST',
          headers: { ...identity, 'Content-Type': 'application/json' },
          body,
        });
        await response.arrayBuffer();
        if (response.status === 200) ok += 1;
        else failed += 1;
      }
    }),
  );
  return { ok, failed };
}

async function run(synchronous: 'FULL' | 'NORMAL') {
  const server = fork('bench/trades/server.ts', [synchronous], {
    execArgv: ['--import', 'tsx', ...profile],
  });
  const ready = await next<{
    port: number;
    rawPort: number;
    tokens: string[];
    studentIds: number[];
  }>(server, 'ready');
  const serverCpu = async () => {
    server.send({ type: 'cpu' });
    const { cpu } = await next<{ cpu: NodeJS.CpuUsage }>(server, 'cpu');
    return cpu.user + cpu.system;
  };
  const app = `http://127.0.0.1:${ready.port}/api/trading/buy`;
  const students = ready.tokens.map((token) => ({ Authorization: `Bearer ${token}` }));
  const rawUrl = `http://127.0.0.1:${ready.rawPort}/buy`;
  const rawStudents = ready.studentIds.map((id) => ({ 'X-Student': String(id) }));
  await httpLoad(app, students, WARM_UP_SECONDS);
  await httpLoad(rawUrl, rawStudents, WARM_UP_SECONDS);
  const cpuBefore = await serverCpu();
  const http = await httpLoad(app, students);
  const cpuBetween = await serverCpu();
  const rawHttp = await httpLoad(rawUrl, rawStudents);
  const cpuAfter = await serverCpu();
  server.send({ type: 'raw', seconds: SECONDS });
  const { trades } = await next<{ trades: number }>(server, 'raw');
  if (http.failed > 0) console.warn(`  ${http.failed} HTTP trades failed`);
  return {
    http: http.ok / SECONDS,
    rawHttp: rawHttp.ok / SECONDS,
    raw: trades / SECONDS,
    // Server CPU per trade hardly moves when other work shares the machine; trades/s does.
    httpCpu: (cpuBetween - cpuBefore) / (http.ok + http.failed),
    rawHttpCpu: (cpuAfter - cpuBetween) / rawHttp.ok,
  };
}

console.info(
  `\n## Trades (${CONNECTIONS} connections over HTTP with auth vs raw node:http + SQL and raw SQLite, ${SECONDS} s each, median of ${ROUNDS} rounds)`,
);
type Round = Awaited<ReturnType<typeof run>>;
const rounds: Record<'FULL' | 'NORMAL', Round[]> = { FULL: [], NORMAL: [] };
for (let round = 0; round < ROUNDS; round++)
  for (const mode of ['FULL', 'NORMAL'] as const) rounds[mode].push(await run(mode));
const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const medianRound = (of: Round[]): Round => ({
  http: median(of.map((r) => r.http)),
  rawHttp: median(of.map((r) => r.rawHttp)),
  raw: median(of.map((r) => r.raw)),
  httpCpu: median(of.map((r) => r.httpCpu)),
  rawHttpCpu: median(of.map((r) => r.rawHttpCpu)),
});
const results = { FULL: medianRound(rounds.FULL), NORMAL: medianRound(rounds.NORMAL) };
console.info(
  `app trades/s per round: FULL ${rounds.FULL.map((r) => r.http.toFixed(0)).join(', ')}; ` +
    `NORMAL ${rounds.NORMAL.map((r) => r.http.toFixed(0)).join(', ')}`,
);
console.info(
  '\nsynchronous   app trades/s   raw http + SQL/s   raw SQLite/s   app ÷ raw http   app CPU/trade   raw http CPU/trade',
);
for (const [mode, r] of Object.entries(results)) {
  console.info(
    `  ${mode.padEnd(10)}${r.http.toFixed(0).padStart(13)}${r.rawHttp.toFixed(0).padStart(19)}${r.raw.toFixed(0).padStart(15)}${(r.http / r.rawHttp).toFixed(3).padStart(16)}` +
      `${`${r.httpCpu.toFixed(0)} µs`.padStart(16)}${`${r.rawHttpCpu.toFixed(0)} µs`.padStart(21)}`,
  );
}
writeResults('trades', [
  ratio(
    'trades over HTTP (FULL) vs raw node:http + same SQL',
    results.FULL.http,
    results.FULL.rawHttp,
    'trades/s',
    { atLeast: 0.5 },
  ),
  ratio(
    'trades over HTTP (FULL) vs raw better-sqlite3',
    results.FULL.http,
    results.FULL.raw,
    'trades/s',
    {},
  ),
  ratio('trades over HTTP, FULL vs NORMAL', results.FULL.http, results.NORMAL.http, 'trades/s', {
    atLeast: 0.9,
  }),
]);
