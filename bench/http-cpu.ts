// Server CPU time per request on each path, counted inside the server child with
// process.cpuUsage(): unlike requests per second it hardly moves when other work shares the
// machine, so it shows what a change saves. PROF=1 also writes a CPU profile of the child to
// bench/results/profiles/. Not part of `npm run bench` (a tool, with no baseline to compare).
import autocannon from 'autocannon';
import { fork } from 'node:child_process';
import { next } from './lib/child';

const REQUESTS = Number(process.env.BENCH_CPU_REQUESTS ?? 4000);
const PATHS = (process.env.BENCH_CPU_PATHS ?? '/api/health,/api/auth/me,/api/portfolio').split(',');
const profile = process.env.PROF ? ['--cpu-prof', '--cpu-prof-dir=bench/results/profiles'] : [];

// BENCH_CPU_SERVER=raw measures the raw node:http baseline (it answers every path alike).
const mode = process.env.BENCH_CPU_SERVER === 'raw' ? 'raw' : 'app';
const server = fork('bench/http/server.ts', [mode], { execArgv: ['--import', 'tsx', ...profile] });
const { port, token } = await next<{ port: number; token: string }>(server, 'ready');

async function serverCpuMicros(): Promise<number> {
  server.send({ type: 'cpu' });
  const { cpu } = await next<{ cpu: NodeJS.CpuUsage }>(server, 'cpu');
  return cpu.user + cpu.system;
}

async function send(path: string, amount: number) {
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${path}`,
    connections: 10,
    amount,
    headers: { authorization: `Bearer ${token}` },
  });
  if (result.non2xx > 0 || result.errors > 0) throw new Error(`${path}: failed requests`);
}

for (const path of PATHS) await send(path, 1000);
console.info(
  `\n## Server CPU per request, ${mode} (${REQUESTS} requests, 10 connections, two rounds)`,
);
for (let round = 0; round < 2; round++)
  for (const path of PATHS) {
    const before = await serverCpuMicros();
    await send(path, REQUESTS);
    const micros = (await serverCpuMicros()) - before;
    console.info(`  ${path.padEnd(24)}${(micros / REQUESTS).toFixed(0).padStart(6)} µs`);
  }
server.send({ type: 'exit' });
