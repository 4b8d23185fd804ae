import { authHeader, insertClass, insertUser } from '../../src/server/testing/factories';
import {
  insertStocks,
  insertStudent,
  quote,
  setWatchlist,
} from '../../src/server/testing/money-fixtures';
import type { TestApp } from '../../src/server/testing/test-app';
import { callApi, type Headers } from './call-api';

/** Enough replayed minutes to reach Friday 2026-03-20 (ten 30-minute days and a minute). */
export const TEN_REPLAYED_DAYS = 10 * 30 * 60_000 + 60_000;

/**
 * A class as a lesson's tests meet it, everyone signed in: its teacher, another class's teacher,
 * the student the lesson is about and a classmate with nothing bought. With `watching`, the
 * student watches 삼성전자 and 카카오, quoted at 200,000 and 50,000원.
 */
export async function lessonScene(t: TestApp, options: { watching?: boolean } = {}) {
  const teacher = insertUser(t.db, { role: 'TEACHER' });
  const otherTeacher = insertUser(t.db, { role: 'TEACHER' });
  const classId = insertClass(t.db, { teacherId: teacher.id }).id;
  const student = insertStudent(t.db, { classId });
  const classmate = insertStudent(t.db, { classId });
  if (options.watching) {
    const stocks = insertStocks(t.db, t.deps.catalogue);
    setWatchlist(t.db, student.id, [stocks.get('005930')!.id, stocks.get('035720')!.id]);
    t.deps.prices.apply([quote('005930', 200_000), quote('035720', 50_000)]);
  }
  const sign = (id: number, role: 'STUDENT' | 'TEACHER') =>
    authHeader(t.accessTokens, { id, role });
  const as: Record<'teacher' | 'otherTeacher' | 'student' | 'classmate', Headers> = {
    teacher: await sign(teacher.id, 'TEACHER'),
    otherTeacher: await sign(otherTeacher.id, 'TEACHER'),
    student: await sign(student.id, 'STUDENT'),
    classmate: await sign(classmate.id, 'STUDENT'),
  };
  const call = (method: string, path: string, headers: Headers, body?: unknown) =>
    callApi(t, { method, path, headers, body });
  return { classId, studentId: student.id, as, call };
}

export type LessonScene = Awaited<ReturnType<typeof lessonScene>>;
