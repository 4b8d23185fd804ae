import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { authHeader, insertClass, insertUser } from '../../src/server/testing/factories';
import {
  insertStocks,
  insertStudent,
  quote,
  setWatchlist,
} from '../../src/server/testing/money-fixtures';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import { zClassReport, zReviewQueue, zStudentReport } from '../../src/shared/schemas/reviews';
import { zClassDetail } from '../../src/shared/schemas/teacher';

// 학번 everywhere it helps (docs/product/classes.md#roster-and-login-cards): the teacher's class answer and CSV exports carry
// users.number, sorted by it, with students who registered by class code (no 학번) after.

let t: TestApp;
let classId: number;
let teacherAuth: Record<string, string>;
let samsung: number;
let ids: { walkIn: number; second: number; first: number };

function studentWith(number: string | null, name: string) {
  const { id } = insertStudent(t.db, { classId });
  setWatchlist(t.db, id, [samsung]);
  t.db.update(users).set({ number, name }).where(eq(users.id, id)).run();
  return id;
}

beforeEach(async () => {
  t = createTestApp();
  samsung = insertStocks(t.db, t.deps.catalogue).get('005930')!.id;
  t.deps.prices.apply([quote('005930', 70_000)]);
  const teacher = insertUser(t.db, { role: 'TEACHER' });
  classId = insertClass(t.db, { teacherId: teacher.id }).id;
  // Inserted out of 학번 order: the walk-in first, then 10312 before 10305.
  ids = {
    walkIn: studentWith(null, '코드가입'),
    second: studentWith('10312', '나중번호'),
    first: studentWith('10305', '앞번호'),
  };
  teacherAuth = await authHeader(t.accessTokens, teacher);
});
afterEach(() => t.dispose());

async function get(path: string) {
  const response = await t.app.request(`/api${path}`, { headers: teacherAuth });
  expect(response.status).toBe(200);
  return response.text();
}

async function buyAs(userId: number) {
  const response = await t.app.request('/api/trading/buy', {
    method: 'POST',
    headers: {
      ...(await authHeader(t.accessTokens, { id: userId, role: 'STUDENT' })),
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ symbol: '005930', quantity: 1, reason: '학번 확인용 매수' }),
  });
  expect(response.status).toBe(200);
}

const csvLines = (text: string) =>
  text
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');

describe('학번 in the teacher’s class answer', () => {
  it('carries number on each student row, in 학번 order with students without one last', async () => {
    const detail = zClassDetail.parse(JSON.parse(await get(`/teacher/classes/${classId}`)).data);
    expect(detail.students.map((s) => [s.id, s.number])).toEqual([
      [ids.first, '10305'],
      [ids.second, '10312'],
      [ids.walkIn, null],
    ]);
  });
});

describe('학번 in the teacher’s CSV exports', () => {
  it('writes 번호 as text (="10305") first in the students export, blank for a walk-in', async () => {
    const [header, ...rows] = csvLines(
      await get(`/teacher/classes/${classId}/export/students.csv`),
    );
    expect(header).toBe('번호,이름,이메일,보유 현금,총 자산,수익률(%),보유 종목 수');
    expect(rows.map((row) => row.split(',').slice(0, 2).join(','))).toEqual([
      '"=""10305""",앞번호',
      '"=""10312""",나중번호',
      ',코드가입',
    ]);
  });

  it('writes 번호 beside each trade’s student in the transactions export', async () => {
    await buyAs(ids.second);
    await buyAs(ids.walkIn);
    const [header, ...rows] = csvLines(
      await get(`/teacher/classes/${classId}/export/transactions.csv`),
    );
    expect(header!.startsWith('일시(KST),시세 기준일,번호,학생,유형,종목코드')).toBe(true);
    const studentCells = rows.map((row) => row.split(',').slice(2, 4).join(','));
    expect(studentCells.sort()).toEqual(['"=""10312""",나중번호', ',코드가입']);
  });

  it('writes 번호 first in the scores export, in 학번 order', async () => {
    const [header, ...rows] = csvLines(await get(`/teacher/classes/${classId}/export/scores.csv`));
    expect(header!.startsWith('번호,학생,평가한 거래 수')).toBe(true);
    expect(rows.map((row) => row.split(',').slice(0, 2).join(','))).toEqual([
      '"=""10305""",앞번호',
      '"=""10312""",나중번호',
      ',코드가입',
    ]);
  });
});

describe('학번 on the 세특 pages', () => {
  it('prints the class’s reports in 학번 order, each with its student’s number', async () => {
    const report = zClassReport.parse(
      JSON.parse(await get(`/teacher/classes/${classId}/report`)).data,
    );
    expect(report.students.map((r) => [r.student.id, r.student.number])).toEqual([
      [ids.first, '10305'],
      [ids.second, '10312'],
      [ids.walkIn, null],
    ]);
    const one = zStudentReport.parse(
      JSON.parse(await get(`/teacher/students/${ids.second}/report`)).data,
    );
    expect(one.student).toMatchObject({ name: '나중번호', number: '10312' });
  });
});

describe('학번 in the review queue', () => {
  const queue = async (query = '') =>
    zReviewQueue
      .parse(JSON.parse(await get(`/teacher/classes/${classId}/reviews${query}`)).data)
      .items.map((item) => [item.trade.userId, item.trade.userNumber]);

  it('carries each trade’s 학번 and sorts by it on ?sort=number (newest first by default)', async () => {
    await buyAs(ids.first);
    await buyAs(ids.walkIn);
    await buyAs(ids.second);
    expect(await queue()).toEqual([
      [ids.second, '10312'],
      [ids.walkIn, null],
      [ids.first, '10305'],
    ]);
    expect(await queue('?sort=number')).toEqual([
      [ids.first, '10305'],
      [ids.second, '10312'],
      [ids.walkIn, null],
    ]);
    const refused = await t.app.request(`/api/teacher/classes/${classId}/reviews?sort=name`, {
      headers: teacherAuth,
    });
    expect(refused.status).toBe(400);
  });
});
