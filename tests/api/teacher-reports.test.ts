import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { users } from '../../src/server/db/schema';
import { authHeader, insertClass, insertUser } from '../../src/server/testing/factories';
import {
  insertStocks,
  insertStudent,
  quote,
  setWatchlist,
} from '../../src/server/testing/money-fixtures';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import { zClassTrade } from '../../src/shared/realtime/events';
import { zClassDetail, zClassStatistics, zStudentActivity } from '../../src/shared/schemas/teacher';

let t: TestApp;
let classId: number;
let students: Array<{ id: number; role: 'STUDENT' }>;
let teacherAuth: Record<string, string>;
let otherTeacherAuth: Record<string, string>;

beforeEach(async () => {
  t = createTestApp();
  const stocks = insertStocks(t.db, t.deps.catalogue);
  const teacher = insertUser(t.db, { role: 'TEACHER', name: '박선생' });
  const otherTeacher = insertUser(t.db, { role: 'TEACHER' });
  classId = insertClass(t.db, { teacherId: teacher.id, name: '2학년 3반' }).id;
  insertClass(t.db, { teacherId: otherTeacher.id });
  students = [0, 1].map(() => insertStudent(t.db, { classId }) as { id: number; role: 'STUDENT' });
  for (const s of students) setWatchlist(t.db, s.id, [stocks.get('005930')!.id]);
  t.deps.prices.apply([quote('005930', 70_000)]);
  teacherAuth = await authHeader(t.accessTokens, teacher);
  otherTeacherAuth = await authHeader(t.accessTokens, otherTeacher);
});
afterEach(() => t.dispose());

async function get(path: string, headers: Record<string, string>) {
  const response = await t.app.request(`/api${path}`, { headers });
  const bytes = new Uint8Array(await response.arrayBuffer());
  // Decoded with the BOM kept (TextDecoder drops it by default), as Excel would see it.
  const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
  return {
    status: response.status,
    text,
    headers: response.headers,
    body: JSON.parse(text.startsWith('{') ? text : '{}'),
  };
}

async function trade(studentIndex: number, side: 'buy' | 'sell', quantity: number, reason: string) {
  const response = await t.app.request(`/api/trading/${side}`, {
    method: 'POST',
    headers: {
      ...(await authHeader(t.accessTokens, students[studentIndex]!)),
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ symbol: '005930', quantity, reason }),
  });
  expect(response.status).toBe(200);
}

