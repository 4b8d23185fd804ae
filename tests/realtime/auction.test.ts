import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/server/clock';
import { projectorRepo } from '../../src/server/db/repos/projector.repo';
import { createPriceStore } from '../../src/server/market/price-store';
import { hashDisplayToken } from '../../src/server/services/projector/projector-access';
import { createRealtimeAccess } from '../../src/server/services/accounts/realtime-access';
import { insertClass, insertUser } from '../../src/server/testing/factories';
import { startRealtimeServer, type TestClient } from '../../src/server/testing/realtime-server';
import { createTestDb } from '../../src/server/testing/test-db';
import type { AuctionBoard } from '../../src/shared/schemas/auctions';
import { accessTokens, connected, startTestHub, type TestHub } from './fixtures';

let t: TestHub;

async function connect(user: { id: number; role: 'STUDENT' | 'TEACHER' }) {
  const client = t.server.connect(await accessTokens.sign(user));
  await connected(client);
  const heard: AuctionBoard[] = [];
  client.on('auction', (board) => heard.push(board));
  return { client, heard };
}

const roundTrip = (client: TestClient, classId: number) =>
  client.emitWithAck('class:watch', classId);

const board = (classId: number): AuctionBoard => ({
  id: 1,
  classId,
  symbol: '005930',
  stockName: '삼성전자',
  referencePrice: 70_000,
  opensAt: '2026-03-20T01:00:00.000Z',
  closesAt: '2026-03-20T01:03:00.000Z',
  status: 'open',
  demand: [{ price: 70_000, quantity: 10 }],
  supply: [],
  orders: [{ side: 'BUY', quantity: 10, price: 70_000, at: '2026-03-20T01:00:30.000Z' }],
  orderCount: 1,
  clearingPrice: null,
  executedQuantity: null,
  marketPrice: null,
  fills: [],
  explanation: null,
  lesson: null,
});

describe('call auction events', () => {
  beforeEach(async () => {
    t = await startTestHub({ isKnownSymbol: () => true, canWatchClass: () => true });
  });

  afterEach(() => t.close());

  it('reach the class’s students and its teacher, not another class', async () => {
    const classId = insertClass(t.db).id;
    const otherClassId = insertClass(t.db).id;
    const student = await connect(
      insertUser(t.db, { role: 'STUDENT', classId }) as { id: number; role: 'STUDENT' },
    );
    const outsider = await connect(
      insertUser(t.db, { role: 'STUDENT', classId: otherClassId }) as {
        id: number;
        role: 'STUDENT';
      },
    );
    const teacher = await connect(
      insertUser(t.db, { role: 'TEACHER' }) as { id: number; role: 'TEACHER' },
    );
    await roundTrip(teacher.client, classId);

    const arrived = new Promise<AuctionBoard>((resolve) => student.client.once('auction', resolve));
    t.server.hub.auctionChanged(board(classId));
    expect(await arrived).toMatchObject({ id: 1, demand: [{ price: 70_000, quantity: 10 }] });
    // A round trip on each other socket: anything emitted before it would have arrived first.
    await Promise.all([
      roundTrip(outsider.client, otherClassId),
      roundTrip(teacher.client, classId),
    ]);
    expect(outsider.heard).toEqual([]);
    expect(teacher.heard).toMatchObject([{ id: 1, status: 'open' }]);
  });
});

describe('call auction events on a projector', () => {
  const testDb = createTestDb();
  let server: Awaited<ReturnType<typeof startRealtimeServer>>;

  beforeEach(async () => {
    // The hub wired as the server wires it: the class's projector settings from the database.
    const prices = createPriceStore();
    const access = createRealtimeAccess({ db: testDb.db, clock: systemClock, prices });
    server = await startRealtimeServer({
      db: testDb.db,
      accessTokens,
      prices,
      clock: systemClock,
      isKnownSymbol: () => true,
      marketStatus: () => ({ provider: 'replay', status: 'OPEN', label: '과거 시세 재생' }),
      ...access,
    });
  });

  afterEach(async () => {
    await server.close();
  });

  afterAll(() => testDb.dispose());

  const closed = (classId: number): AuctionBoard => ({
    ...board(classId),
    status: 'closed',
    clearingPrice: 70_000,
    executedQuantity: 10,
    fills: [
      { name: '김민준', side: 'BUY', quantity: 10 },
      { name: '이서연', side: 'SELL', quantity: 10 },
    ],
  });

  async function watching(client: TestClient) {
    await connected(client);
    const heard: AuctionBoard[] = [];
    client.on('auction', (b) => heard.push(b));
    return { client, heard };
  }

  it('names the fills as the class’s projector settings say, and the room’s students in full', async () => {
    const teacher = insertUser(testDb.db, { role: 'TEACHER' });
    const classId = insertClass(testDb.db, { teacherId: teacher.id }).id;
    const student = insertUser(testDb.db, { role: 'STUDENT', classId });
    projectorRepo.saveSettings(testDb.db, classId, {
      names: 'HIDDEN',
      reasons: 'FULL',
      period: 'all',
    });
    projectorRepo.insertLink(testDb.db, {
      classId,
      tokenHash: hashDisplayToken('display-token-of-the-class'),
      codeHash: hashDisplayToken('CODE2345'),
      createdBy: teacher.id,
      createdAt: new Date(),
    });
    const display = await watching(server.connect({ displayToken: 'display-token-of-the-class' }));
    expect(await display.client.emitWithAck('projector:watch', classId)).toEqual({ ok: true });
    // The teacher's projector tab also watches the class feed: it hears the projector's board once.
    const projectorTab = await watching(server.connect(await accessTokens.sign(teacher)));
    await projectorTab.client.emitWithAck('class:watch', classId);
    await projectorTab.client.emitWithAck('projector:watch', classId);
    const room = await watching(server.connect(await accessTokens.sign(student)));

    server.hub.auctionChanged(closed(classId));
    // A round trip on each socket (refused or not): anything emitted before it has arrived.
    await Promise.all(
      [display, projectorTab, room].map(({ client }) => client.emitWithAck('class:watch', 0)),
    );
    expect(display.heard.map((b) => b.fills)).toEqual([
      [
        { name: null, side: 'BUY', quantity: 10 },
        { name: null, side: 'SELL', quantity: 10 },
      ],
    ]);
    expect(JSON.stringify(display.heard)).not.toMatch(/김민준|이서연/);
    expect(projectorTab.heard.map((b) => b.fills[0]!.name)).toEqual([null]);
    expect(room.heard.map((b) => b.fills.map((f) => f.name))).toEqual([['김민준', '이서연']]);

    projectorRepo.saveSettings(testDb.db, classId, {
      names: 'INITIALS',
      reasons: 'FULL',
      period: 'all',
    });
    server.hub.auctionChanged(closed(classId));
    await display.client.emitWithAck('class:watch', 0);
    expect(display.heard.at(-1)!.fills.map((f) => f.name)).toEqual(['김○준', '이○연']);
  });
});
