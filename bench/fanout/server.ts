// A fan-out server child: the real StockClass hub (Socket.IO, handshake auth, coalescing, batches
// for clients that ask), a bare Socket.IO server (no app code: a room per symbol, one `tick` per
// quote) or a raw `ws` server broadcasting the same payloads to the same subscriptions.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getHeapSpaceStatistics } from 'node:v8';
import { Server } from 'socket.io';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Quote } from '../../src/shared/schemas/market';
import { systemClock } from '../../src/server/clock';
import { createPriceStore } from '../../src/server/market/price-store';
import { createHub } from '../../src/server/realtime/hub';
import { createIo } from '../../src/server/realtime/io';
import { createAccessTokens } from '../../src/server/services/accounts/access-tokens';
import { insertUser } from '../../src/server/testing/factories';
import { createTestDb } from '../../src/server/testing/test-db';
import { SYMBOLS, TICK_BATCHES_PER_SECOND, type FanoutServer } from './shared';

const mode = process.argv[2] as FanoutServer;
const httpServer = createServer();
const send = (message: object) => process.send?.(message);

function quote(symbol: string, step: number): Quote {
  const price = 50_000 + (step % 20) * 50;
  return {
    symbol,
    price,
    previousClose: 50_000,
    open: 50_000,
    high: 51_000,
    low: 49_500,
    volume: 1000 + step,
    change: price - 50_000,
    changePercent: ((price - 50_000) / 50_000) * 100,
    updatedAt: Date.now(),
    source: { provider: 'sim', label: '시뮬레이션', stale: false },
  };
}

/** Every 1/TICK_BATCHES_PER_SECOND s a slice of the symbols ticks: each symbol once a second. */
function startTicking(publish: (quotes: Quote[]) => void) {
  let step = 0;
  const perBatch = SYMBOLS.length / TICK_BATCHES_PER_SECOND;
  return setInterval(() => {
    const slice = step % TICK_BATCHES_PER_SECOND;
    publish(SYMBOLS.slice(slice * perBatch, (slice + 1) * perBatch).map((s) => quote(s, step)));
    step++;
  }, 1000 / TICK_BATCHES_PER_SECOND);
}

async function startHub() {
  const { db } = createTestDb();
  const accessTokens = createAccessTokens({
    secret: new TextEncoder().encode('b'.repeat(32)),
    clock: systemClock,
  });
  const prices = createPriceStore();
  const known = new Set(SYMBOLS);
  createHub({
    io: createIo(httpServer, []),
    db,
    accessTokens,
    prices,
    clock: systemClock,
    isKnownSymbol: (symbol) => known.has(symbol),
    canWatchClass: () => false,
    marketStatus: () => ({ provider: 'sim', status: 'OPEN', label: '시뮬레이션' }),
    // Ticks only: no service announces anything here.
    deliveries: [],
  });
  const user = insertUser(db, { role: 'STUDENT' });
  startTicking((quotes) => prices.apply(quotes));
  return accessTokens.sign(user);
}

/** Socket.IO's own floor: its defaults, a room per symbol, the quotes sent as they come. */
function startBareSocketIo() {
  const io = new Server(httpServer, { serveClient: false });
  io.on('connection', (socket) => {
    socket.on('subscribe', (symbols: string[], ack: () => void) => {
      void socket.join(symbols);
      ack();
    });
  });
  startTicking((quotes) => {
    const serverTime = Date.now();
    for (const q of quotes) io.to(q.symbol).emit('tick', { ...q, serverTime });
  });
  return '';
}

function startRawWs() {
  const wss = new WebSocketServer({ server: httpServer });
  const subscribers = new Map<string, Set<WebSocket>>();
  wss.on('connection', (socket) => {
    socket.on('message', (raw) => {
      for (const symbol of JSON.parse(String(raw)) as string[]) {
        const set = subscribers.get(symbol) ?? new Set();
        set.add(socket);
        subscribers.set(symbol, set);
      }
    });
  });
  startTicking((quotes) => {
    const serverTime = Date.now();
    for (const q of quotes) {
      const payload = JSON.stringify({ ...q, serverTime });
      subscribers.get(q.symbol)?.forEach((socket) => socket.send(payload));
    }
  });
  return '';
}

/**
 * Resident memory after a forced full GC, the median of five samples 100 ms apart: a single
 * reading moves by megabytes with whatever the allocator has not yet given back. `young` is the
 * part of RSS that is V8's young generation: it grows (to 32 MB) with how much a server allocates
 * while clients connect, not with what each connection keeps (ADR 0015).
 */
async function settledMemory(): Promise<{ rss: number; heap: number; young: number }> {
  const samples: Array<{ rss: number; heap: number; young: number }> = [];
  for (let i = 0; i < 5; i++) {
    global.gc?.();
    await new Promise((resolve) => setTimeout(resolve, 100));
    const { rss, heapUsed } = process.memoryUsage();
    const newSpace = getHeapSpaceStatistics().find((space) => space.space_name === 'new_space');
    samples.push({ rss, heap: heapUsed, young: newSpace?.physical_space_size ?? 0 });
  }
  const median = (pick: (sample: (typeof samples)[number]) => number) =>
    samples.map(pick).sort((a, b) => a - b)[2]!;
  return {
    rss: median((s) => s.rss),
    heap: median((s) => s.heap),
    young: median((s) => s.young),
  };
}

const starts: Record<FanoutServer, () => string | Promise<string>> = {
  hub: startHub,
  'hub-tick': startHub,
  bare: startBareSocketIo,
  ws: startRawWs,
};
const token = await starts[mode]();
httpServer.listen(0, '127.0.0.1', async () => {
  const memory = await settledMemory();
  send({ type: 'ready', port: (httpServer.address() as AddressInfo).port, token, ...memory });
});
process.on('message', async (message: { type: string }) => {
  if (message.type !== 'memory') return;
  const cpu = process.cpuUsage();
  const memory = await settledMemory();
  send({ type: 'memory', ...memory, cpu, cpuSettled: process.cpuUsage() });
});
