import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { quote } from '../../src/server/testing/money-fixtures';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import { zTemplate } from '../../src/shared/schemas/assignments';
import { zFunctionsLesson } from '../../src/shared/schemas/lessons/functions';
import { answerTask, evidenceOf, seenByStudent, setCalculationTask } from './calculation-tasks';
import { lessonScene, TEN_REPLAYED_DAYS, type LessonScene } from './lesson-scene';

// The replay played to Friday 2026-03-20: 삼성전자's real closes 03-06 … 03-19 are 188,200
// 173,500 187,900 190,000 187,900 183,500 188,700 193,900 208,500 200,500.
let t: TestApp;
let classId: number;
let studentId: number;
let as: LessonScene['as'];
let call: LessonScene['call'];

beforeEach(async () => {
  t = createTestApp();
  t.engine.step(TEN_REPLAYED_DAYS);
  ({ classId, studentId, as, call } = await lessonScene(t, { watching: true }));
});
afterEach(() => t.dispose());

async function buy(symbol: string, quantity: number) {
  const { status } = await call('POST', '/trading/buy', as.student, {
    symbol,
    quantity,
    reason: '반도체 업황이 좋아질 것 같아서',
  });
  expect(status).toBe(200);
}

const functions = async (query = '', headers = as.student) => {
  const { status, body } = await call('GET', `/lessons/functions${query}`, headers);
  return { status, body, data: status === 200 ? zFunctionsLesson.parse(body.data) : null };
};

describe('GET /lessons/functions (12경수02-01)', () => {
  it('graphs the largest holding: S(A), V(p) = 3p and the break-even price', async () => {
    await buy('005930', 3);
    const { data } = await functions();
    expect(data).toMatchObject({ missing: null, quantity: 3, example: false });
    expect(data!.lastClose).toEqual({ date: '2026-03-19', close: 200_500 });
    // A = 3 × 200,500 = 601,500: S(A) = ⌊90.225⌋ + ⌊300.75⌋ + ⌊902.25⌋ = 90 + 300 + 902 = 1,292
    // (KOSPI's 증권거래세 0.05 % and 농어촌특별세 0.15 % each cut below the won, not ⌊1,203⌋).
    expect(data!.cost!.amount).toBe(601_500);
    expect(data!.cost!.sellCost.value).toBe(1_292);
    expect(data!.cost!.sellCost.steps.at(-1)!.expression).toBe(
      '\\lfloor 90.225 \\rfloor + \\lfloor 300.75 \\rfloor + \\lfloor 902.25 \\rfloor = 90 + 300 + 902',
    );
    expect(data!.cost!.floorRows.map((r) => [r.amount, r.fee])).toEqual([
      [6_666, 0],
      [6_667, 1],
      [601_500, 90],
    ]);
    // V(p) = 3p over the real closes' range 173,500 (03-09) … 208,500 (03-18); V(200,500) = 601,500.
    expect(data!.value!.value.value).toBe(601_500);
    expect(data!.value!.low).toEqual({ date: '2026-03-09', close: 173_500 });
    expect(data!.value!.high).toEqual({ date: '2026-03-18', close: 208_500 });
    // Bought at 200,000: K = 600,000 + ⌊90⌋ = 600,090. N(200,461) = 601,383 − 90 − 1,202 =
    // 600,091 ≥ K; N(200,460) = 601,380 − 90 − 1,202 = 600,088 < K.
    expect(data!.breakEven).toMatchObject({ averagePrice: 200_000, cost: 600_090 });
    expect(data!.breakEven!.price.steps.map((s) => s.value)).toEqual([
      600_090, 200_460.99, 200_461,
    ]);
  });

  it('S(A) is what selling the holding at the close is charged', async () => {
    await buy('005930', 3);
    const { data } = await functions();
    // Sold at the last close the lesson priced it at.
    t.deps.prices.apply([quote('005930', data!.lastClose!.close)]);
    const { status, body } = await call('POST', '/trading/sell', as.student, {
      symbol: '005930',
      quantity: 3,
      reason: '수업에서 본 비용을 확인하려고',
    });
    expect(status).toBe(200);
    const sale = (body.data as { transaction: { totalAmount: number; fee: number; tax: number } })
      .transaction;
    expect(sale.totalAmount).toBe(data!.cost!.amount);
    expect(sale.fee + sale.tax).toBe(data!.cost!.sellCost.value);
  });

  it('a watchlist stock the student does not hold: 10 shares bought at the close, an example', async () => {
    const { data } = await functions('?symbol=035720');
    expect(data).toMatchObject({ quantity: 10, example: true });
    expect(data!.breakEven!.averagePrice).toBe(data!.lastClose!.close);
  });

  it('a student with no holdings and no watchlist is told what to do', async () => {
    const { data } = await functions('', as.classmate);
    expect(data!.missing).toBe(
      '보유 종목도 관심 종목도 없어요. 주식을 사거나 관심 종목을 고르면 그 종목의 실제 주가로 수업을 해요.',
    );
    expect(data!.breakEven).toBeNull();
  });

  it('a teacher names a student of their class; another teacher cannot', async () => {
    await buy('005930', 3);
    expect((await functions(`?student=${studentId}`, as.teacher)).data!.quantity).toBe(3);
    expect((await functions(`?student=${studentId}`, as.otherTeacher)).status).toBe(404);
  });
});

describe('계산 과제 under 12경수02-01: the break-even price', () => {
  it('a teacher sets the template, the student answers it, the evidence is filed under its code', async () => {
    const templates = zTemplate
      .array()
      .parse((await call('GET', '/assignment-templates', as.teacher)).body.data);
    expect(templates.find((x) => x.id === 'calculation:breakEvenPrice')?.standard).toBe(
      '12경수02-01',
    );
    const { id } = await setCalculationTask(t, as.teacher, classId, {
      figure: 'breakEvenPrice',
      standard: '12경수02-01',
      tolerance: 1,
    });
    const asked = () => seenByStudent(t, as.student, id);
    expect(await asked()).toMatchObject({
      question: null,
      progress: '보유 종목이 생기면 풀 수 있어요.',
    });

    await buy('005930', 3);
    expect((await asked())?.question).toBe(
      '삼성전자 3주를 평균 단가 200,000원에 샀어요. 산 비용 K = qb + ⌊qbf⌋를 구하고, 수수료율 0.015 %와 세율 0.05 % + 0.15 %(증권거래세와 농어촌특별세, 각각 원 미만 버림)로 모두 팔아 받는 돈 N(p)가 K 이상이 되는 가장 낮은 매도가 p*(원)를 구해 보세요.',
    );
    const answer = (value: number) => answerTask(t, as.student, id, value);
    expect(await answer(200_459)).toEqual({ correct: false });
    expect(await answer(200_461)).toMatchObject({ correct: true, expected: 200_461 });

    const report = await evidenceOf(t, as.teacher, studentId);
    expect(report.groups.map((g) => g.standard)).toEqual(['12경수02-01']);
    expect(report.facts.join(' ')).toContain(
      '매도로 받는 돈 N(p)의 역함수로 구한 본전 매도가 p*(200,461원)',
    );
  });
});
