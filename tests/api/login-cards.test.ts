import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { insertClass } from '../../src/server/testing/factories';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import type { LoginResponse } from '../../src/shared/schemas/auth';
import type {
  LoginCards,
  PasswordReset,
  RosterImportResult,
} from '../../src/shared/schemas/roster';
import { asUser, call, cast, type Cast } from './accounts.helpers';

// ADR 0035: a login card's one-time password has a last day, and the teacher can print new cards.
let t: TestApp;
let c: Cast;
beforeEach(async () => {
  t = createTestApp(); // 2026-03-20 10:00 KST; the class started on 2026-03-02
  c = await cast(t);
});
afterEach(() => t.dispose());

const expired =
  '로그인 카드의 임시 비밀번호는 사용 기한이 지났습니다. 선생님께 새 로그인 카드를 받아주세요.';

async function importStudents(names: string[], classId = c.ownClass.id) {
  const lines = names.map((name, i) => `1,3,${i + 1},${name}`);
  const { body } = await call<RosterImportResult>(
    t,
    'POST',
    `/api/teacher/classes/${classId}/roster`,
    {
      body: { text: ['학년,반,번호,이름', ...lines].join('\n') },
      headers: await asUser(t, c.teacher),
    },
  );
  return body.data.created;
}
const login = (email: string, password: string) =>
  call<LoginResponse>(t, 'POST', '/api/auth/login', { body: { email, password } });
const reissue = async (classId = c.ownClass.id, who = c.teacher) =>
  call<LoginCards>(t, 'POST', `/api/teacher/classes/${classId}/login-cards`, {
    headers: await asUser(t, who),
  });
const changePassword = (accessToken: string, currentPassword: string) =>
  call(t, 'POST', '/api/auth/change-password', {
    headers: { Authorization: `Bearer ${accessToken}` },
    body: { currentPassword, newPassword: 'mine1234' },
  });

describe('a one-time password expires', () => {
  it('opens the account through the seventh day from today, then is refused with a message', async () => {
    const [card] = await importStudents(['김가람']);
    // Issued on Friday 2026-03-20 (KST): valid through Thursday 2026-03-26, i.e. until 2026-03-27
    // 00:00 KST = 2026-03-26 15:00 UTC.
    expect(card!.validThrough).toBe('2026-03-26');
    t.clock.set('2026-03-26T14:59:59Z');
    expect((await login(card!.loginId, card!.temporaryPassword)).status).toBe(200);
    t.clock.set('2026-03-26T15:00:00Z');
    const refused = await login(card!.loginId, card!.temporaryPassword);
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'TEMPORARY_PASSWORD_EXPIRED', message: expired });
    // A wrong password learns nothing about the card: the usual 401.
    expect((await login(card!.loginId, 'guess1234')).status).toBe(401);
  });

  it('counts the week from the class start when the cards are printed before the term', async () => {
    const later = insertClass(t.db, { teacherId: c.teacher.id, startDate: '2026-04-06' });
    const [card] = await importStudents(['김가람'], later.id);
    expect(card!.validThrough).toBe('2026-04-12');
  });

  it('a session opened in time cannot choose a password with it once it has expired', async () => {
    const [card] = await importStudents(['김가람']);
    t.clock.set('2026-03-26T14:50:00Z');
    const session = await login(card!.loginId, card!.temporaryPassword);
    t.clock.set('2026-03-26T15:00:00Z'); // the access token is 10 minutes old
    const refused = await changePassword(session.body.data.accessToken, card!.temporaryPassword);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(expired);
  });

  it('no longer applies once the student chose their own password', async () => {
    const [card] = await importStudents(['김가람']);
    const session = await login(card!.loginId, card!.temporaryPassword);
    expect(
      (await changePassword(session.body.data.accessToken, card!.temporaryPassword)).status,
    ).toBe(200);
    t.clock.set('2026-05-01T00:00:00Z');
    expect((await login(card!.loginId, 'mine1234')).status).toBe(200);
  });
});

describe("reissuing a class's login cards", () => {
  it('gives every student not yet signed in a working card; the old one stops working', async () => {
    // The import's answer (the only copy of its passwords) is lost; a week later the cards expired.
    const [first, second] = await importStudents(['김가람', '이나래']);
    t.clock.set('2026-03-30T01:00:00Z');
    const { status, body } = await reissue();
    expect(status).toBe(200);
    expect(body.data).toMatchObject({
      classId: c.ownClass.id,
      className: c.ownClass.name,
      classCode: c.ownClass.code,
    });
    expect(body.data.cards.map((card) => [card.number, card.name, card.validThrough])).toEqual([
      ['10301', '김가람', '2026-04-05'],
      ['10302', '이나래', '2026-04-05'],
    ]);
    const fresh = body.data.cards[0]!;
    expect(fresh.loginId).toBe(first!.loginId);
    expect(fresh.temporaryPassword).not.toBe(first!.temporaryPassword);
    expect((await login(first!.loginId, first!.temporaryPassword)).status).toBe(401);
    const signedIn = await login(fresh.loginId, fresh.temporaryPassword);
    expect([signedIn.status, signedIn.body.data.mustChangePassword]).toEqual([200, true]);
    expect((await login(second!.loginId, body.data.cards[1]!.temporaryPassword)).status).toBe(200);
  });

  it('leaves a student who already chose their own password alone', async () => {
    const [kept, waiting] = await importStudents(['김가람', '이나래']);
    const session = await login(kept!.loginId, kept!.temporaryPassword);
    await changePassword(session.body.data.accessToken, kept!.temporaryPassword);
    const { body } = await reissue();
    expect(body.data.cards.map((card) => card.studentId)).toEqual([waiting!.studentId]);
    expect((await login(kept!.loginId, 'mine1234')).status).toBe(200);
    const me = await call(t, 'GET', '/api/auth/me', {
      headers: { Authorization: `Bearer ${session.body.data.accessToken}` },
    });
    expect(me.status).toBe(200);
  });

  it("ends a waiting student's open session, as a reset does", async () => {
    const [card] = await importStudents(['김가람']);
    const session = await login(card!.loginId, card!.temporaryPassword);
    await reissue();
    const me = await call(t, 'GET', '/api/auth/me', {
      headers: { Authorization: `Bearer ${session.body.data.accessToken}` },
    });
    expect(me.status).toBe(401);
  });

  it("is not open to another class's teacher or to a student", async () => {
    await importStudents(['김가람']);
    expect((await reissue(c.ownClass.id, c.otherTeacher)).status).toBe(404);
    expect((await reissue(c.ownClass.id, c.student)).status).toBe(403);
    const row = t.db.select().from(users).where(eq(users.number, '10301')).get()!;
    expect(row.temporaryPasswordExpiresAt?.toISOString()).toBe('2026-03-26T15:00:00.000Z');
  });
});

describe("one student's reset", () => {
  it('gives a card valid for a week from today, even after the first one expired', async () => {
    const [card] = await importStudents(['김가람']);
    t.clock.set('2026-04-01T01:00:00Z');
    const reset = await call<PasswordReset>(
      t,
      'POST',
      `/api/teacher/students/${card!.studentId}/reset-password`,
      { headers: await asUser(t, c.teacher) },
    );
    expect(reset.body.data.validThrough).toBe('2026-04-07');
    expect((await login(card!.loginId, reset.body.data.temporaryPassword)).status).toBe(200);
  });
});
