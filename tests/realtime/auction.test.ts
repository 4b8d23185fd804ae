import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertClass, insertUser } from '../../src/server/testing/factories';
import type { TestClient } from '../../src/server/testing/realtime-server';
import type { AuctionBoard } from '../../src/shared/schemas/auctions';
import { accessTokens, connected, startTestHub, type TestHub } from './fixtures';

let t: TestHub;

beforeEach(async () => {
  t = await startTestHub({ isKnownSymbol: () => true, canWatchClass: () => true });
});

afterEach(() => t.close());

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
});

describe('call auction events', () => {
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
