// Trades per second over HTTP with auth (50 concurrent connections, each its own student) against
// raw better-sqlite3 transactions doing the same writes, in the same run; for synchronous=FULL
// and NORMAL. The server runs in a child process so the client's work is not counted.
import { fork } from 'node:child_process';
import { next } from './lib/child';
import { ratio, writeResults } from './lib/results';
import { CONNECTIONS, SYMBOL } from './trades/shared';

const SECONDS = Number(process.env.BENCH_TRADES_SECONDS ?? 5);

/** Each connection sends buys one after another for SECONDS; `headers` says who it is. */
async function httpLoad(url: string, identities: Array<Record<string, string>>) {
  const body = JSON.stringify({ symbol: SYMBOL, quantity: 1, reason: '벤치마크 주문' });
  const end = performance.now() + SECONDS * 1000;
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
  const server = fork('bench/trades/server.ts', [synchronous], { execArgv: ['--import', 'tsx'] });
  const ready = await next<{
    port: number;
    rawPort: number;
    tokens: string[];
    studentIds: number[];
  }>(server, 'ready');
  const http = await httpLoad(
    `http://127.0.0.1:${ready.port}/api/trading/buy`,
    ready.tokens.map((token) => ({ Authorization: `Bearer ${token}` })),
  );
  const rawHttp = await httpLoad(
    `http://127.0.0.1:${ready.rawPort}/buy`,
    ready.studentIds.map((id) => ({ 'X-Student': String(id) })),
  );
  server.send({ type: 'raw', seconds: SECONDS });
  const { trades } = await next<{ trades: number }>(server, 'raw');
  if (http.failed > 0) console.warn(`  ${http.failed} HTTP trades failed`);
  return { http: http.ok / SECONDS, rawHttp: rawHttp.ok / SECONDS, raw: trades / SECONDS };
}

console.info(
  `\n## Trades (${CONNECTIONS} connections over HTTP with auth vs raw node:http + SQL and raw SQLite, ${SECONDS} s each)`,
);
const results = { FULL: await run('FULL'), NORMAL: await run('NORMAL') };
console.info('\nsynchronous   app trades/s   raw http + SQL/s   raw SQLite/s   app ÷ raw http');
for (const [mode, r] of Object.entries(results)) {
  console.info(
    `  ${mode.padEnd(10)}${r.http.toFixed(0).padStart(13)}${r.rawHttp.toFixed(0).padStart(19)}${r.raw.toFixed(0).padStart(15)}${(r.http / r.rawHttp).toFixed(3).padStart(16)}`,
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
