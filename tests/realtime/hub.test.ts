import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { PortfolioValue, Tick } from '../../src/shared/realtime/events';
import type { Order, OrderUpdate } from '../../src/shared/schemas/orders';
import { systemClock } from '../../src/server/clock';
import { createPriceStore, type PriceStore } from '../../src/server/market/price-store';
import { insertClass, insertUser } from '../../src/server/testing/factories';
import { startRealtimeServer, type TestClient } from '../../src/server/testing/realtime-server';
import { createTestDb, type TestDb } from '../../src/server/testing/test-db';
import { users } from '../../src/server/db/schema';
import { eq } from 'drizzle-orm';
import { accessTokens, quote, connected } from './fixtures';

const known = new Set([
  '005930',
  '000660',
  '035420',
  ...Array.from({ length: 60 }, (_, i) => String(100000 + i)),
]);

const nextTick = (client: TestClient, symbol?: string) =>
  new Promise<Tick>((resolve) => {
    const handler = (tick: Tick) => {
      if (symbol && tick.symbol !== symbol) return;
      client.off('tick', handler);
      resolve(tick);
    };
    client.on('tick', handler);
  });

// An all-cash student: 10,000,000 won, nothing held, so the value never changes.
const allCash = {
  cash: 10_000_000,
  totalValue: 10_000_000,
  totalProfitLoss: 0,
  totalProfitLossPercent: 0,
  dailyChange: 0,
  dailyChangePercent: 0,
};

let testDb: TestDb;
let prices: PriceStore;
let server: Awaited<ReturnType<typeof startRealtimeServer>>;
let studentToken: string;
let studentId: number;
let marketStatus: { provider: string; status: string; label: string };
let classEnded: boolean;
let portfolioValue: typeof allCash;

beforeEach(async () => {
  testDb = createTestDb();
  prices = createPriceStore();
  const klass = insertClass(testDb.db);
  const student = insertUser(testDb.db, { role: 'STUDENT', classId: klass.id });
  studentId = student.id;
  studentToken = await accessTokens.sign(student);
  marketStatus = { provider: 'replay', status: 'OPEN', label: '과거 시세 재생' };
  classEnded = false;
  portfolioValue = { ...allCash };
  server = await startRealtimeServer({
    db: testDb.db,
    accessTokens,
    prices,
    clock: systemClock,
    isKnownSymbol: (symbol) => known.has(symbol),
    canWatchClass: (user, classId) => user.role === 'TEACHER' && user.classId === classId,
    resolveDisplayToken: (token) =>
      token === 'display-token-of-class-77' && !classEnded ? 77 : null,
    formatProjectorTrade: (trade) => ({ ...trade, who: '김○준', reason: null }),
    marketStatus: () => marketStatus,
    // Only the student has a portfolio; the timer is slow so a value on connect cannot be its push.
    portfolioValues: (userIds) =>
      new Map(userIds.filter((id) => id === studentId).map((id) => [id, portfolioValue])),
    portfolioIntervalMs: 60_000,
    marketStatusIntervalMs: 20,
    displayCheckIntervalMs: 20,
  });
});

afterEach(async () => {
  await server.close();
  testDb.dispose();
});

