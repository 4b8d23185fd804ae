import type { Role } from '../../src/shared/schemas/user';
import { authHeader, insertClass, insertUser } from '../../src/server/testing/factories';
import type { TestApp } from '../../src/server/testing/test-app';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface Answer<T> {
  status: number;
  headers: Headers;
  body: { success: boolean; data: T; code?: string; message?: string };
}

/** Calls the app as a client would; `ip` sets the socket address rate limits key on. */
export async function call<T = unknown>(
  t: TestApp,
  method: Method,
  path: string,
  options: { body?: unknown; headers?: Record<string, string>; ip?: string } = {},
): Promise<Answer<T>> {
  const response = await t.app.request(
    path,
    {
      method,
      headers: {
        ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    },
    { incoming: { socket: { remoteAddress: options.ip ?? '10.0.0.1' } } },
  );
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as Answer<T>['body'],
  };
}

/** A user who can sign in with /auth/login (the factory's users cannot). */
export async function insertLoginUser(
  t: TestApp,
  values: Parameters<typeof insertUser>[1] & { password?: string } = {},
) {
  const { password = 'secret123', ...rest } = values;
  const passwordHash = await t.deps.passwords!.hash(password);
  return { ...insertUser(t.db, { ...rest, passwordHash }), password };
}

/** Everyone the role × endpoint matrix needs: two teachers with a class and a pending student each. */
export async function cast(t: TestApp) {
  const teacher = insertUser(t.db, { role: 'TEACHER', name: '김교사' });
  const otherTeacher = insertUser(t.db, { role: 'TEACHER', name: '박교사' });
  const ownClass = insertClass(t.db, { teacherId: teacher.id, name: '1반' });
  const otherClass = insertClass(t.db, { teacherId: otherTeacher.id, name: '2반' });
  const admin = insertUser(t.db, { role: 'ADMIN' });
  const student = insertUser(t.db, { role: 'STUDENT', classId: ownClass.id });
  const guest = insertUser(t.db, { role: 'GUEST', classId: ownClass.id });
  const otherGuest = insertUser(t.db, { role: 'GUEST', classId: otherClass.id });
  return { teacher, otherTeacher, ownClass, otherClass, admin, student, guest, otherGuest };
}

export type Cast = Awaited<ReturnType<typeof cast>>;

export const asUser = (t: TestApp, user: { id: number; role: Role }) =>
  authHeader(t.accessTokens, user);
