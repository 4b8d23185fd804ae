import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authHeader, insertClass, insertUser } from '../../src/server/testing/factories';
import { auctionsRepo } from '../../src/server/db/repos/auctions.repo';
import { insertStocks, insertStudent } from '../../src/server/testing/money-fixtures';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import { zTaxIncidenceLesson } from '../../src/shared/schemas/lessons/tax-incidence';
import { callApi, type Headers } from './call-api';

let t: TestApp;
let studentId: number;
let classId: number;
let as: Record<'teacher' | 'otherTeacher' | 'student', Headers>;

beforeEach(async () => {
  t = createTestApp();
  const teacher = insertUser(t.db, { role: 'TEACHER' });
  const otherTeacher = insertUser(t.db, { role: 'TEACHER' });
  classId = insertClass(t.db, { teacherId: teacher.id }).id;
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
    // Nine bids of 10 at 10,300 … 9,900 and nine asks of 10 at 9,800 … 10,200, 50 won apart.
    // D(10,050) = 60 = S(10,050): P₀ = 10,050. With t = 100 the asks are 9,900 … 10,300:
    // D(10,100) = 50 = S_t(10,100), so P_B = 10,100, the sellers keep 10,000; 50 and 50.
    expect(data).toMatchObject({
      auction: null,
      referencePrice: 10_000,
      tax: 100,
      taxFromAuction: false,
      incidence: {
        before: { price: 10_050, quantity: 60 },
        after: { price: 10_100, net: 10_000, quantity: 50 },
        buyers: 50,
        sellers: 50,
      },
      missing: null,
    });
    expect(data!.figure!.taxedSupply.map((p) => p.price)).toEqual([
      9_900, 9_950, 10_000, 10_050, 10_100, 10_150, 10_200, 10_250, 10_300,
    ]);
    expect(data!.figure!.incidence).toMatchObject({
      untaxed: { price: 10_050, quantity: 60 },
      buyersPrice: 10_100,
      sellersNet: 10_000,
      buyers: 50,
      sellers: 50,
    });
    expect(data!.figure!.incidence!.explanations.sellers.value).toBe(50);
    expect(data!.figure!.income).toBeNull();
  });

  it('an auction the teacher ran with a tax keeps its own tax and its 소득 변화', async () => {
    const stocks = insertStocks(t.db, t.deps.catalogue);
    const at = (s: number) => new Date(Date.UTC(2026, 2, 20, 1, 0, s));
    const auctionId = auctionsRepo.insert(t.db, {
      classId,
      stockId: stocks.get('005930')!.id,
      referencePrice: 70_000,
      opensAt: at(0),
      closesAt: at(59),
      status: 'closed',
      clearingPrice: 70_100,
      executedQuantity: 10,
      lessonTax: 200,
      lessonIncome: 500_000,
      lessonIncomeAt: at(30),
    });
    const order = (side: 'BUY' | 'SELL', quantity: number, price: number, s: number) =>
      auctionsRepo.insertOrder(t.db, {
        auctionId,
        userId: studentId,
        side,
        quantity,
        price,
        reason: '근거',
        status: 'SETTLED',
        createdAt: at(s),
      });
    order('BUY', 10, 70_200, 10);
    order('BUY', 10, 70_100, 40);
    order('SELL', 10, 69_900, 45);
    order('SELL', 10, 70_100, 50);
    // The query's tax of 50 is not used: the auction ran with 200.
    const { data } = await lesson('?tax=50');
    expect(data).toMatchObject({ tax: 200, taxFromAuction: true, auction: { id: auctionId } });
    expect(data!.figure!.income).toEqual({
      amount: 500_000,
      at: '2026-03-20T01:00:30.000Z',
      demandBefore: [{ price: 70_200, quantity: 10 }],
    });
    // Untaxed: D(70,100) = 20, S(70,100) = 20 → 20 trade at 70,100. Taxed asks 70,100 and 70,300:
    // Q(70,100) = min(20, 10) = 10 = Q(70,200) = min(10, 10), but at 70,100 the buy placed there
    // would get nothing, so the 합치가격 is 70,200: buyers pay 100 more, sellers keep 70,000.
    expect(data!.incidence).toEqual({
      before: { price: 70_100, quantity: 20 },
      after: { price: 70_200, net: 70_000, quantity: 10 },
      buyers: 100,
      sellers: 100,
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
