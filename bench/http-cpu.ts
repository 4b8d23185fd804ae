// Server CPU time per request, counted inside the server child with process.cpuUsage(), for the
// app and for the raw node:http baseline in the same run. Unlike requests per second it hardly
// moves when other work shares the machine; shown as requests per CPU-second so the ratios read
// like bench/http.ts's. PROF=1 also writes CPU profiles of the children to bench/results/profiles/.
// The app remembers a signed-in user and a portfolio until the database changes (ADR 0017), so
// the same student asking again measures a remembered answer; the rows "first ask" give every
// request its own signed-in student (token already verified, as after their first request), so
// every answer is read and computed afresh, as after a write anywhere in the school.
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { next } from './lib/child';
import { ratio, writeResults, type Ratio } from './lib/results';

const REQUESTS = Number(process.env.BENCH_CPU_REQUESTS ?? 4000);
const profile = process.env.PROF ? ['--cpu-prof', '--cpu-prof-dir=bench/results/profiles'] : [];

// Fewer requests for the first asks: their students must fit the app's verified-token cache.
const FIRST_ASKS = Math.min(REQUESTS, 2000);

/**
 * Server µs per request for each path: the lower of two rounds, after a warm-up round. With
 * `firstAsk` every request comes from a student who has not asked anything before.
 */
async function cpuPerRequest(
  mode: 'raw' | 'app',
  paths: string[],
  { firstAsk = false } = {},
): Promise<number[]> {
  const [warmUp, requests] = firstAsk ? [FIRST_ASKS / 4, FIRST_ASKS] : [1000, REQUESTS];
  const students = firstAsk ? paths.length * (warmUp + 2 * requests) : 1;
  const server = fork('bench/http/server.ts', [mode, String(students)], {
    execArgv: ['--import', 'tsx', ...profile],
  });
  const { port, tokens } = await next<{ port: number; tokens: string[] }>(server, 'ready');
  let nextStudent = 0;
  const studentToken = () => tokens[firstAsk ? nextStudent++ : 0]!;
  const serverCpu = async () => {
    server.send({ type: 'cpu' });
    const { cpu } = await next<{ cpu: NodeJS.CpuUsage }>(server, 'cpu');
    return cpu.user + cpu.system;
  };
  const send = async (path: string, amount: number) => {
    const result = await autocannon({
      url: `http://127.0.0.1:${port}${path}`,
      connections: 10,
      amount,
      requests: [
        {
          setupRequest: (request) => ({
            ...request,
            headers: { ...request.headers, authorization: `Bearer ${studentToken()}` },
          }),
        },
      ],
    });
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${path}: failed requests`);
  };
  for (const path of paths) await send(path, warmUp);
  const best = paths.map(() => Number.POSITIVE_INFINITY);
  for (let round = 0; round < 2; round++)
    for (const [i, path] of paths.entries()) {
      const before = await serverCpu();
      await send(path, requests);
      best[i] = Math.min(best[i]!, ((await serverCpu()) - before) / requests);
    }
  server.send({ type: 'exit' });
  return best;
}

const [raw] = await cpuPerRequest('raw', ['/api/health']);
const paths = ['/api/health', '/api/auth/me', '/api/portfolio'];
const app = await cpuPerRequest('app', paths);
const firstAskPaths = ['/api/auth/me', '/api/portfolio'];
const firstAsk = await cpuPerRequest('app', firstAskPaths, { firstAsk: true });
const targets = [0.5, 0.35, 0.25];
const perCpuSecond = (micros: number) => 1e6 / micros;
const results = paths.map((path, i) =>
  ratio(
    `GET ${path} CPU vs raw node:http`,
    perCpuSecond(app[i]!),
    perCpuSecond(raw!),
    'req/CPU-s',
    {
      atLeast: targets[i]!,
    },
  ),
);
// No target of their own: what a remembered answer saves, for the reader of the table.
const firstAskResults = firstAskPaths.map((path, i) =>
  ratio(
    `GET ${path} CPU, first ask, vs raw node:http`,
    perCpuSecond(firstAsk[i]!),
    perCpuSecond(raw!),
    'req/CPU-s',
    {},
  ),
);
console.info(`\n## Server CPU per request (${REQUESTS} requests, 10 connections, best of two)`);
console.info(`  raw node:http health${raw!.toFixed(0).padStart(27)} µs`);
const line = (label: string, micros: number, result: Ratio) =>
  console.info(
    `  ${label.padEnd(40)}${micros.toFixed(0).padStart(8)} µs  ${result.ratio.toFixed(3)}  (target ${result.target || 'none'})`,
  );
for (const [i, path] of paths.entries()) line(path, app[i]!, results[i]!);
for (const [i, path] of firstAskPaths.entries())
  line(`${path}, first ask`, firstAsk[i]!, firstAskResults[i]!);
writeResults('http-cpu', [...results, ...firstAskResults]);