describe('realtime hub', () => {
  it('refuses a handshake without a valid token, with a reason the client acts on', async () => {
    for (const token of [undefined, 'not-a-jwt']) {
      const client = server.connect(token);
      const error = await new Promise<Error & { data?: { code: string } }>((resolve) =>
        client.on('connect_error', resolve),
      );
      expect(error.message).toBe('TOKEN_INVALID');
      expect(error.data?.code).toBe('TOKEN_INVALID');
    }
  });

  it('sends a snapshot on subscribe, then ticks only for subscribed symbols', async () => {
    prices.apply([quote('005930', 101_000)]);
    const client = server.connect(studentToken);
    await connected(client);
    const snapshot = nextTick(client);
    const ack = await client.emitWithAck('subscribe', ['005930']);
    expect(ack).toEqual({ ok: true, symbols: ['005930'] });
    expect((await snapshot).price).toBe(101_000);

    const received: string[] = [];
    client.on('tick', (tick) => received.push(tick.symbol));
    const next = nextTick(client, '005930');
    prices.apply([quote('000660', 200_000), quote('005930', 101_500)]);
    const tick = await next;
    expect(tick.price).toBe(101_500);
    expect(tick.serverTime).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(received).not.toContain('000660');
  });

  it('sends the portfolio value on connect, again after a reload, even when it never changes', async () => {
    for (let load = 0; load < 2; load++) {
      const client = server.connect(studentToken);
      const value = new Promise<PortfolioValue>((resolve) => client.once('portfolio', resolve));
      await connected(client);
      expect(await value).toMatchObject({ cash: 10_000_000, totalValue: 10_000_000 });
      client.disconnect();
    }
  });

  it('pushes a changed portfolio to each of the student’s screens once a trade changes it', async () => {
    const phone = server.connect(studentToken);
    const laptop = server.connect(studentToken);
    const firstValues = Promise.all(
      [phone, laptop].map((c) => new Promise((resolve) => c.once('portfolio', resolve))),
    );
    await Promise.all([connected(phone), connected(laptop)]);
    await firstValues;
    portfolioValue = { ...allCash, cash: 9_000_000, totalValue: 9_000_000 };
    const pushed = [phone, laptop].map(
      (c) => new Promise<PortfolioValue>((resolve) => c.once('portfolio', resolve)),
    );
    server.hub.portfolioChanged(studentId);
    for (const value of await Promise.all(pushed)) expect(value.cash).toBe(9_000_000);

    // Gone and back: the value comes again, though it did not change while away.
    phone.disconnect();
    laptop.disconnect();
    await new Promise((resolve) => setTimeout(resolve, 50));
    server.hub.portfolioChanged(studentId);
    const back = server.connect(studentToken);
    const value = new Promise<PortfolioValue>((resolve) => back.once('portfolio', resolve));
    await connected(back);
    expect((await value).cash).toBe(9_000_000);
  });

  it('values a school on the timer one slice per turn, and reaches every student', async () => {
    const students = [1, 2, 3].map(() => insertUser(testDb.db, { role: 'STUDENT' }));
    let round = 0;
    const sliced = await startRealtimeServer({
      db: testDb.db,
      accessTokens,
      prices,
      clock: systemClock,
      isKnownSymbol: () => true,
      canWatchClass: () => false,
      marketStatus: () => marketStatus,
      // Every call is a new round's value, so every timer round has something to push.
      portfolioValues: (userIds) => {
        round += 1;
        return new Map(userIds.map((id) => [id, { ...allCash, cash: round }]));
      },
      portfolioIntervalMs: 50,
      portfolioSliceSize: 1,
    });
    try {
      const clients = await Promise.all(
        students.map(async (student) => {
          const client = sliced.connect(await accessTokens.sign(student));
          await connected(client);
          return client;
        }),
      );
      const timerPushes = clients.map(
        (client) =>
          new Promise<PortfolioValue>((resolve) => {
            const seen: PortfolioValue[] = [];
            client.on('portfolio', (value) => {
              seen.push(value);
              if (seen.length === 2) resolve(value);
            });
          }),
      );
      const values = await Promise.all(timerPushes);
      expect(values.every((value) => value.cash > 0)).toBe(true);
    } finally {
      await sliced.close();
    }
  });

  it('sends no portfolio to a teacher, who has none', async () => {
    const teacher = insertUser(testDb.db, { role: 'TEACHER' });
    const client = server.connect(await accessTokens.sign(teacher));
    let values = 0;
    client.on('portfolio', () => values++);
    const market = new Promise((resolve) => client.once('market', resolve));
    await connected(client);
    await market;
    expect(values).toBe(0);
  });

  it('tells every open screen when the market status changes', async () => {
    const client = server.connect(studentToken);
    const first = new Promise<{ status: string }>((resolve) => client.once('market', resolve));
    await connected(client);
    expect((await first).status).toBe('OPEN');
    const next = new Promise<{ status: string; label: string }>((resolve) =>
      client.once('market', resolve),
    );
    marketStatus = { provider: 'naver', status: 'closed', label: '실시간 · 네이버' };
    expect(await next).toMatchObject({ status: 'closed', label: '실시간 · 네이버' });
  });

  it('subscribes without an acknowledgement too, as the browser client sends it', async () => {
    const client = server.connect(studentToken);
    await connected(client);
    client.emit('subscribe', ['005930']);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const next = nextTick(client, '005930');
    prices.apply([quote('005930', 104_000)]);
    expect((await next).price).toBe(104_000);
  });

  it('coalesces a burst to the newest price per symbol', async () => {
    const client = server.connect(studentToken);
    await connected(client);
    await client.emitWithAck('subscribe', ['005930']);
    const ticks: number[] = [];
    client.on('tick', (tick) => ticks.push(tick.price));
    for (let i = 1; i <= 20; i++) prices.apply([quote('005930', 100_000 + i * 100)]);
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(ticks).toEqual([102_000]);
  });

  it('stops ticks after unsubscribe', async () => {
    const client = server.connect(studentToken);
    await connected(client);
    await client.emitWithAck('subscribe', ['005930']);
    expect(await client.emitWithAck('unsubscribe', ['005930'])).toEqual({ ok: true, symbols: [] });
    let count = 0;
    client.on('tick', () => count++);
    prices.apply([quote('005930', 99_000)]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(count).toBe(0);
  });

  it('resumes ticks after a reconnect and re-subscribe', async () => {
    const first = server.connect(studentToken);
    await connected(first);
    await first.emitWithAck('subscribe', ['005930']);
    first.disconnect();
    const second = server.connect(studentToken);
    await connected(second);
    await second.emitWithAck('subscribe', ['005930']);
    const next = nextTick(second, '005930');
    prices.apply([quote('005930', 103_000)]);
    expect((await next).price).toBe(103_000);
  });

  it('rejects unknown symbols and more than 50 symbols per socket with an error event', async () => {
    const client = server.connect(studentToken);
    await connected(client);
    const errors: string[] = [];
    client.on('error', (error) => errors.push(error.code));
    expect(await client.emitWithAck('subscribe', ['999999'])).toMatchObject({ ok: false });
    const fifty = [...known].slice(3, 53);
    expect(await client.emitWithAck('subscribe', fifty)).toMatchObject({ ok: true });
    expect(await client.emitWithAck('subscribe', ['005930'])).toMatchObject({
      ok: false,
      error: { code: 'TOO_MANY_SYMBOLS' },
    });
    expect(errors).toEqual(['INVALID_SYMBOLS', 'TOO_MANY_SYMBOLS']);
  });

  it('answers a subscribe flood with RATE_LIMITED and stays up', async () => {
    const client = server.connect(studentToken);
    await connected(client);
    const results = await Promise.all(
      Array.from({ length: 80 }, () => client.emitWithAck('subscribe', ['005930'])),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(60);
    expect(
      results.filter((r) => !r.ok).every((r) => !r.ok && r.error.code === 'RATE_LIMITED'),
    ).toBe(true);
    expect(client.connected).toBe(true);
  });

  it('lets only the class teacher watch the class room and delivers trades there', async () => {
    const klass = insertClass(testDb.db);
    const teacher = insertUser(testDb.db, { role: 'TEACHER', classId: klass.id });
    const teacherClient = server.connect(await accessTokens.sign(teacher));
    const studentClient = server.connect(studentToken);
    await Promise.all([connected(teacherClient), connected(studentClient)]);
    expect(await studentClient.emitWithAck('class:watch', klass.id)).toMatchObject({ ok: false });
    expect(await teacherClient.emitWithAck('class:watch', klass.id)).toEqual({ ok: true });
    const received = new Promise((resolve) => teacherClient.on('trade', resolve));
    server.hub.publishTrade({
      id: 1,
      classId: klass.id,
      userId: studentId,
      userName: '김학생',
      symbol: '005930',
      stockName: '삼성전자',
      type: 'BUY',
      quantity: 3,
      price: 101_000,
      totalAmount: 303_000,
      reason: '반도체 업황 회복을 기대합니다.',
      createdAt: new Date().toISOString(),
    });
    expect(await received).toMatchObject({
      stockName: '삼성전자',
      reason: '반도체 업황 회복을 기대합니다.',
    });
  });

  it('tells a student, and only that student, about their resting order', async () => {
    const other = insertUser(testDb.db, { role: 'STUDENT' });
    const otherClient = server.connect(await accessTokens.sign(other));
    const client = server.connect(studentToken);
    await Promise.all([connected(client), connected(otherClient)]);
    const received = new Promise<OrderUpdate>((resolve) => client.on('order', resolve));
    const order: Order = {
      id: 9,
      side: 'BUY',
      type: 'LIMIT',
      symbol: '005930',
      stockName: '삼성전자',
      quantity: 2,
      limitPrice: 69_000,
      reservedCash: 0,
      status: 'FILLED',
      reason: '내려오면 삽니다',
      fillPrice: 69_000,
      closeReason: null,
      createdAt: new Date().toISOString(),
      closedAt: new Date().toISOString(),
    };
    server.hub.orderChanged(other.id, { ...order, id: 8, status: 'EXPIRED' });
    server.hub.orderChanged(studentId, order);
    expect((await received).order).toEqual(order);
  });

  it('ends the sockets of a user whose session ended, and refuses their old token', async () => {
    const client = server.connect(studentToken);
    await connected(client);
    const closed = new Promise((resolve) => client.on('disconnect', resolve));
    testDb.db.update(users).set({ isActive: false }).where(eq(users.id, studentId)).run();
    server.hub.disconnectUser(studentId);
    await closed;
    const again = server.connect(studentToken);
    const error = await new Promise<Error>((resolve) => again.on('connect_error', resolve));
    expect(error.message).toBe('TOKEN_INVALID');
  });

  it('lets a display link watch only its own class projector and shows trades as the teacher chose', async () => {
    const display = server.connect({ displayToken: 'display-token-of-class-77' });
    await connected(display);
    expect(await display.emitWithAck('projector:watch', 78)).toMatchObject({ ok: false });
    expect(await display.emitWithAck('class:watch', 77)).toMatchObject({ ok: false });
    expect(await display.emitWithAck('projector:watch', 77)).toEqual({ ok: true });
    const shown = new Promise((resolve) => display.on('projector:trade', resolve));
    server.hub.publishTrade({
      id: 9,
      classId: 77,
      userId: studentId,
      userName: '김민준',
      symbol: '005930',
      stockName: '삼성전자',
      type: 'SELL',
      quantity: 1,
      price: 101_000,
      totalAmount: 101_000,
      reason: '목표가에 도달했습니다.',
      createdAt: new Date().toISOString(),
    });
    expect(await shown).toMatchObject({
      who: '김○준',
      reason: null,
      stockName: '삼성전자',
      classId: 77,
    });
    const closed = new Promise((resolve) => display.on('disconnect', resolve));
    server.hub.disconnectDisplays(77);
    await closed;
  });

  it('closes a display link’s projector once its class has ended', async () => {
    const display = server.connect({ displayToken: 'display-token-of-class-77' });
    await connected(display);
    const closed = new Promise((resolve) => display.on('disconnect', resolve));
    classEnded = true;
    await closed;
  });

  it('refuses an unknown display link', async () => {
    const display = server.connect({ displayToken: 'revoked' });
    const error = await new Promise<Error>((resolve) => display.on('connect_error', resolve));
    expect(error.message).toBe('TOKEN_INVALID');
  });
});
