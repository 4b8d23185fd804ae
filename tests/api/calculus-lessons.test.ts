import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authHeader } from '../../src/server/testing/factories';
import { insertStocks, insertStudent, setWatchlist } from '../../src/server/testing/money-fixtures';
import { buildCatalogue } from '../../src/server/testing/test-catalogue';
import { realMarchBars } from '../../src/server/testing/krx-fixture';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import { zStudentAssignment, zTemplate } from '../../src/shared/schemas/assignments';
import { zGraphShapeLesson } from '../../src/shared/schemas/lessons/graph-shape';
import { zMarginalLesson } from '../../src/shared/schemas/lessons/marginal';
import { lessonScene, TEN_REPLAYED_DAYS, type LessonScene } from './lesson-scene';
import { callApi } from './call-api';
import { answerTask, evidenceOf, setCalculationTask } from './calculation-tasks';

// The replay played to Friday 2026-03-20: the lessons read 삼성전자's real closes 03-06 … 03-19
// (10 days) 188,200 173,500 187,900 190,000 187,900 183,500 188,700 193,900 208,500 200,500.
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

const marginal = async (query = '', headers = as.student) => {
  const { status, body } = await call('GET', `/lessons/marginal${query}`, headers);
  return { status, body, data: status === 200 ? zMarginalLesson.parse(body.data) : null };
};
const graphShape = async (query = '', headers = as.student) => {
  const { status, body } = await call('GET', `/lessons/graph-shape${query}`, headers);
  return { status, body, data: status === 200 ? zGraphShapeLesson.parse(body.data) : null };
};

describe('GET /lessons/marginal (12경수04-01)', () => {
  it('works on the largest holding at its last real close', async () => {
    await buy('005930', 3);
    const { data } = await marginal();
    expect(data!.choices).toEqual([
      { symbol: '005930', name: '삼성전자', held: 3 },
      { symbol: '035720', name: '카카오', held: 0 },
    ]);
    expect(data!.missing).toBeNull();
    expect(data!.lastClose).toEqual({ date: '2026-03-19', close: 200_500 });
    // C′ = 200,500 × (0.015 % + 0.20 %) = 200,500 × 0.00215 = 431.075
    expect(data!.cost).toMatchObject({ feeRatePpm: 150, taxRatePpm: 2_000 });
    expect(data!.cost!.marginal.value).toBe(431.075);
    expect(data!.cost!.taxLabel).toBe('KOSPI 0.20 % (증권거래세 0.05 % + 농어촌특별세 0.15 %)');
    // C(3) = ⌊601,500 × 0.015 %⌋ + ⌊601,500 × 0.05 %⌋ + ⌊601,500 × 0.15 %⌋ = 90 + 300 + 902
    // = 1,292 (each tax cut on its own, as a sale is charged; not ⌊1,203⌋);
    // C(4) = ⌊802,000 × 0.015 %⌋ + ⌊401⌋ + ⌊1,203⌋ = 120 + 401 + 1,203 = 1,724: the next share 432.
    expect(data!.cost!.rows.find((r) => r.quantity === 3)).toEqual({
      quantity: 3,
      fee: 90,
      tax: 1_202,
      cost: 1_292,
      nextShare: 432,
    });
    // V(p) = 3p: 601,500 won, and dV/dp = 3.
    expect(data!.value).toMatchObject({ quantity: 3, example: false });
    expect(data!.value!.value.value).toBe(601_500);
    expect(data!.value!.slope.value).toBe(3);
    // (200,500 − 187,900) ÷ 5 = 2,520; (200,500 − 193,900) ÷ 2 = 3,300; 200,500 − 208,500 = −8,000
    expect(data!.rates!.rows.map((r) => [r.h, r.from, r.real.value])).toEqual([
      [5, '2026-03-12', 2_520],
      [2, '2026-03-17', 3_300],
      [1, '2026-03-18', -8_000],
    ]);
    expect(data!.rates).toMatchObject({ from: '2026-03-06', to: '2026-03-19', closes: 10 });
    expect(data!.ratesMissing).toBeNull();
  });

  it('a watchlist stock the student does not hold: V(p) for 10 shares, said to be an example', async () => {
    const { data } = await marginal('?symbol=035720');
    expect(data!.stock).toEqual({ symbol: '035720', name: '카카오', held: 0 });
    expect(data!.value).toMatchObject({ quantity: 10, example: true });
    // 카카오's last close 03-19 is 50,000: V = 500,000.
    expect(data!.value!.value.value).toBe(500_000);
  });

  it('refuses a stock that is neither held nor watched, in Korean', async () => {
    const { status, body } = await marginal('?symbol=000660');
    expect(status).toBe(400);
    expect(body.message).toBe('보유 종목이나 관심 종목 중에서 골라 주세요.');
  });

  it('a student with no holdings and no watchlist is told what to do', async () => {
    const { data } = await marginal('', as.classmate);
    expect(data).toMatchObject({ choices: [], stock: null, cost: null, rates: null });
    expect(data!.missing).toBe(
      '보유 종목도 관심 종목도 없어요. 주식을 사거나 관심 종목을 고르면 그 종목의 실제 주가로 수업을 해요.',
    );
  });

  it('a teacher names a student of their class; another teacher cannot', async () => {
    await buy('005930', 3);
    const none = await marginal('', as.teacher);
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('수업에 쓸 학생을 선택해주세요.');
    const chosen = await marginal(`?student=${studentId}`, as.teacher);
    expect(chosen.data!.cost!.marginal.value).toBe(431.075);
    expect((await marginal(`?student=${studentId}`, as.otherTeacher)).status).toBe(404);
  });
});

