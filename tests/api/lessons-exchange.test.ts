import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import { zExchangeLesson } from '../../src/shared/schemas/lessons/exchange';
import { answerTask, evidenceOf, seenByStudent, setCalculationTask } from './calculation-tasks';
import { lessonScene, type LessonScene } from './lesson-scene';

// 12경수01-02 환율 on the student's own money: 10,000,000원 deposited, nothing bought (r원화 = 0).
let t: TestApp;
let classId: number;
let studentId: number;
let as: LessonScene['as'];
let call: LessonScene['call'];

beforeEach(async () => {
  t = createTestApp();
  ({ classId, studentId, as, call } = await lessonScene(t));
});
afterEach(() => t.dispose());

const lesson = async () =>
  zExchangeLesson.parse((await call('GET', '/lessons/exchange', as.student)).body.data);
const TEACHER_RATES = {
  startRate: 1_300,
  endRate: 1_250,
  spreadPercent: 1,
  preferentialPercent: 50,
};
const saveRates = (body: unknown, headers = as.teacher) =>
  call('PUT', `/lessons/exchange/classes/${classId}/rates`, headers, body);

describe('GET /lessons/exchange (12경수01-02)', () => {
  it('uses the 예시 환율, labelled so, until the teacher enters rates', async () => {
    const data = await lesson();
    expect(data.exampleRates).toBe(true);
    expect(data.ratesLabel).toBe('예시 환율');
    expect(data.rates).toEqual({
      startRate: 1_350,
      endRate: 1_400,
      spreadPercent: 1.75,
      preferentialPercent: 50,
    });
    expect(data.from).toBe('2026-03-02');
    // Named for what its 계산 보기 computes, (총 자산 − 순입금) ÷ 순입금: the all-time 내 돈의
    // 수익률 is money-weighted (Modified Dietz), which this is not once a deposit comes later.
    expect(data.wonReturn.label).toBe('총 수익률 r원화');
    expect(data.wonReturn.formula).toContain('\\text{총 수익률}');
    expect(data.wonReturn.value).toBe(0);
    // (1 + 0) × 1,350 ÷ 1,400 − 1 = −0.0357142…
    expect(data.dollarReturn!.value).toBe(-0.035714);
  });

  it('takes the teacher’s rates: r달러 and 환전 of the student’s 10,000,000원', async () => {
    const saved = await saveRates(TEACHER_RATES);
    expect(saved.status).toBe(200);
    const data = await lesson();
    expect(data.exampleRates).toBe(false);
    expect(data.ratesLabel).toBe('선생님이 입력한 환율');
    // 1,300 ÷ 1,250 − 1 = 0.04: the won got stronger, the dollar investor gained 4 %.
    expect(data.dollarReturn!.value).toBe(0.04);
    const c = data.conversion;
    expect(c.won).toBe(10_000_000);
    expect(c.exampleCash).toBe(false);
    expect(c.buyingRate.value).toBe(1_262.5); // 1,250 × 1.01
    expect(c.preferredRate.value).toBe(1_256.25); // 1,250 × (1 + 1 % × 50 %)
    expect(c.sellingRate.value).toBe(1_237.5); // 1,250 × 0.99
    expect(c.dollars.value).toBe(7_920.79); // 10,000,000 ÷ 1,262.5 = 7,920.792…
    expect(c.preferredDollars.value).toBe(7_960.19); // 10,000,000 ÷ 1,256.25 = 7,960.199…
    expect(c.wonBack.value).toBe(9_850_735); // ⌊7,960.19 × 1,237.5⌋ = ⌊9,850,735.125⌋
  });

  it('only the class’s teacher saves rates, and only sensible ones', async () => {
    expect((await saveRates(TEACHER_RATES, as.otherTeacher)).status).toBe(404);
    expect((await saveRates(TEACHER_RATES, as.student)).status).toBe(404);
    const wrong = await saveRates({ ...TEACHER_RATES, preferentialPercent: 120 });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('우대율은 0 % 이상 100 % 이하의 정수로 입력해 주세요.');
    expect((await lesson()).exampleRates).toBe(true);
  });
});

describe('계산 과제 dollarReturn under 12경수01-02', () => {
  it('the teacher sets it, the student answers the lesson’s figure and it is 세특 evidence', async () => {
    const templates = (await call('GET', '/assignment-templates', as.teacher)).body.data as Array<{
      id: string;
      standard: string;
    }>;
    expect(templates.find((x) => x.id === 'calculation:dollarReturn')?.standard).toBe(
      '12경수01-02',
    );
    await saveRates(TEACHER_RATES);
    const assignment = await setCalculationTask(t, as.teacher, classId, {
      figure: 'dollarReturn',
      standard: '12경수01-02',
      tolerance: 0.01,
    });
    expect((await seenByStudent(t, as.student, assignment.id))?.question).toBe(
      '선생님이 입력한 환율로 기간 시작 S₀ = 1,300.00원, 지금 S₁ = 1,250.00원일 때, 총 수익률 0.0000 %를 달러로 본 수익률 (1 + r원화) × S₀ ÷ S₁ − 1(%)을 계산해 보세요.',
    );
    const answer = (value: number) => answerTask(t, as.student, assignment.id, value);
    expect(await answer(3.9)).toEqual({ correct: false });
    expect(await answer(4)).toMatchObject({ correct: true, expected: 4 });
    const report = await evidenceOf(t, as.teacher, studentId);
    expect(report.groups.map((g) => g.standard)).toEqual(['12경수01-02']);
    expect(report.facts.join(' ')).toContain('환율 변화를 반영한 달러 기준 수익률(4%)');
  });
});
