// Requests per second through the whole app (Hono, the node-server adapter, session middleware,
// services, SQLite) against a raw node:http server answering the same health JSON, in the same
// run and with the same load generator (autocannon, 50 connections). Server in a child process.
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { next } from './lib/child';
import { ratio, writeResults } from './lib/results';

const SECONDS = Number(process.env.BENCH_HTTP_SECONDS ?? 5);
const CONNECTIONS = 50;

async function requestsPerSecond(port: number, path: string, token = ''): Promise<number> {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${path}: ${result.non2xx} non-2xx answers, ${result.errors} errors`);
  return result.requests.average;
}

async function measure(mode: 'raw' | 'app', paths: string[]) {
  const server = fork('bench/http/server.ts', [mode], { execArgv: ['--import', 'tsx'] });
  const { port, tokens } = await next<{ port: number; tokens: string[] }>(server, 'ready');
  const token = tokens[0];
  // A second of warm-up so the JIT has seen the hot path.
  await autocannon({ url: `http://127.0.0.1:${port}${paths[0]}`, duration: 1, connections: 10 });
  const rates: number[] = [];
  for (const path of paths) rates.push(await requestsPerSecond(port, path, token));
  server.kill();
  return rates;
}

const [raw] = await measure('raw', ['/api/health']);
const [health, me, portfolio] = await measure('app', [
  '/api/health',
  '/api/auth/me',
  '/api/portfolio',
]);
const results = [
  ratio('GET /api/health vs raw node:http', health!, raw!, 'req/s', { atLeast: 0.5 }),
  ratio('GET /api/auth/me (auth) vs raw node:http', me!, raw!, 'req/s', { atLeast: 0.35 }),
  ratio('GET /api/portfolio (auth) vs raw node:http', portfolio!, raw!, 'req/s', {
    atLeast: 0.25,
  }),
];
console.info(`\n## HTTP (${CONNECTIONS} connections, ${SECONDS} s each, autocannon)`);
for (const r of results)
  console.info(
    `  ${r.measure.padEnd(44)}${r.value.toFixed(0).padStart(8)} vs ${r.baseline.toFixed(0).padStart(7)} req/s  ${r.ratio.toFixed(3)}  (target ${r.target})`,
  );
writeResults('http', results);
