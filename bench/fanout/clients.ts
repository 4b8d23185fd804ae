// The client child: opens N connections, subscribes each to K symbols, then records for every
// delivered tick the delay between the server's send time and its arrival. StockClass clients ask
// for batches as the app does and count each tick of a batch; bare Socket.IO ones hear `tick`.
import { io } from 'socket.io-client';
import WebSocket from 'ws';
import { TICK_BATCH_AUTH, unpackTicks, type TickBatch } from '../../src/shared/realtime/tick-batch';
import { percentile } from '../lib/percentile';
import { symbolsFor, type FanoutServer } from './shared';

const [modeText, portText, countText, secondsText, perClientText, token] = process.argv.slice(
  2,
) as [string, string, string, string, string, string];
const mode = modeText as FanoutServer;
const perClient = Number(perClientText);
const count = Number(countText);
const url = `http://127.0.0.1:${portText}`;
const latencies: number[][] = Array.from({ length: count }, () => []);
let recording = false;

function record(client: number, serverTime: number) {
  if (recording) latencies[client]!.push(Date.now() - serverTime);
}

async function openSocketIo(client: number) {
  const socket = io(url, {
    transports: ['websocket'],
    auth: mode === 'hub' ? { token, ...TICK_BATCH_AUTH } : { token },
    reconnection: false,
    forceNew: true,
  });
  socket.on('tick', (tick: { serverTime: number }) => record(client, tick.serverTime));
  socket.on('ticks', (batch: TickBatch) => {
    for (const tick of unpackTicks(batch)) record(client, tick.serverTime);
  });
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', resolve);
    socket.on('connect_error', reject);
  });
  await socket.emitWithAck('subscribe', symbolsFor(client, perClient));
}

async function openRawWs(client: number) {
  const socket = new WebSocket(url.replace('http', 'ws'));
  socket.on('message', (data) =>
    record(client, (JSON.parse(String(data)) as { serverTime: number }).serverTime),
  );
  await new Promise((resolve) => socket.on('open', resolve));
  socket.send(JSON.stringify(symbolsFor(client, perClient)));
}

const open = mode === 'ws' ? openRawWs : openSocketIo;
for (let i = 0; i < count; i += 50) {
  await Promise.all(Array.from({ length: Math.min(50, count - i) }, (_, k) => open(i + k)));
}
process.send?.({ type: 'connected' });
await new Promise((resolve) => setTimeout(resolve, 2000));
recording = true;
await new Promise((resolve) => setTimeout(resolve, Number(secondsText) * 1000));
recording = false;

const all = latencies.flat().sort((a, b) => a - b);
const perClientP99 = latencies
  .map((list) =>
    percentile(
      list.sort((a, b) => a - b),
      99,
    ),
  )
  .sort((a, b) => a - b);
process.send?.({
  type: 'result',
  deliveries: all.length,
  p50: percentile(all, 50),
  p99: percentile(all, 99),
  slowestClientP99: perClientP99[perClientP99.length - 1],
});
process.exit(0);
