import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authHeader, insertClass, insertUser } from '../../src/server/testing/factories';
import { insertStudent, ledgerBalance } from '../../src/server/testing/money-fixtures';
import type { ClassSummary } from '../../src/shared/schemas/classes';
import type { ClassDetail } from '../../src/shared/schemas/teacher';
import type { LeaderboardEntry } from '../../src/shared/schemas/trading';
import { limitBuy, orderScene, type OrderScene } from './orders.helpers';

let s: OrderScene;
beforeEach(async () => {
  s = await orderScene();
});
afterEach(() => s.t.dispose());

const teacherCall = <T>(method: string, path: string, body?: unknown) =>
  s.request<T>(method, path, body, s.headers.teacher);
const end = (classId = s.klass.id, as = s.headers.teacher) =>
  s.request<ClassSummary>('POST', `/teacher/classes/${classId}/end`, undefined, as);
const order = (quantity: number) => ({
  symbol: '005930',
  quantity,
  reason: '지금 가격이 적당하다고 판단했습니다',
});
const buy = (quantity = 1) => s.request('POST', '/trading/buy', order(quantity));

describe('ending a class (종료)', () => {
  it('refuses every order of its students in Korean and cancels their resting orders', async () => {
    expect((await buy(2)).status).toBe(200);
    const resting = await s.request<{ order: { id: number } }>(
      'POST',
      '/trading/orders',
      limitBuy(10, 60_000),
    );
    const ended = await end();
    expect(ended.status).toBe(200);
    expect(ended.data).toMatchObject({ id: s.klass.id, isActive: false });
    expect(ended.data.endedAt).toBe('2026-03-20T01:00:00.000Z');

    const refusal = {
      status: 403,
      code: 'CLASS_ENDED',
      message: '종료된 클래스에서는 주문할 수 없어요.',
    };
    expect(await buy()).toMatchObject(refusal);
    expect(await s.request('POST', '/trading/sell', order(1))).toMatchObject(refusal);
    expect(await s.request('POST', '/trading/orders', limitBuy(1, 60_000))).toMatchObject(refusal);
    expect(s.events.at(-1)).toMatchObject({
      userId: s.student.id,
      order: {
        id: resting.data.order.id,
        status: 'CANCELLED',
        closeReason: '클래스가 종료되어 주문이 취소되었어요',
      },
    });
    // Only the first trade moved money; the reservation is released.
    expect(ledgerBalance(s.t.db, s.student.id).cash).toBe(10_000_000 - 140_000 - 21);
  });

  it('keeps the history, the portfolio, the class page and the CSVs readable', async () => {
    await buy(2);
    await end();
    const history = await s.request<unknown[]>('GET', '/trading/history?limit=50');
    expect(history.status).toBe(200);
    expect(history.data).toHaveLength(1);
    expect((await s.request('GET', '/portfolio')).status).toBe(200);
    const detail = await teacherCall<ClassDetail>('GET', `/teacher/classes/${s.klass.id}`);
    expect(detail.data.students.map((row) => row.id)).toEqual([s.student.id]);
    expect(detail.data.isActive).toBe(false);
    const csv = await s.t.app.request(
      `/api/teacher/classes/${s.klass.id}/export/transactions.csv`,
      { headers: s.headers.teacher },
    );
    expect(csv.status).toBe(200);
    expect(await csv.text()).toContain('지금 가격이 적당하다고 판단했습니다');
    const me = await s.request<{ class: { endedAt: string | null } }>('GET', '/auth/me');
    expect(me.data.class.endedAt).toBe('2026-03-20T01:00:00.000Z');
  });

  it('takes the class out of the school board and closes its students’ board', async () => {
    const other = insertStudent(s.t.db, {
      classId: insertClass(s.t.db, { teacherId: s.teacher.id }).id,
    });
    await end();
    const board = await teacherCall<LeaderboardEntry[]>('GET', '/leaderboard');
    expect(board.data.map((row) => row.userId)).toEqual([other.id]);
    expect(await s.request('GET', '/leaderboard')).toMatchObject({
      status: 403,
      message: '종료된 클래스라 리더보드가 없어요. 내 기록은 포트폴리오와 분석에서 볼 수 있어요.',
    });
  });

  it('is idempotent: ending again keeps the first moment', async () => {
    await end();
    s.t.clock.set('2026-03-21T01:00:00Z');
    const again = await end(s.klass.id, await authHeader(s.t.accessTokens, s.teacher));
    expect(again.status).toBe(200);
    expect(again.data.endedAt).toBe('2026-03-20T01:00:00.000Z');
  });

  it('is only for the class’s own teacher or an admin', async () => {
    const stranger = insertUser(s.t.db, { role: 'TEACHER' });
    expect((await end(s.klass.id, await authHeader(s.t.accessTokens, stranger))).status).toBe(404);
    expect((await end(s.klass.id, s.headers.student)).status).toBe(403);
    expect((await buy()).status).toBe(200);
    const admin = insertUser(s.t.db, { role: 'ADMIN' });
    expect((await end(s.klass.id, await authHeader(s.t.accessTokens, admin))).status).toBe(200);
  });
});
