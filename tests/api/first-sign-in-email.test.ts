import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import type { LoginResponse } from '../../src/shared/schemas/auth';
import type { RosterImportResult } from '../../src/shared/schemas/roster';
import type { User } from '../../src/shared/schemas/user';
import { asUser, call, cast, insertLoginUser, type Cast } from './accounts.helpers';

let t: TestApp;
let c: Cast;
beforeEach(async () => {
  t = createTestApp();
  c = await cast(t);
});
afterEach(() => t.dispose());

const login = (email: string, password: string) =>
  call<LoginResponse>(t, 'POST', '/api/auth/login', { body: { email, password } });

/** Imports one student from a 명렬표 and signs them in with the card's temporary password. */
async function firstSignIn(name = '김가람', number = 1) {
  const { body } = await call<RosterImportResult>(
    t,
    'POST',
    `/api/teacher/classes/${c.ownClass.id}/roster`,
    {
      body: { text: `학년,반,번호,이름\n1,3,${number},${name}` },
      headers: await asUser(t, c.teacher),
    },
  );
  const card = body.data.created[0]!;
  const signedIn = await login(card.loginId, card.temporaryPassword);
  const auth = { Authorization: `Bearer ${signedIn.body.data.accessToken}` };
  const change = (extra: Record<string, unknown>) =>
    call<User>(t, 'POST', '/api/auth/change-password', {
      headers: auth,
      body: { currentPassword: card.temporaryPassword, newPassword: 'mine1234', ...extra },
    });
  return { card, change };
}

describe('an e-mail added with the first password', () => {
  it('is stored with the new password and signs the student in like the login ID', async () => {
    const { card, change } = await firstSignIn();
    const changed = await change({ email: ' Garam@Mail.KR ' });
    expect(changed.status).toBe(200);
    expect(changed.body.data).toMatchObject({
      email: card.loginId,
      contactEmail: 'garam@mail.kr',
      mustChangePassword: false,
    });
    const byEmail = await login('garam@mail.kr', 'mine1234');
    expect(byEmail.status).toBe(200);
    expect(byEmail.body.data.user.id).toBe(card.studentId);
    expect((await login(card.loginId, 'mine1234')).status).toBe(200);
  });

  it('may be left out: the old request still works and no e-mail is kept', async () => {
    const { change } = await firstSignIn();
    const changed = await change({});
    expect(changed.status).toBe(200);
    expect(changed.body.data.contactEmail).toBeNull();
  });

  it("is refused, in Korean, when another account's login or added e-mail has it", async () => {
    const taken = await insertLoginUser(t, { email: 'taken@mail.kr' });
    const first = await firstSignIn('김가람', 1);
    const refused = await first.change({ email: taken.email });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({
      code: 'EMAIL_TAKEN',
      message: '이미 사용 중인 이메일입니다.',
    });
    // Nothing of the request was kept: the temporary password still opens the account.
    expect((await login(first.card.loginId, first.card.temporaryPassword)).status).toBe(200);

    expect((await first.change({ email: 'garam@mail.kr' })).status).toBe(200);
    const second = await firstSignIn('이나래', 2);
    expect((await second.change({ email: 'garam@mail.kr' })).status).toBe(409);
  });

  it('refuses what is not an e-mail, or another school login ID', async () => {
    const { change } = await firstSignIn();
    const notEmail = await change({ email: 'garam' });
    expect(notEmail.status).toBe(400);
    expect(notEmail.body.message).toBe('올바른 이메일 형식이 아닙니다');
    const loginId = await change({ email: '2026-10399@stockclass.local' });
    expect(loginId.status).toBe(400);
    expect(loginId.body.message).toBe('학교에서 받은 로그인 ID 말고 내 이메일 주소를 입력해주세요');
  });

  it('keeps a sign-up from taking an e-mail a student added', async () => {
    const { change } = await firstSignIn();
    await change({ email: 'garam@mail.kr' });
    const signUp = await call(t, 'POST', '/api/auth/register', {
      body: {
        email: 'garam@mail.kr',
        name: '가짜',
        password: 'abc123',
        classCode: c.ownClass.code,
      },
    });
    expect(signUp.status).toBe(409);
  });
});
