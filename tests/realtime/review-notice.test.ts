import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertClass, insertUser } from '../../src/server/testing/factories';
import type { TestClient } from '../../src/server/testing/realtime-server';
import type { ReviewNotice } from '../../src/shared/realtime/events';
import { accessTokens, connected, startTestHub, type TestHub } from './fixtures';

let t: TestHub;

beforeEach(async () => {
  t = await startTestHub({ isKnownSymbol: () => true, canWatchClass: () => true });
});

afterEach(() => t.close());

async function connect(user: { id: number; role: 'STUDENT' | 'TEACHER' }) {
  const client = t.server.connect(await accessTokens.sign(user));
  await connected(client);
  const heard: ReviewNotice[] = [];
  client.on('review:new', (notice) => heard.push(notice));
  return { client, heard };
}

const roundTrip = (client: TestClient) => client.emitWithAck('class:watch', 1);

describe('review notices', () => {
  it('reach the reviewed student’s sockets and no one else’s', async () => {
    const classId = insertClass(t.db).id;
    const student = insertUser(t.db, { role: 'STUDENT', classId });
    const classmate = insertUser(t.db, { role: 'STUDENT', classId });
    const teacher = insertUser(t.db, { role: 'TEACHER' });
    const own = await connect(student as { id: number; role: 'STUDENT' });
    const other = await connect(classmate as { id: number; role: 'STUDENT' });
    const watcher = await connect(teacher as { id: number; role: 'TEACHER' });
    await roundTrip(watcher.client);

    const arrived = new Promise<ReviewNotice>((resolve) => own.client.once('review:new', resolve));
    t.events.publish('reviewed', {
      userId: student.id,
      notice: { reviewId: 9, tradeId: 4, stockName: '삼성전자' },
    });
    expect(await arrived).toMatchObject({ reviewId: 9, tradeId: 4, stockName: '삼성전자' });
    // A round trip on each other socket: anything emitted before it would have arrived first.
    await Promise.all([roundTrip(other.client), roundTrip(watcher.client)]);
    expect(other.heard).toEqual([]);
    expect(watcher.heard).toEqual([]);
  });
});