describe('GET /lessons/graph-shape (12경수04-02)', () => {
  it('fits the real closes, with the 증감표, 극값 and f′(T) the 과제 asks for', async () => {
    await buy('005930', 3);
    const { data } = await graphShape();
    const curve = data!.curve!;
    expect(curve.closes.map((c) => c.close)).toEqual([
      188_200, 173_500, 187_900, 190_000, 187_900, 183_500, 188_700, 193_900, 208_500, 200_500,
    ]);
    // A point every quarter day over t = 0 … 9.
    expect(curve.samples).toHaveLength(37);
    expect(curve.signChart[0]).toMatchObject({ kind: 'end', t: 0, date: '2026-03-06' });
    expect(curve.signChart.at(-1)).toMatchObject({ kind: 'end', t: 9, date: '2026-03-19' });
    // Checked apart from our code with numpy.polyfit(t, closes, 3): f(t) ≈ −17.5408t³ + 587.937t²
    // − 1,681.59t + 184,622.9, f′ = 0 at t ≈ 1.5356 (극소, 183,363.57원) and 20.81 (after the
    // window), f′(9) = 4,638.87원 a day, R² = 0.625763.
    expect(curve.derivative).toBe("f'(t) = -52.62237t^2 + 1{,}175.8742t - 1{,}681.585");
    expect(curve.signChart.map((c) => (c.kind === 'interval' ? c.sign : c.shape))).toEqual([
      '',
      '-',
      '극소',
      '+',
      '',
    ]);
    expect(curve.extrema).toHaveLength(1);
    expect(curve.extrema[0]).toMatchObject({ kind: '극소', date: '2026-03-10' });
    expect(curve.extrema[0]!.root.value).toBe(1.54);
    expect(curve.extrema[0]!.value.value).toBeCloseTo(183_363.57, 1);
    expect(curve.fit.value).toBe(0.625763);
    expect(curve.slopeAtLast.value).toBe(4_638.87);
  });

  it('says how many closes a curve needs', async () => {
    const { data } = await graphShape('', as.classmate);
    expect(data!.curve).toBeNull();
    expect(data!.missing).toContain('보유 종목도 관심 종목도 없어요');
  });
});