describe('teacher class reports', () => {
  it('shows the class with each student’s cash, value, return and holdings', async () => {
    await trade(0, 'buy', 10, '반도체 회복 기대');
    t.deps.prices.apply([quote('005930', 77_000)]);
    const { status, body } = await get(`/teacher/classes/${classId}`, teacherAuth);
    expect(status).toBe(200);
    const detail = zClassDetail.parse(body.data);
    expect(detail).toMatchObject({ name: '2학년 3반', _count: { students: 2 } });
    const buyer = detail.students.find((s) => s.id === students[0]!.id)!;
    expect(buyer).toMatchObject({
      currentCash: 10_000_000 - 700_105,
      totalValue: 10_000_000 - 700_105 + 770_000,
      holdingsCount: 1,
    });
    expect(buyer.totalProfitLossPercent).toBeCloseTo(0.6989, 3);
  });

  it('computes statistics: active students, best, worst, average and most-traded stocks', async () => {
    await trade(0, 'buy', 10, '반도체 회복 기대');
    await trade(0, 'sell', 5, '일부 이익 실현');
    t.deps.prices.apply([quote('005930', 77_000)]);
    const stats = zClassStatistics.parse(
      (await get(`/teacher/classes/${classId}/statistics`, teacherAuth)).body.data,
    );
    expect(stats.totalStudents).toBe(2);
    expect(stats.activeStudents).toBe(1);
    expect(stats.worstReturn).toBe(0);
    expect(stats.bestReturn).toBeGreaterThan(0);
    expect(stats.avgReturn).toBeCloseTo(stats.bestReturn / 2, 2);
    expect(stats.mostTradedStocks).toEqual([{ symbol: '005930', name: '삼성전자', tradeCount: 2 }]);
  });

  it('shows a student’s activity with every rationale', async () => {
    await trade(1, 'buy', 3, '배당이 꾸준해서 샀습니다');
    t.db.update(users).set({ number: '20305' }).where(eq(users.id, students[1]!.id)).run();
    const activity = zStudentActivity.parse(
      (await get(`/teacher/students/${students[1]!.id}/activity`, teacherAuth)).body.data,
    );
    expect(activity.student.className).toBe('2학년 3반');
    expect(activity.student.number).toBe('20305');
    expect(activity.transactions).toMatchObject([
      {
        type: 'BUY',
        quantity: 3,
        price: 70_000,
        totalAmount: 210_000,
        reason: '배당이 꾸준해서 샀습니다',
      },
    ]);
    expect(activity.holdings).toMatchObject([
      { quantity: 3, stock: { symbol: '005930', name: '삼성전자' } },
    ]);
  });

  it('lists the class’s latest trades, newest first, in the shape the class room streams', async () => {
    await trade(0, 'buy', 10, '반도체 회복 기대');
    await trade(1, 'buy', 2, '배당이 꾸준해서 샀습니다');
    const { status, body } = await get(`/teacher/classes/${classId}/trades`, teacherAuth);
    expect(status).toBe(200);
    const trades = zClassTrade.array().parse(body.data);
    expect(trades).toMatchObject([
      { classId, userId: students[1]!.id, quantity: 2, reason: '배당이 꾸준해서 샀습니다' },
      { classId, userId: students[0]!.id, quantity: 10, totalAmount: 700_000 },
    ]);
    expect((await get(`/teacher/classes/${classId}/trades`, otherTeacherAuth)).status).toBe(404);
  });

  it('hides another teacher’s class and students as not found', async () => {
    const detail = await get(`/teacher/classes/${classId}`, otherTeacherAuth);
    expect(detail.status).toBe(404);
    expect(detail.body.message).toBe('클래스를 찾을 수 없습니다.');
    const activity = await get(`/teacher/students/${students[0]!.id}/activity`, otherTeacherAuth);
    expect(activity.status).toBe(404);
    expect(activity.body.message).toBe('학생 정보를 찾을 수 없습니다.');
  });

  it('refuses students and anonymous callers', async () => {
    const studentAuth = await authHeader(t.accessTokens, students[0]!);
    expect((await get(`/teacher/classes/${classId}`, studentAuth)).status).toBe(403);
    expect((await get(`/teacher/classes/${classId}/statistics`, {})).status).toBe(401);
    expect((await get(`/teacher/classes/${classId}/trades`, studentAuth)).status).toBe(403);
  });

  it('exports students and trades as CSV that Excel opens in Korean', async () => {
    await trade(0, 'buy', 2, '=SUM(A1) 같은 근거, "따옴표" 포함');
    const students = await get(`/teacher/classes/${classId}/export/students.csv`, teacherAuth);
    expect(students.status).toBe(200);
    expect(students.headers.get('content-type')).toContain('text/csv');
    expect(students.text.startsWith('\uFEFF번호,이름,이메일')).toBe(true);
    expect(students.text.trim().split('\r\n')).toHaveLength(3);
    const trades = await get(`/teacher/classes/${classId}/export/transactions.csv`, teacherAuth);
    const lines = trades.text.trim().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain(`"'=SUM(A1) 같은 근거, ""따옴표"" 포함"`);
    // ="005930": spreadsheets keep the leading zero (a bare 005930 opens as 5930).
    expect(lines[1]).toContain('매수,"=""005930""",삼성전자,2,70000,140000');
  });

  it('records the replayed market day of each trade beside its time, in the CSV too', async () => {
    // Two 30-minute days into the replay (03-06, 03-09): the market plays 2026-03-10.
    t.engine.step(2 * 30 * 60_000 + 60_000);
    await trade(0, 'buy', 1, '오늘 10 % 떨어져서');
    const history = await get('/trading/history', await authHeader(t.accessTokens, students[0]!));
    expect(history.body.data[0].marketDate).toBe('2026-03-10');
    const trades = await get(`/teacher/classes/${classId}/export/transactions.csv`, teacherAuth);
    const [header, row] = trades.text.trim().split('\r\n');
    expect(header!.startsWith('일시(KST),시세 기준일,번호,학생')).toBe(true);
    expect(row!.split(',')[1]).toBe('2026-03-10');
  });
});
