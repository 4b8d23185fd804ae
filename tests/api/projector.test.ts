import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { classes, users } from '../../src/server/db/schema';
import { authHeader, insertClass, insertUser } from '../../src/server/testing/factories';
import {
  insertStocks,
  insertStudent,
  quote,
  setWatchlist,
} from '../../src/server/testing/money-fixtures';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import { zDisplayLink, zProjectorState } from '../../src/shared/schemas/projector';

let t: TestApp;
let classId: number;
let otherClassId: number;
let teacherAuth: Record<string, string>;
let otherTeacherAuth: Record<string, string>;
let studentAuth: Record<string, string>;

beforeEach(async () => {
  t = createTestApp();
  const stocks = insertStocks(t.db, t.deps.catalogue);
  const teacher = insertUser(t.db, { role: 'TEACHER' });
  const otherTeacher = insertUser(t.db, { role: 'TEACHER' });
  classId = insertClass(t.db, { teacherId: teacher.id, name: '경제수학 A반' }).id;
  otherClassId = insertClass(t.db, { teacherId: otherTeacher.id }).id;
  const student = insertStudent(t.db, { classId });
  t.db.update(classes).set({ projectorNames: 'INITIALS' }).where(eq(classes.id, classId)).run();
  t.db.update(users).set({ name: '김민준' }).where(eq(users.id, student.id)).run();
  setWatchlist(t.db, student.id, [stocks.get('005930')!.id]);
  t.deps.prices.apply([quote('005930', 70_000)]);
  teacherAuth = await authHeader(t.accessTokens, teacher);
  otherTeacherAuth = await authHeader(t.accessTokens, otherTeacher);
  studentAuth = await authHeader(t.accessTokens, student);
  const response = await t.app.request('/api/trading/buy', {
    method: 'POST',
    headers: { ...studentAuth, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      symbol: '005930',
      quantity: 2,
      reason: '반도체 업황이 회복될 것이라고 판단했습니다. '.repeat(4),
    }),
  });
  expect(response.status).toBe(200);
});
afterEach(() => t.dispose());

async function call(
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
  body?: unknown,
) {
  const response = await t.app.request(`/api${path}`, {
    method,
    headers: { ...headers, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { data?: unknown; message?: string },
  };
}

async function createLink() {
  const { status, body } = await call(
    `/teacher/classes/${classId}/display-links`,
    teacherAuth,
    'POST',
  );
  expect(status).toBe(201);
  const link = zDisplayLink.parse(body.data);
  return { ...link, token: link.url!.replace('/display/', '') };
}

describe('projector state', () => {
  it('shows the class as the teacher chose: initials, shortened rationale, no e-mail', async () => {
    const { status, body } = await call(`/projector/${classId}/state`, teacherAuth);
    expect(status).toBe(200);
    const state = zProjectorState.parse(body.data);
    expect(state.className).toBe('경제수학 A반');
    expect(state.leaderboard).toMatchObject([{ rank: 1, name: '김○준' }]);
    expect(state.trades).toHaveLength(1);
    expect(state.trades[0]!.who).toBe('김○준');
    expect(state.trades[0]!.reason!.endsWith('…')).toBe(true);
    expect(state.ticker).toMatchObject([{ symbol: '005930', name: '삼성전자', price: 70_000 }]);
    expect(state.figures.tradesToday).toBe(1);
    expect(JSON.stringify(state)).not.toContain('@');
  });

  it('is only for the class’s teacher and admins', async () => {
    expect((await call(`/projector/${classId}/state`, otherTeacherAuth)).status).toBe(404);
    expect((await call(`/projector/${classId}/state`, studentAuth)).status).toBe(403);
    expect((await call(`/projector/${classId}/state`)).status).toBe(401);
  });

  it('saves settings the teacher changes while the projector is showing', async () => {
    const settings = { names: 'HIDDEN', reasons: 'FULL', period: 'week' };
    expect(
      (await call(`/teacher/classes/${classId}/projector`, teacherAuth, 'PUT', settings)).status,
    ).toBe(200);
    const state = zProjectorState.parse(
      (await call(`/projector/${classId}/state`, teacherAuth)).body.data,
    );
    expect(state.settings).toEqual(settings);
    expect(state.trades[0]!.who).toBeNull();
    expect(state.leaderboard[0]!.name).toBe('학생 1');
    const bad = await call(`/teacher/classes/${classId}/projector`, teacherAuth, 'PUT', {
      ...settings,
      names: 'EMAIL',
    });
    expect(bad.status).toBe(400);
  });
});

describe('display links', () => {
  it('lets a projector without a login see its class only', async () => {
    const link = await createLink();
    const { status, body } = await call(`/display/${link.token}/state`);
    expect(status).toBe(200);
    expect(zProjectorState.parse(body.data).classId).toBe(classId);
  });

  it('opens with its short code too, typed in any case, until revoked', async () => {
    const link = await createLink();
    expect(link.code).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);
    for (const code of [link.code!, link.code!.toLowerCase()]) {
      const { status, body } = await call(`/display/${code}/state`);
      expect(status).toBe(200);
      expect(zProjectorState.parse(body.data).classId).toBe(classId);
    }
    await call(`/teacher/classes/${classId}/display-links/${link.id}`, teacherAuth, 'DELETE');
    expect((await call(`/display/${link.code!}/state`)).status).toBe(404);
  });

  it('stops working once revoked', async () => {
    const link = await createLink();
    expect(
      (await call(`/teacher/classes/${classId}/display-links/${link.id}`, teacherAuth, 'DELETE'))
        .status,
    ).toBe(200);
    const revoked = await call(`/display/${link.token}/state`);
    expect(revoked.status).toBe(404);
    expect(revoked.body.message).toBe(
      '이 화면을 볼 수 없습니다. 링크가 폐기되었거나 수업이 끝났습니다.',
    );
  });

  it('stops working when the class has ended', async () => {
    const link = await createLink();
    t.db.update(classes).set({ endDate: '2026-03-19' }).where(eq(classes.id, classId)).run();
    expect((await call(`/display/${link.token}/state`)).status).toBe(404);
  });

  it('cannot be made or revoked for another teacher’s class, and unknown tokens are refused', async () => {
    expect(
      (await call(`/teacher/classes/${otherClassId}/display-links`, teacherAuth, 'POST')).status,
    ).toBe(404);
    const link = await createLink();
    expect(
      (
        await call(
          `/teacher/classes/${classId}/display-links/${link.id}`,
          otherTeacherAuth,
          'DELETE',
        )
      ).status,
    ).toBe(404);
    expect((await call(`/display/${'x'.repeat(32)}/state`)).status).toBe(404);
    expect((await call('/display/short/state')).status).toBe(400);
  });
});
