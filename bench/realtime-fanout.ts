// Realtime fan-out: the StockClass hub against a raw `ws` broadcast and a bare Socket.IO server
// (Socket.IO's own floor), same quotes, same clients, same run. Server and clients run in
// separate processes so neither measures the other's work.
import { fork } from 'node:child_process';
import { next } from './lib/child';
import { ratio, writeResults, type Ratio } from './lib/results';
import type { FanoutServer } from './fanout/shared';

const SECONDS = Number(process.env.BENCH_FANOUT_SECONDS ?? 10);
const CLIENT_COUNTS = (process.env.BENCH_FANOUT_CLIENTS ?? '300,1000').split(',').map(Number);
// 1 symbol: a student on a detail page; 10: a student on the trading page with a full watchlist.
const SYMBOLS_PER_CLIENT = (process.env.BENCH_FANOUT_PER_CLIENT ?? '1,10').split(',').map(Number);
// Add hub-tick to see the hub with clients that do not ask for batches.
const SERVERS = (process.env.BENCH_FANOUT_SERVERS ?? 'hub,bare,ws').split(',') as FanoutServer[];
const tsx = ['--import', 'tsx'];

interface Result {
  deliveries: number;
  p50: number;
  p99: number;
  slowestClientP99: number;
  rssPerConnectionKiB: number;
  heapPerConnectionKiB: number;
  /** RSS less V8's young generation: what the connections keep, not what connecting churned. */
  keptPerConnectionKiB: number;
  serverCpuPercent: number;
  serverCpuMicrosPerDelivery: number;
}

async function run(mode: FanoutServer, clients: number, perClient: number): Promise<Result> {
  const server = fork('bench/fanout/server.ts', [mode], { execArgv: [...tsx, '--expose-gc'] });
  const ready = await next<{
    port: number;
    token: string;
    rss: number;
    heap: number;
    young: number;
  }>(server, 'ready');
  const clientProcess = fork(
    'bench/fanout/clients.ts',
    [mode, String(ready.port), String(clients), String(SECONDS), String(perClient), ready.token],
    { execArgv: tsx },
  );
  await next(clientProcess, 'connected');
  server.send({ type: 'memory' });
  const afterConnect = await next<{
    rss: number;
    heap: number;
    young: number;
    cpuSettled: NodeJS.CpuUsage;
  }>(server, 'memory');
  const result = await next<Pick<Result, 'deliveries' | 'p50' | 'p99' | 'slowestClientP99'>>(
    clientProcess,
    'result',
  );
  server.send({ type: 'memory' });
  const afterRun = await next<{ rss: number; cpu: NodeJS.CpuUsage }>(server, 'memory');
  server.kill();
  // From after the first memory reading's forced GCs to before the second's.
  const cpuMicros =
    afterRun.cpu.user +
    afterRun.cpu.system -
    afterConnect.cpuSettled.user -
    afterConnect.cpuSettled.system;
  return {
    ...result,
    rssPerConnectionKiB: (afterConnect.rss - ready.rss) / clients / 1024,
    // The JS heap alone: steadier than RSS, which also moves with the allocator's free pages.
    heapPerConnectionKiB: (afterConnect.heap - ready.heap) / clients / 1024,
    keptPerConnectionKiB:
      (afterConnect.rss - afterConnect.young - (ready.rss - ready.young)) / clients / 1024,
    serverCpuPercent: (cpuMicros / 1e6 / (SECONDS + 2)) * 100,
    // Steadier than latency on a shared machine: the deliveries are those of the SECONDS recorded.
    serverCpuMicrosPerDelivery: cpuMicros / ((result.deliveries * (SECONDS + 2)) / SECONDS),
  };
}

const summary: Ratio[] = [];

console.info(`\n## Realtime fan-out (100 symbols, 1 tick/s each, ${SECONDS} s per run)`);
for (const perClient of SYMBOLS_PER_CLIENT)
  for (const clients of CLIENT_COUNTS) await compare(clients, perClient);
writeResults('realtime-fanout', summary);

async function compare(clients: number, perClient: number) {
  const results = new Map<FanoutServer, Result>();
  for (const server of SERVERS) results.set(server, await run(server, clients, perClient));
  const columns = [...results.keys()];
  console.info(
    `\n${`${clients} clients × ${perClient} symbols`.padEnd(36)}${columns.map((c) => c.padStart(12)).join('')}`,
  );
  const row = (label: string, unit: string, pick: (result: Result) => number) =>
    console.info(
      `  ${label.padEnd(34)}${[...results.values()].map((r) => `${pick(r).toFixed(1)} ${unit}`.padStart(12)).join('')}`,
    );
  row('deliveries', '', (r) => r.deliveries);
  row('p50 latency', 'ms', (r) => r.p50);
  row('p99 latency', 'ms', (r) => r.p99);
  row('slowest-client p99', 'ms', (r) => r.slowestClientP99);
  row('RSS / connection', 'KiB', (r) => r.rssPerConnectionKiB);
  row('heap / connection', 'KiB', (r) => r.heapPerConnectionKiB);
  row('RSS less young gen. / connection', 'KiB', (r) => r.keptPerConnectionKiB);
  row('server CPU', '%', (r) => r.serverCpuPercent);
  row('server CPU / delivered tick', 'µs', (r) => r.serverCpuMicrosPerDelivery);
  const raw = results.get('ws');
  if (!raw) return;
  const label = `${clients} clients × ${perClient} symbols`;
  // The hub's rows keep their names from earlier runs; the bare rows are Socket.IO's own floor.
  for (const [server, prefix] of [
    ['hub', ''],
    ['bare', 'bare Socket.IO '],
  ] as const) {
    const result = results.get(server);
    if (!result) continue;
    const measure = (name: string) => `fan-out ${label}: ${prefix}${name}`;
    summary.push(
      ratio(measure('slowest-client p99'), result.slowestClientP99, raw.slowestClientP99, 'ms', {
        atMost: 1.0,
        ...(perClient > 1 && { below: 50 }),
      }),
      // RSS less the young generation: plain RSS moves with how much connecting allocated, not
      // with what connections keep (ADR 0015); raw ws read 1.3 KiB at 300 clients, 8.2 at 1,000.
      ratio(
        measure('memory / connection'),
        result.keptPerConnectionKiB,
        raw.keptPerConnectionKiB,
        'KiB',
        { atMost: 2 },
      ),
      ratio(
        measure('heap / connection'),
        result.heapPerConnectionKiB,
        raw.heapPerConnectionKiB,
        'KiB',
        { atMost: 2 },
      ),
    );
  }
}
