import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { insertClass, insertUser } from '../../src/server/testing/factories';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import { messages } from '../../src/shared/messages';
import { call, insertLoginUser } from './accounts.helpers';

let t: TestApp;
beforeEach(() => {
  t = createTestApp();
});
afterEach(() => t.dispose());

const login = (email: string, password: string) =>
  call(t, 'POST', '/api/auth/login', { body: { email, password } });

describe('signing in while waiting for approval', () => {
  it('keeps 403 ACCOUNT_PENDING and its message, and names the class and its teacher', async () => {
    const teacher = insertUser(t.db, { role: 'TEACHER', name: '김선생' });
    const klass = insertClass(t.db, { name: '경제수학 2반', teacherId: teacher.id });
    const guest = await insertLoginUser(t, { role: 'GUEST', classId: klass.id });

    const { status, body } = await login(guest.email, guest.password);

    expect(status).toBe(403);
    expect(body).toMatchObject({
      success: false,
      code: 'ACCOUNT_PENDING',
      message: messages.accountPending,
      details: { className: '경제수학 2반', teacherName: '김선생' },
    });
  });

  it('answers without a class or teacher when the class has none', async () => {
    const klass = insertClass(t.db, { name: '주인 없는 반' });
    const guest = await insertLoginUser(t, { role: 'GUEST', classId: klass.id });
    const { body } = await login(guest.email, guest.password);
    expect(body).toMatchObject({ details: { className: '주인 없는 반', teacherName: null } });
  });

  it('tells nothing about the class to someone without the password', async () => {
    const klass = insertClass(t.db, { name: '비밀반' });
    const guest = await insertLoginUser(t, { role: 'GUEST', classId: klass.id });
    const { status, body } = await login(guest.email, 'wrong-password1');
    expect(status).toBe(401);
    expect(JSON.stringify(body)).not.toContain('비밀반');
  });
});