describe('thin data', () => {
  let thin: TestApp;
  afterEach(() => thin.dispose());

  it('a stock with 4 closes gets the count it needs; one without closes says so', async () => {
    const march = realMarchBars['005930'];
    thin = createTestApp({
      overrides: {
        catalogue: buildCatalogue([
          { symbol: '005930', name: '삼성전자', market: 'KOSPI', segments: [march] },
          { symbol: '900001', name: '새내기', market: 'KOSDAQ', segments: [march.slice(-5)] },
          { symbol: '900002', name: '쉬는종목', market: 'KOSDAQ', segments: [march.slice(-1)] },
        ]),
      },
    });
    thin.engine.step(TEN_REPLAYED_DAYS);
    const stocks = insertStocks(thin.db, thin.deps.catalogue);
    const student = insertStudent(thin.db, {});
    setWatchlist(thin.db, student.id, [stocks.get('900001')!.id, stocks.get('900002')!.id]);
    const headers = await authHeader(thin.accessTokens, { id: student.id, role: 'STUDENT' });
    const get = async (path: string) =>
      (await callApi(thin, { method: 'GET', path, headers })).body.data;
    const shape = zGraphShapeLesson.parse(await get('/lessons/graph-shape?symbol=900001'));
    expect(shape.missing).toBe(
      '곡선을 그리려면 종가가 10일 이상 필요해요. 지금은 4일뿐이라 며칠 더 거래된 뒤에 다시 열어 주세요.',
    );
    const cost = zMarginalLesson.parse(await get('/lessons/marginal?symbol=900001'));
    expect(cost.cost!.marginal.value).not.toBeNull();
    expect(cost.rates).toBeNull();
    expect(cost.ratesMissing).toContain('지금은 4일뿐');
    const resting = zMarginalLesson.parse(await get('/lessons/marginal?symbol=900002'));
    expect(resting.missing).toBe(
      '쉬는종목은(는) 지난 거래일까지의 KRX 종가 자료가 없어요. 거래정지 중이거나 새로 상장된 종목일 수 있어요. 다른 종목을 골라 주세요.',
    );
    expect(resting.cost).toBeNull();
  });
});

describe('계산 과제 under 12경수04-01 and 04-02', () => {
  const create = (figure: string, standard: string, tolerance: number) =>
    setCalculationTask(t, as.teacher, classId, { figure, standard, tolerance });
  const answer = (id: number, value: number) => answerTask(t, as.student, id, value);

  it('lists a template under each code', async () => {
    const templates = zTemplate
      .array()
      .parse((await call('GET', '/assignment-templates', as.teacher)).body.data);
    expect(templates.find((x) => x.id === 'calculation:marginalCost')?.standard).toBe(
      '12경수04-01',
    );
    expect(templates.find((x) => x.id === 'calculation:fittedSlope')?.standard).toBe('12경수04-02');
  });

  it('asks once the student holds a stock, checks the answer, and files the evidence under its code', async () => {
    const cost = await create('marginalCost', '12경수04-01', 0.01);
    const slope = await create('fittedSlope', '12경수04-02', 0.1);
    const before = zStudentAssignment
      .array()
      .parse((await call('GET', '/assignments', as.student)).body.data);
    expect(before.find((a) => a.id === cost.id)).toMatchObject({
      question: null,
      progress: '보유 종목이 생기면 풀 수 있어요.',
    });
    await buy('005930', 3);
    const mine = zStudentAssignment
      .array()
      .parse((await call('GET', '/assignments', as.student)).body.data);
    expect(mine.find((a) => a.id === cost.id)?.question).toBe(
      '삼성전자의 2026-03-19 종가 200,500원에서, 수수료율 0.015 %와 거래세율 0.20 %로 팔 때의 비용 C(q) ≈ p × q × (수수료율 + 세율)을 q로 미분한 한계비용 C′(q)(원)를 계산해 보세요.',
    );
    expect(mine.find((a) => a.id === slope.id)?.question).toContain(
      '마지막 거래일 2026-03-19(t = 9)의 미분계수 f′(9)(원/일)',
    );

    expect(await answer(cost.id, 430)).toEqual({ correct: false });
    const right = await answer(cost.id, 431.08);
    expect(right).toMatchObject({ correct: true, expected: 431.075 });

    // The 과제's figure is the lesson's: the curve the student sees on the page.
    const lesson = await graphShape();
    const shown = lesson.data!.curve!.slopeAtLast.value!;
    const solved = await answer(slope.id, shown);
    expect(solved).toMatchObject({ correct: true, expected: shown });

    const report = await evidenceOf(t, as.teacher, studentId);
    expect(report.groups.map((g) => g.standard)).toEqual(['12경수04-01', '12경수04-02']);
    expect(report.facts.join(' ')).toContain(
      '매도 비용 함수 C(q)를 미분한 한계비용 C′(q)(431.08원)',
    );
    expect(report.facts.join(' ')).toContain('실제 주가에 맞춘 삼차함수 곡선의 미분계수 f′(T)');
  });
});
