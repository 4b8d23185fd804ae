// The school-day client child: every student on the trading page (a socket watching their 10
// stocks), every teacher on the class page (the class feed) and every class's projector (which
// fetches the projector state again whenever the class trades, as the page does). During one
// school minute each student places one order; order latency and tick delay are recorded.
import { randomUUID } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { io, type Socket } from 'socket.io-client';
import { tickDown } from '../../src/shared/domain/market/tick-size';
import { BOOKS_ON_REQUEST_AUTH } from '../../src/shared/realtime/handshake';
import { TICK_BATCH_AUTH, unpackTicks, type TickBatch } from '../../src/shared/realtime/tick-batch';
import { percentile } from '../lib/percentile';
import type { SchoolDayPlan, SchoolDayResult } from './shared';

const plan = await new Promise<SchoolDayPlan>((resolve) =>
  process.once('message', (message: SchoolDayPlan) => resolve(message)),
);
const base = `http://127.0.0.1:${plan.port}`;
let recording = false;

function connect(auth: Record<string, string | number>): Promise<Socket> {
  const socket = io(base, { transports: ['websocket'], auth, reconnection: false, forceNew: true });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

/** Opens `count` connections at most 50 at a time, as a class arriving does not do all at once. */
async function inBatches<T>(count: number, open: (index: number) => Promise<T>): Promise<T[]> {
  const opened: T[] = [];
  for (let i = 0; i < count; i += 50) {
    const batch = Array.from({ length: Math.min(50, count - i) }, (_, k) => open(i + k));
    opened.push(...(await Promise.all(batch)));
  }
  return opened;
}

const tickDelays: number[][] = plan.students.map(() => []);
const lastPrice = new Map<string, number>();
const held = plan.students.map((student) => new Set(student.holdings));

await inBatches(plan.students.length, async (index) => {
  const student = plan.students[index]!;
  // The trading page's socket asks for tick batches and no order books, as the app's does.
  const socket = await connect({
    token: student.token,
    ...TICK_BATCH_AUTH,
    ...BOOKS_ON_REQUEST_AUTH,
  });
  socket.on('ticks', (batch: TickBatch) => {
    const arrived = Date.now();
    for (const tick of unpackTicks(batch)) {
      lastPrice.set(tick.symbol, tick.price);
      if (recording) tickDelays[index]!.push(arrived - tick.serverTime);
    }
  });
  await socket.emitWithAck('subscribe', student.symbols);
  return socket;
});

const projectorFetches: number[] = [];
let failedRequests = 0;
async function fetchProjector(classId: number, token: string) {
  const started = performance.now();
  try {
    const response = await fetch(`${base}/api/projector/${classId}/state`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    await response.arrayBuffer();
    if (recording) projectorFetches.push(performance.now() - started);
  } catch {
    // An overloaded server that does not answer is a result to report, not a crash.
    failedRequests += 1;
  }
}

await inBatches(plan.teachers.length, async (index) => {
  const { classId, token } = plan.teachers[index]!;
  const classPage = await connect({ token });
  await classPage.emitWithAck('class:watch', classId);
  const projector = await connect({ token });
  projector.on('projector:update', () => void fetchProjector(classId, token));
  await projector.emitWithAck('projector:watch', classId);
  await fetchProjector(classId, token);
});

process.send?.({ type: 'connected' });
await new Promise((resolve) => setTimeout(resolve, plan.warmUpMs));

type OrderKind = 'market buy' | 'market sell' | 'limit buy';
const orderLatencies: number[] = [];
const statuses = new Map<string, number>();

/** Most orders are market buys; a student who holds something sells one in five; one in five rests. */
function chooseOrder(index: number): {
  kind: OrderKind;
  symbol: string;
  path: string;
  body: object;
} {
  const student = plan.students[index]!;
  const roll = Math.random();
  const reason = '학교 하루 벤치마크: 실적 발표를 보고 판단했습니다.';
  const owned = [...held[index]!];
  if (roll < 0.2 && owned.length > 0) {
    const symbol = owned[Math.floor(Math.random() * owned.length)]!;
    return {
      kind: 'market sell',
      symbol,
      path: '/api/trading/sell',
      body: { symbol, quantity: 1, reason },
    };
  }
  const symbol = student.symbols[Math.floor(Math.random() * student.symbols.length)]!;
  const price = lastPrice.get(symbol);
  if (roll > 0.8 && price !== undefined) {
    // A few ticks under the market: the order rests, as most 지정가 buys do.
    const limitPrice = tickDown(tickDown(tickDown(price)));
    const body = { symbol, quantity: 1, reason, side: 'BUY', type: 'LIMIT', limitPrice };
    return { kind: 'limit buy', symbol, path: '/api/trading/orders', body };
  }
  return {
    kind: 'market buy',
    symbol,
    path: '/api/trading/buy',
    body: { symbol, quantity: 1, reason },
  };
}

async function placeOrder(index: number) {
  const order = chooseOrder(index);
  const started = performance.now();
  const response = await fetch(base + order.path, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${plan.students[index]!.token}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': randomUUID(),
    },
    body: JSON.stringify(order.body),
  });
  const answer = (await response.json()) as { success: boolean; code?: string };
  orderLatencies.push(performance.now() - started);
  const status = answer.success ? `${order.kind}: ok` : `${order.kind}: ${answer.code}`;
  statuses.set(status, (statuses.get(status) ?? 0) + 1);
  if (answer.success && order.kind === 'market buy') held[index]!.add(order.symbol);
}

