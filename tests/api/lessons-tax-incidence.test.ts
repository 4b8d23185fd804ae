import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authHeader, insertClass, insertUser } from '../../src/server/testing/factories';
import { insertStudent } from '../../src/server/testing/money-fixtures';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import { zTaxIncidenceLesson } from '../../src/shared/schemas/lessons/tax-incidence';
import { callApi, type Headers } from './call-api';

let t: TestApp;
let studentId: number;
let as: Record<'teacher' | 'otherTeacher' | 'student', Headers>;

beforeEach(async () => {
  t = createTestApp();
  const teacher = insertUser(t.db, { role: 'TEACHER' });
  const otherTeacher = insertUser(t.db, { role: 'TEACHER' });
  const classId = insertClass(t.db, { teacherId: teacher.id }).id;
  const student = insertStudent(t.db, { classId });
  studentId = student.id;
  const sign = (user: { id: number; role: 'STUDENT' | 'TEACHER' }) =>
    authHeader(t.accessTokens, user);
  as = {
    teacher: await sign({ id: teacher.id, role: 'TEACHER' }),
    otherTeacher: await sign({ id: otherTeacher.id, role: 'TEACHER' }),
    student: await sign({ id: student.id, role: 'STUDENT' }),
  };
});
afterEach(() => t.dispose());

const lesson = async (query = '', headers = as.student) => {
  const { status, body } = await callApi(t, {
    method: 'GET',
    path: `/lessons/tax-incidence${query}`,
    headers,
  });
  return { status, body, data: status === 200 ? zTaxIncidenceLesson.parse(body.data) : null };
};

describe('GET /lessons/tax-incidence (12경수02-05)', () => {
  it('a class without a closed call auction works on the 예시 book, t = 100 by default', async () => {
    const { data } = await lesson();
    // D: 10,100 → 60, S: 10,100 → 75 (60 trade); with t = 100, S(10,100) = 50: 50 trade at 10,100.
    expect(data).toEqual({
      auction: null,
      referencePrice: 10_000,
      tax: 100,
      incidence: {
        before: { price: 10_100, quantity: 60 },
        after: { price: 10_100, net: 10_000, quantity: 50 },
        buyers: 0,
        sellers: 100,
      },
      missing: null,
    });
  });

  it('a tax no buyer pays: nothing trades, said in Korean', async () => {
    const { data } = await lesson('?tax=1000');
    expect(data!.incidence).toBeNull();
    expect(data!.missing).toContain('체결되는 가격이 없어요');
  });

  it('refuses a tax outside 0–10,000원 in Korean', async () => {
    const { status, body } = await lesson('?tax=-5');
    expect(status).toBe(400);
    expect(JSON.stringify(body)).toContain('세금은 0원 이상 10,000원 이하의 정수로 넣어 주세요.');
  });

  it('a teacher reads a student of their class; another teacher cannot', async () => {
    expect((await lesson(`?student=${studentId}&tax=50`, as.teacher)).data!.tax).toBe(50);
    expect((await lesson(`?student=${studentId}`, as.otherTeacher)).status).toBe(404);
  });
});
