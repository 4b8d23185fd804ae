import { gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authHeader, insertClass, insertUser } from '../../src/server/testing/factories';
import { insertStocks, insertStudent, quote } from '../../src/server/testing/money-fixtures';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import type { LeaderboardEntry } from '../../src/shared/schemas/trading';
import { call } from './accounts.helpers';

let t: TestApp;
let auth: Record<string, string>;
let studentId: number;
beforeEach(async () => {
  t = createTestApp({ overrides: { leaderboardRefreshMs: 300 } });
  const classId = insertClass(t.db).id;
  studentId = insertStudent(t.db, { classId }).id;
  insertStudent(t.db, { classId });
  auth = await authHeader(t.accessTokens, { id: studentId, role: 'STUDENT' });
});
afterEach(() => t.dispose());

const board = (headers = auth) =>
  call<LeaderboardEntry[]>(t, 'GET', '/api/leaderboard', { headers });

describe('GET /api/leaderboard under load', () => {
  it('limits each user: the 31st ask in a minute gets 429 with Retry-After in Korean', async () => {
    for (let i = 0; i < 30; i++) expect((await board()).status).toBe(200);
    const refused = await board();
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe('요청이 너무 많습니다. 잠시 후 다시 시도해주세요.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const other = await authHeader(t.accessTokens, { id: studentId + 1, role: 'STUDENT' });
    const theirs = await call(t, 'GET', '/api/leaderboard', { headers: other });
    expect(theirs.status).toBe(200);
  });

  it('holds the answer to a script that keeps asking after its 429s, so it asks about once a second', async () => {
    for (let i = 0; i < 30; i++) await board();
    // A person's retry or two (and a few more) are refused at once …
    for (let i = 0; i < 5; i++) expect((await board()).status).toBe(429);
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    try {
      const held = board();
      const settledFirst = await Promise.race([
        held.then(() => 'answered'),
        new Promise((resolve) => setImmediate(() => setImmediate(() => resolve('held')))),
      ]);
      // … a script that ignores Retry-After waits for each further refusal.
      expect(settledFirst).toBe('held');
      vi.advanceTimersByTime(1_000);
      const refused = await held;
      expect(refused.status).toBe(429);
      expect(refused.body.message).toBe('요청이 너무 많습니다. 잠시 후 다시 시도해주세요.');
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('serves a change of the school board to many askers from one computation, and shows it once recomputed', async () => {
    // A teacher reads the whole school's board; a class's 30 students are recomputed at once.
    const teacher = insertUser(t.db, { role: 'TEACHER' });
    const headers = await authHeader(t.accessTokens, { id: teacher.id, role: 'TEACHER' });
    const valueOf = async () =>
      (await board(headers)).body.data.find((entry) => entry.userId === studentId)?.totalValue;
    expect(await valueOf()).toBe(10_000_000);
    t.db.$client.prepare('update users set cash = ? where id = ?').run(12_000_000, studentId);
    // Asked again at once, the board is served as it was instead of valuing the school again …
    expect(await valueOf()).toBe(10_000_000);
    // … and the change shows once the board has been computed again by itself.
    await expect.poll(valueOf, { interval: 100, timeout: 5_000 }).toBe(12_000_000);
  });

  it('sends a large school board gzipped to a browser that accepts it, the same board as unzipped', async () => {
    const teacher = insertUser(t.db, { role: 'TEACHER' });
    const headers = await authHeader(t.accessTokens, { id: teacher.id, role: 'TEACHER' });
    for (let i = 0; i < 40; i++) insertStudent(t.db, { classId: insertClass(t.db).id });
    const ask = (encoding: string) =>
      t.app.request('/api/leaderboard', { headers: { ...headers, 'Accept-Encoding': encoding } });
    const plain = await ask('identity');
    expect(plain.headers.get('content-encoding')).toBeNull();
    const board = (await plain.json()) as { data: LeaderboardEntry[] };
    expect(board.data).toHaveLength(42);
    const zipped = await ask('gzip, deflate, br');
    expect(zipped.status).toBe(200);
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    const bytes = Buffer.from(await zipped.arrayBuffer());
    expect(JSON.parse(gunzipSync(bytes).toString('utf8'))).toEqual(board);
    expect(bytes.byteLength).toBeLessThan(JSON.stringify(board).length / 4);
  });

  it("shows a student's own write at the next ask, and a price move once the class is valued again", async () => {
    const samsung = insertStocks(t.db, t.deps.catalogue).get('005930')!;
    t.deps.prices.apply([quote('005930', 70_000)]);
    t.db.$client
      .prepare(
        'insert into holdings (user_id, stock_id, quantity, average_price, updated_at) values (?, ?, 10, 70000, ?)',
      )
      .run(studentId, samsung.id, Date.now());
    const mine = async () =>
      (await board()).body.data.find((entry) => entry.userId === studentId)?.totalValue;
    expect(await mine()).toBe(10_700_000);
    t.db.$client.prepare('update users set cash = cash - 1000 where id = ?').run(studentId);
    expect(await mine()).toBe(10_699_000);
    // Ticks come every second during trading: the class is valued again once per refresh.
    t.deps.prices.apply([quote('005930', 71_000)]);
    expect(await mine()).toBe(10_699_000);
    await expect.poll(mine, { interval: 100, timeout: 5_000 }).toBe(10_709_000);
  });
});
