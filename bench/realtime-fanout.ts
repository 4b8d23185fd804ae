// Realtime fan-out: the StockClass hub against a raw `ws` broadcast, same payloads, same run.
// Server and clients run in separate processes so neither measures the other's work.
import { fork } from 'node:child_process';
import { next } from './lib/child';
import { ratio, writeResults, type Ratio } from './lib/results';

const SECONDS = Number(process.env.BENCH_FANOUT_SECONDS ?? 10);
const CLIENT_COUNTS = (process.env.BENCH_FANOUT_CLIENTS ?? '300,1000').split(',').map(Number);
// 1 symbol: a student on a detail page; 10: a student on the trading page with a full watchlist.
const SYMBOLS_PER_CLIENT = (process.env.BENCH_FANOUT_PER_CLIENT ?? '1,10').split(',').map(Number);
const tsx = ['--import', 'tsx'];

interface Result {
  deliveries: number;
  p50: number;
  p99: number;
  slowestClientP99: number;
  rssPerConnectionKiB: number;
  heapPerConnectionKiB: number;
  serverCpuPercent: number;
}

async function run(mode: 'socketio' | 'ws', clients: number, perClient: number): Promise<Result> {
  const server = fork('bench/fanout/server.ts', [mode], { execArgv: [...tsx, '--expose-gc'] });
  const ready = await next<{ port: number; token: string; rss: number; heap: number }>(
    server,
    'ready',
  );
  const clientProcess = fork(
    'bench/fanout/clients.ts',
    [mode, String(ready.port), String(clients), String(SECONDS), String(perClient), ready.token],
    { execArgv: tsx },
  );
  await next(clientProcess, 'connected');
  server.send({ type: 'memory' });
  const afterConnect = await next<{ rss: number; heap: number; cpu: NodeJS.CpuUsage }>(
    server,
    'memory',
  );
  const result = await next<
    Omit<Result, 'rssPerConnectionKiB' | 'heapPerConnectionKiB' | 'serverCpuPercent'>
  >(clientProcess, 'result');
  server.send({ type: 'memory' });
  const afterRun = await next<{ rss: number; cpu: NodeJS.CpuUsage }>(server, 'memory');
  server.kill();
  const cpuMicros =
    afterRun.cpu.user + afterRun.cpu.system - afterConnect.cpu.user - afterConnect.cpu.system;
  return {
    ...result,
    rssPerConnectionKiB: (afterConnect.rss - ready.rss) / clients / 1024,
    // The JS heap alone: steadier than RSS, which also moves with the allocator's free pages.
    heapPerConnectionKiB: (afterConnect.heap - ready.heap) / clients / 1024,
    serverCpuPercent: (cpuMicros / 1e6 / (SECONDS + 2)) * 100,
  };
}

const ratioText = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : 'n/a');
const summary: Ratio[] = [];

console.info(`\n## Realtime fan-out (100 symbols, 1 tick/s each, ${SECONDS} s per run)`);
for (const perClient of SYMBOLS_PER_CLIENT)
  for (const clients of CLIENT_COUNTS) await compare(clients, perClient);
writeResults('realtime-fanout', summary);

async function compare(clients: number, perClient: number) {
  const hub = await run('socketio', clients, perClient);
  const raw = await run('ws', clients, perClient);
  console.info(`\n${clients} clients × ${perClient} symbols   hub (Socket.IO)   raw ws    ratio`);
  const row = (label: string, a: number, b: number, unit: string) =>
    console.info(
      `  ${label.padEnd(22)}${`${a.toFixed(1)} ${unit}`.padStart(14)}${`${b.toFixed(1)} ${unit}`.padStart(12)}${ratioText(a, b).padStart(8)}`,
    );
  row('deliveries', hub.deliveries, raw.deliveries, '');
  row('p50 latency', hub.p50, raw.p50, 'ms');
  row('p99 latency', hub.p99, raw.p99, 'ms');
  row('slowest-client p99', hub.slowestClientP99, raw.slowestClientP99, 'ms');
  row('memory / connection', hub.rssPerConnectionKiB, raw.rssPerConnectionKiB, 'KiB');
  row('heap / connection', hub.heapPerConnectionKiB, raw.heapPerConnectionKiB, 'KiB');
  row('server CPU', hub.serverCpuPercent, raw.serverCpuPercent, '%');
  const label = `${clients} clients × ${perClient} symbols`;
  summary.push(
    ratio(
      `fan-out ${label}: slowest-client p99`,
      hub.slowestClientP99,
      raw.slowestClientP99,
      'ms',
      {
        atMost: 1.0,
        ...(perClient > 1 && { below: 50 }),
      },
    ),
    ratio(
      `fan-out ${label}: memory / connection`,
      hub.rssPerConnectionKiB,
      raw.rssPerConnectionKiB,
      'KiB',
      {
        atMost: 2,
      },
    ),
  );
}
