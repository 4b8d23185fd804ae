import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { systemClock } from '../../src/server/clock';
import { createPriceStore } from '../../src/server/market/price-store';
import { insertClass, insertUser } from '../../src/server/testing/factories';
import { startRealtimeServer, type TestClient } from '../../src/server/testing/realtime-server';
import { createTestDb, type TestDb } from '../../src/server/testing/test-db';
import type { ReviewNotice } from '../../src/shared/realtime/events';
import { accessTokens } from './fixtures';

let testDb: TestDb;
let server: Awaited<ReturnType<typeof startRealtimeServer>>;

beforeEach(async () => {
  testDb = createTestDb();
  server = await startRealtimeServer({
    db: testDb.db,
    accessTokens,
    prices: createPriceStore(),
    clock: systemClock,
    isKnownSymbol: () => true,
    canWatchClass: () => true,
    marketStatus: () => ({ provider: 'replay', status: 'OPEN', label: '과거 시세 재생' }),
  });
});

afterEach(async () => {
  await server.close();
  testDb.dispose();
});

async function connect(user: { id: number; role: 'STUDENT' | 'TEACHER' }) {
  const client = server.connect(await accessTokens.sign(user));
  await new Promise<void>((resolve, reject) => {
    client.on('connect', resolve);
    client.on('connect_error', reject);
  });
  const heard: ReviewNotice[] = [];
  client.on('review:new', (notice) => heard.push(notice));
  return { client, heard };
}

const roundTrip = (client: TestClient) => client.emitWithAck('class:watch', 1);

describe('review notices', () => {
  it('reach the reviewed student’s sockets and no one else’s', async () => {
    const classId = insertClass(testDb.db).id;
    const student = insertUser(testDb.db, { role: 'STUDENT', classId });
    const classmate = insertUser(testDb.db, { role: 'STUDENT', classId });
    const teacher = insertUser(testDb.db, { role: 'TEACHER' });
    const own = await connect(student as { id: number; role: 'STUDENT' });
    const other = await connect(classmate as { id: number; role: 'STUDENT' });
    const watcher = await connect(teacher as { id: number; role: 'TEACHER' });
    await roundTrip(watcher.client);

    const arrived = new Promise<ReviewNotice>((resolve) => own.client.once('review:new', resolve));
    server.hub.reviewArrived(student.id, { reviewId: 9, tradeId: 4, stockName: '삼성전자' });
    expect(await arrived).toMatchObject({ reviewId: 9, tradeId: 4, stockName: '삼성전자' });
    // A round trip on each other socket: anything emitted before it would have arrived first.
    await Promise.all([roundTrip(other.client), roundTrip(watcher.client)]);
    expect(other.heard).toEqual([]);
    expect(watcher.heard).toEqual([]);
  });
});
