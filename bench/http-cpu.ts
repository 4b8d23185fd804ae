// Server CPU time per request, counted inside the server child with process.cpuUsage(), for the
// app and for the raw node:http baseline in the same run. Unlike requests per second it hardly
// moves when other work shares the machine; shown as requests per CPU-second so the ratios read
// like bench/http.ts's. PROF=1 also writes CPU profiles of the children to bench/results/profiles/.
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { next } from './lib/child';
import { ratio, writeResults } from './lib/results';

const REQUESTS = Number(process.env.BENCH_CPU_REQUESTS ?? 4000);
const profile = process.env.PROF ? ['--cpu-prof', '--cpu-prof-dir=bench/results/profiles'] : [];

/** Server µs per request for each path: the lower of two rounds, after a warm-up round. */
async function cpuPerRequest(mode: 'raw' | 'app', paths: string[]): Promise<number[]> {
  const server = fork('bench/http/server.ts', [mode], {
    execArgv: ['--import', 'tsx', ...profile],
  });
  const { port, token } = await next<{ port: number; token: string }>(server, 'ready');
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
      headers: { authorization: `Bearer ${token}` },
    });
    if (result.non2xx > 0 || result.errors > 0) throw new Error(`${path}: failed requests`);
  };
  for (const path of paths) await send(path, 1000);
  const best = paths.map(() => Number.POSITIVE_INFINITY);
  for (let round = 0; round < 2; round++)
    for (const [i, path] of paths.entries()) {
      const before = await serverCpu();
      await send(path, REQUESTS);
      best[i] = Math.min(best[i]!, ((await serverCpu()) - before) / REQUESTS);
    }
  server.send({ type: 'exit' });
  return best;
}

const [raw] = await cpuPerRequest('raw', ['/api/health']);
const paths = ['/api/health', '/api/auth/me', '/api/portfolio'];
const app = await cpuPerRequest('app', paths);
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
console.info(`\n## Server CPU per request (${REQUESTS} requests, 10 connections, best of two)`);
console.info(`  raw node:http health${raw!.toFixed(0).padStart(27)} µs`);
for (const [i, path] of paths.entries())
  console.info(
    `  ${path.padEnd(40)}${app[i]!.toFixed(0).padStart(8)} µs  ${results[i]!.ratio.toFixed(3)}  (target ${results[i]!.target})`,
  );
writeResults('http-cpu', results);