const boardLatencies: number[] = [];
let boardRefusals = 0;
const PERIODS = ['all', 'month', 'week'] as const;

// A reader asks as soon as the last answer came: the per-user limit soon answers 429 instead.
async function readBoards(index: number, until: number) {
  for (let ask = 0; performance.now() < until; ask++) {
    const started = performance.now();
    const response = await fetch(`${base}/api/leaderboard?timeRange=${PERIODS[ask % 3]}`, {
      headers: { Authorization: `Bearer ${plan.students[index]!.token}` },
    });
    await response.arrayBuffer();
    if (response.status === 429) boardRefusals += 1;
    else boardLatencies.push(performance.now() - started);
  }
}

const loop = monitorEventLoopDelay({ resolution: 10 });
loop.enable();
recording = true;
process.send?.({ type: 'minute started' });
const storm = Array.from({ length: Math.min(plan.boardReaders, plan.students.length) }, (_, i) =>
  readBoards(i, performance.now() + plan.minuteMs).catch(() => undefined),
);
// Each student's order comes at their own moment of the minute.
await Promise.all(
  plan.students.map(
    (_, index) =>
      new Promise<void>((resolve) =>
        setTimeout(
          () =>
            void placeOrder(index).then(resolve, () => {
              failedRequests += 1;
              resolve();
            }),
          Math.random() * plan.minuteMs,
        ),
      ),
  ),
);
await Promise.all(storm);
await new Promise((resolve) => setTimeout(resolve, 1000));
recording = false;
loop.disable();
process.send?.({ type: 'minute ended' });

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);
const perClientP99 = sorted(tickDelays.map((delays) => percentile(sorted(delays), 99)));
const orders = sorted(orderLatencies);
const result: SchoolDayResult = {
  type: 'result',
  orders: orders.length,
  orderP50: percentile(orders, 50),
  orderP99: percentile(orders, 99),
  statuses: Object.fromEntries(statuses),
  ticks: tickDelays.reduce((sum, delays) => sum + delays.length, 0),
  tickP99SlowestClient: perClientP99[perClientP99.length - 1] ?? Number.NaN,
  tickP99MedianClient: percentile(perClientP99, 50),
  projectorFetches: projectorFetches.length,
  projectorP99: percentile(sorted(projectorFetches), 99),
  clientLoopDelayP99: loop.percentile(99) / 1e6,
  failedRequests,
  boardAnswers: boardLatencies.length,
  boardRefusals,
  boardP99: percentile(sorted(boardLatencies), 99),
};
process.send?.(result);
process.exit(0);
