import { expect, type APIRequestContext } from '@playwright/test';
import { ADMIN, namePrivacyOfficer, uniqueEmail } from './helpers';

// Builds a classroom through the real API (faster than clicking it together for every test):
// a teacher, a class, and approved students, each with a session.

export const PASSWORD = 'pass1234';

export interface Session {
  id: number;
  name: string;
  email: string;
  accessToken: string;
  refreshToken: string;
}

async function data<T>(response: Awaited<ReturnType<APIRequestContext['get']>>): Promise<T> {
  expect(response.ok(), `${response.url()} → ${response.status()} ${await response.text()}`).toBe(
    true,
  );
  return ((await response.json()) as { data: T }).data;
}

export async function signIn(
  request: APIRequestContext,
  email: string,
  password = PASSWORD,
): Promise<Session> {
  const body = await data<{
    user: { id: number; name: string; email: string };
    accessToken: string;
    refreshToken: string;
  }>(await request.post('/api/auth/login', { data: { email, password } }));
  return { ...body.user, accessToken: body.accessToken, refreshToken: body.refreshToken };
}

export const bearer = (session: Session) => ({ Authorization: `Bearer ${session.accessToken}` });

/** Today's KST date, as the server's wall clock reads it. */
export const kstToday = () =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Seoul' }).format(new Date());

export async function seedSchool(
  request: APIRequestContext,
  studentNames: string[],
  /** The class's first day (a term that starts today: its first regular deposit is due now). */
  startDate = '2026-03-02',
) {
  await namePrivacyOfficer(request);
  const admin = await signIn(request, ADMIN.email, ADMIN.password);
  const teacherEmail = uniqueEmail('teacher');
  await data(
    await request.post('/api/admin/users/create-teacher', {
      headers: bearer(admin),
      data: { email: teacherEmail, name: '박선생', password: PASSWORD },
    }),
  );
  const teacher = await signIn(request, teacherEmail);
  const klass = await data<{ id: number; code: string; name: string }>(
    await request.post('/api/teacher/classes', {
      headers: bearer(teacher),
      data: { name: `경제수학 ${Date.now().toString(36)}반`, startDate },
    }),
  );
  const students: Session[] = [];
  for (const name of studentNames) {
    const email = uniqueEmail('student');
    await data(
      await request.post('/api/auth/register', {
        data: { email, name, password: PASSWORD, classCode: klass.code },
      }),
    );
    const pending = await data<Array<{ id: number; email: string }>>(
      await request.get('/api/teacher/pending', { headers: bearer(teacher) }),
    );
    const id = pending.find((user) => user.email === email)!.id;
    await data(
      await request.put(`/api/teacher/pending/${id}/approve`, { headers: bearer(teacher) }),
    );
    const student = await signIn(request, email);
    // Seeded students are past their first sign-in: the welcome dialog would cover every page.
    await data(await request.post('/api/onboarding/done', { headers: bearer(student) }));
    students.push(student);
  }
  return { admin, teacher, klass, students };
}

/** Saves a watchlist of these symbols for a student (the first save of the day is free). */
export async function chooseWatchlist(
  request: APIRequestContext,
  student: Session,
  symbols: string[],
) {
  const stocks = await data<Array<{ id: number; symbol: string }>>(
    await request.get('/api/watchlist/presets/top10', { headers: bearer(student) }),
  );
  const ids = symbols.map((symbol) => stocks.find((stock) => stock.symbol === symbol)!.id);
  await data(
    await request.post('/api/watchlist', { headers: bearer(student), data: { stockIds: ids } }),
  );
}

export async function trade(
  request: APIRequestContext,
  student: Session,
  side: 'buy' | 'sell',
  order: { symbol: string; quantity: number; reason: string },
) {
  return data<{
    transaction: { id: number; price: number; totalAmount: number; fee: number; tax: number };
  }>(await request.post(`/api/trading/${side}`, { headers: bearer(student), data: order }));
}

export { data as apiData };
