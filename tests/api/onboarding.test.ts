import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertClass, insertUser } from '../../src/server/testing/factories';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import type { Welcome } from '../../src/shared/schemas/onboarding';
import type { User } from '../../src/shared/schemas/user';
import { asUser, call } from './accounts.helpers';
import { orderScene } from './orders.helpers';

let t: TestApp;
beforeEach(() => {
  t = createTestApp();
});
afterEach(() => t.dispose());

describe('the first sign-in welcome', () => {
  it("tells a student their class, its teacher and the class rules' starting money", async () => {
    const teacher = insertUser(t.db, { role: 'TEACHER', name: '김선생' });
    const klass = insertClass(t.db, {
      name: '경제수학 3반',
      teacherId: teacher.id,
      initialCash: 5_000_000,
    });
    const student = insertUser(t.db, { classId: klass.id });
    const { status, body } = await call<Welcome>(t, 'GET', '/api/onboarding', {
      headers: await asUser(t, student),
    });
    expect(status).toBe(200);
    expect(body.data).toEqual({
      className: '경제수학 3반',
      teacherName: '김선생',
      startingCash: 5_000_000,
      watchlistCount: 0,
      tradeCount: 0,
    });
  });

  it('is remembered per account once closed, and closing again changes nothing', async () => {
    const student = insertUser(t.db, { classId: insertClass(t.db).id });
    const other = insertUser(t.db, { classId: student.classId });
    const headers = await asUser(t, student);
    const me = async (who = headers) =>
      (await call<User>(t, 'GET', '/api/auth/me', { headers: who })).body.data;
    expect((await me()).onboarded).toBe(false);

    const done = await call<User>(t, 'POST', '/api/onboarding/done', { headers });
    expect(done.status).toBe(200);
    expect(done.body.data.onboarded).toBe(true);
    expect((await me()).onboarded).toBe(true);
    expect(
      (await call<User>(t, 'POST', '/api/onboarding/done', { headers })).body.data.onboarded,
    ).toBe(true);
    expect((await me(await asUser(t, other))).onboarded).toBe(false);
  });

  it('is for students only, and needs a signed-in user', async () => {
    const teacher = insertUser(t.db, { role: 'TEACHER' });
    const asTeacher = await call(t, 'POST', '/api/onboarding/done', {
      headers: await asUser(t, teacher),
    });
    expect(asTeacher.status).toBe(403);
    expect((await call(t, 'GET', '/api/onboarding')).status).toBe(401);
  });
});

describe('the welcome knows where the student stands', () => {
  it('counts the watchlist and the trades a student already made on another device', async () => {
    const scene = await orderScene();
    const before = await scene.request<Welcome>('GET', '/onboarding');
    expect(before.data).toMatchObject({ watchlistCount: 3, tradeCount: 0 });
    const bought = await scene.request('POST', '/trading/buy', {
      symbol: '005930',
      quantity: 1,
      reason: '반도체 업황 회복을 기대해요',
    });
    expect(bought.status).toBe(200);
    const after = await scene.request<Welcome>('GET', '/onboarding');
    expect(after.data).toMatchObject({ watchlistCount: 3, tradeCount: 1 });
    scene.t.dispose();
  });
});
