import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { quote } from '../../src/server/testing/money-fixtures';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import { zTaxesLesson } from '../../src/shared/schemas/lessons/taxes';
import { answerTask, evidenceOf, seenByStudent, setCalculationTask } from './calculation-tasks';
import { lessonScene, type LessonScene } from './lesson-scene';

// 12경수01-03 세금 on the student's own sells, at the 2026 rates the app trades with.
let t: TestApp;
let classId: number;
let studentId: number;
let as: LessonScene['as'];
let call: LessonScene['call'];

beforeEach(async () => {
  t = createTestApp();
  ({ classId, studentId, as, call } = await lessonScene(t, { watching: true }));
});
afterEach(() => t.dispose());

async function trade(side: 'buy' | 'sell', symbol: string, quantity: number) {
  const { status, body } = await call('POST', `/trading/${side}`, as.student, {
    symbol,
    quantity,
    reason: '수업에서 세금을 계산해 보려고',
  });
  expect(status, JSON.stringify(body)).toBe(200);
}

const lesson = async (query = '', headers = as.student) => {
  const { status, body } = await call('GET', `/lessons/taxes${query}`, headers);
  return { status, body, data: status === 200 ? zTaxesLesson.parse(body.data) : null };
};

describe('GET /lessons/taxes (12경수01-03)', () => {
  it('shows a sale at a loss that still paid 증권거래세 and 농어촌특별세', async () => {
    await trade('buy', '005930', 3);
    t.deps.prices.apply([quote('005930', 190_000)]);
    await trade('sell', '005930', 3);
    const { data } = await lesson();
    // 190,000 × 3 = 570,000원; tax ⌊570,000 × 0.20 %⌋ = 1,140원; fee ⌊570,000 × 0.015 %⌋ = 85원.
    expect(data!.sales).toHaveLength(1);
    const sale = data!.sales[0]!;
    expect(sale).toMatchObject({
      stockName: '삼성전자',
      market: 'KOSPI',
      quantity: 3,
      price: 190_000,
      amount: 570_000,
      fee: 85,
      tax: 1_140,
      realised: -30_000,
      rateText: '0.20 % (증권거래세 0.05 % + 농어촌특별세 0.15 %)',
    });
    // The written-out figures end in what the ledger recorded (independent of the lesson).
    expect(sale.taxFigure.value).toBe(sale.tax);
    expect(sale.feeFigure.value).toBe(sale.fee);
    expect(data!.lossSale).toEqual({ tradeId: sale.tradeId, realised: -30_000, tax: 1_140 });
    expect(data!.lastSaleCosts!.value).toBe(1_225);
    expect(data!.example).toBeNull();
    expect(data!.missing).toBeNull();
    // T(A) up to the round top above the largest sale (1,000,000원).
    expect(data!.curve.points.at(-1)).toEqual({
      amount: 1_000_000,
      taxes: { KOSPI: 2_000, KOSDAQ: 2_000, KONEX: 1_000 },
    });
    expect(data!.capitalGains.exampleTax.value).toBe(235_000_000);
  });

  it('without a sale, says so and shows a 예시 sale of 10주 × 70,000원', async () => {
    const { data } = await lesson();
    expect(data!.sales).toEqual([]);
    expect(data!.missing).toBe(
      '아직 매도한 적이 없어서 내 매도 내역이 없어요. 아래는 예시 매도예요. 주식을 팔면 내 매도로 다시 계산해요.',
    );
    expect(data!.example).toMatchObject({
      stockName: '예시 종목',
      amount: 700_000,
      tax: 1_400,
      fee: 105,
      realised: null,
    });
    expect(data!.lastSaleCosts).toBeNull();
    expect(data!.lossSale).toBeNull();
  });

  it('a teacher reads a managed student; another teacher gets 404, no student 400', async () => {
    expect((await lesson(`?student=${studentId}`, as.teacher)).status).toBe(200);
    expect((await lesson(`?student=${studentId}`, as.otherTeacher)).status).toBe(404);
    expect((await lesson('', as.teacher)).status).toBe(400);
  });
});

describe('계산 과제 lastSaleCosts under 12경수01-03', () => {
  it('the teacher sets it, the student answers the lesson’s figure and it is 세특 evidence', async () => {
    const assignment = await setCalculationTask(t, as.teacher, classId, {
      figure: 'lastSaleCosts',
      standard: '12경수01-03',
      tolerance: 0,
    });
    await trade('buy', '005930', 3);
    t.deps.prices.apply([quote('005930', 190_000)]);
    await trade('sell', '005930', 3);
    expect((await seenByStudent(t, as.student, assignment.id))?.question).toBe(
      '마지막 매도(삼성전자)의 수수료와 거래세를 더한 금액(원)을 계산해 보세요.',
    );
    const shown = (await lesson()).data!.lastSaleCosts!.value!;
    const answer = await answerTask(t, as.student, assignment.id, shown);
    expect(answer).toMatchObject({ correct: true, expected: 1_225 });
    const report = await evidenceOf(t, as.teacher, studentId);
    expect(report.groups.map((g) => g.standard)).toEqual(['12경수01-03']);
    expect(report.facts.join(' ')).toContain('매도 거래의 수수료와 거래세');
  });
});
