// Trades per second over HTTP with auth (50 concurrent connections, each its own student) against
// raw better-sqlite3 transactions doing the same writes, in the same run; for synchronous=FULL
// and NORMAL. The server runs in a child process so the client's work is not counted.
import { fork, type ChildProcess } from 'node:child_process';
import { CONNECTIONS, SYMBOL } from './trades/shared';

const SECONDS = Number(process.env.BENCH_TRADES_SECONDS ?? 5);

function next<T>(child: ChildProcess, type: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onMessage = (message: { type: string }) => {
      if (message.type !== type) return;
      child.off('message', onMessage);
      resolve(message as T);
    };
    child.on('message', onMessage);
    child.once('exit', (code) => reject(new Error(`${type}: child exited with ${code}`)));
  });
}

async function httpLoad(port: number, tokens: string[]) {
  const body = JSON.stringify({ symbol: SYMBOL, quantity: 1, reason: '벤치마크 주문' });
  const end = performance.now() + SECONDS * 1000;
  let ok = 0;
  let failed = 0;
  await Promise.all(
    tokens.map(async (token) => {
      while (performance.now() < end) {
        const response = await fetch(`http://127.0.0.1:${port}/api/trading/buy`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
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
  const { port, tokens } = await next<{ port: number; tokens: string[] }>(server, 'ready');
  const http = await httpLoad(port, tokens);
  server.send({ type: 'raw', seconds: SECONDS });
  const { trades } = await next<{ trades: number }>(server, 'raw');
  if (http.failed > 0) console.warn(`  ${http.failed} HTTP trades failed`);
  return { http: http.ok / SECONDS, raw: trades / SECONDS };
}

console.info(
  `\n## Trades (${CONNECTIONS} connections over HTTP with auth vs raw SQLite, ${SECONDS} s each)`,
);
const results = { FULL: await run('FULL'), NORMAL: await run('NORMAL') };
console.info('\nsynchronous   HTTP trades/s   raw trades/s   HTTP ÷ raw');
for (const [mode, r] of Object.entries(results)) {
  console.info(
    `  ${mode.padEnd(10)}${r.http.toFixed(0).padStart(14)}${r.raw.toFixed(0).padStart(15)}${(r.http / r.raw).toFixed(3).padStart(13)}`,
  );
}
console.info(
  `\nFULL ÷ NORMAL: HTTP ${(results.FULL.http / results.NORMAL.http).toFixed(2)}, raw ${(results.FULL.raw / results.NORMAL.raw).toFixed(2)}`,
);
