import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { snapshotsRepo } from '../../src/server/db/repos/snapshots.repo';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import { zUtilityLesson } from '../../src/shared/schemas/lessons/utility';
import { lessonScene, type LessonScene } from './lesson-scene';
import { answerTask, evidenceOf, seenByStudent, setCalculationTask } from './calculation-tasks';
import { callApi } from './call-api';

// Friday 2026-03-20. The student's closes 03-12 … 03-19 (finished days only) give
// the daily returns +25 %, −20 %, +25 %, −36 %, +25 %: tomorrow's wealth from W₀ = 10,000,000
// is 12,500,000 (three times), 8,000,000 or 6,400,000.
const VALUES = [10_000_000, 12_500_000, 10_000_000, 12_500_000, 8_000_000, 10_000_000];
const DAYS = ['2026-03-12', '2026-03-13', '2026-03-16', '2026-03-17', '2026-03-18', '2026-03-19'];
let t: TestApp;
let classId: number;
let studentId: number;
let as: LessonScene['as'];

beforeEach(async () => {
  t = createTestApp();
  ({ classId, studentId, as } = await lessonScene(t));
});
afterEach(() => t.dispose());

function saveCloses(count: number) {
  snapshotsRepo.saveAll(
    t.db,
    VALUES.slice(-count).map((totalValue, i) => ({
      userId: studentId,
      date: DAYS.slice(-count)[i]!,
      marketDate: null,
      kospi: null,
      totalValue,
      cash: totalValue,
      netDeposits: 10_000_000,
    })),
  );
}

const utility = async (query = '', headers = as.student) => {
  const { status, body } = await callApi(t, {
    method: 'GET',
    path: `/lessons/utility${query}`,
    headers,
  });
  return { status, data: status === 200 ? zUtilityLesson.parse(body.data) : null };
};

describe('GET /lessons/utility (12경수02-03)', () => {
  it('the CE of tomorrow under √W, ln W, W, W² and cash, from the real daily returns', async () => {
    saveCloses(6);
    const { data } = await utility();
    expect(data).toMatchObject({ missing: null, wealth: 10_000_000, days: 5, from: '2026-03-12' });
    const ce = (key: string) =>
      data!.choices.find((c) => c.key === key)!.certainty.map((m) => m.value);
    // √W: E[U] = (3√12,500,000 + √8,000,000 + √6,400,000) ÷ 5 = 3,192.9702, CE = 3,192.9702² = 10,195,059.
    // ln W: CE = (12.5³ × 8 × 6.4)^{1/5} × 10⁶ = 100,000^{1/5} × 10⁶ = 10,000,000.
    // W: CE = (37,500,000 + 8,000,000 + 6,400,000) ÷ 5 = 10,380,000.
    // W²: CE = √((3 × 12.5² + 8² + 6.4²) ÷ 5) × 10⁶ = √114.742 × 10⁶ = 10,711,769.
    expect(ce('portfolio')).toEqual([10_195_059, 10_000_000, 10_380_000, 10_711_769]);
    expect(ce('cash')).toEqual([10_000_000, 10_000_000, 10_000_000, 10_000_000]);
    const mine = data!.choices.find((c) => c.key === 'portfolio')!;
    // E[R] = (0.25 − 0.2 + 0.25 − 0.36 + 0.25) ÷ 5 = 0.038
    expect(mine.mean).toBeCloseTo(0.038, 12);
    // σ² = Σ(r − 0.038)² ÷ 5 = (3 × 0.212² + 0.238² + 0.398²) ÷ 5 = 0.34988 ÷ 5 = 0.069976
    expect(mine.variance).toBeCloseTo(0.069976, 12);
  });

  it('too few days: a Korean sentence, no figures', async () => {
    saveCloses(3);
    const { data } = await utility();
    expect(data!.missing).toBe(
      '하루 수익률이 2개뿐이에요. 효용을 계산하려면 적어도 5거래일의 수익률이 필요해요. 며칠 더 투자한 뒤에 다시 열어 보세요.',
    );
    expect(data!.choices).toEqual([]);
  });

  it('a teacher reads a student of their class; another teacher cannot', async () => {
    saveCloses(6);
    expect((await utility(`?student=${studentId}`, as.teacher)).data!.days).toBe(5);
    expect((await utility(`?student=${studentId}`, as.otherTeacher)).status).toBe(404);
  });
});

describe('계산 과제 under 12경수02-03: the certainty equivalent under √W', () => {
  it("a teacher sets it, the student answers the lesson's figure, the evidence is filed under its code", async () => {
    const { id } = await setCalculationTask(t, as.teacher, classId, {
      figure: 'certaintyEquivalent',
      standard: '12경수02-03',
      tolerance: 1,
    });
    const asked = () => seenByStudent(t, as.student, id);
    expect((await asked())?.progress).toBe(
      '하루 수익률이 0개뿐이에요. 효용을 계산하려면 적어도 5거래일의 수익률이 필요해요. 며칠 더 투자한 뒤에 다시 열어 보세요.',
    );

    saveCloses(6);
    expect((await asked())?.question).toBe(
      '2026-03-19 종가의 자산 W₀ = 10,000,000원과 실제 하루 수익률 5개로 내일 자산 W₀(1 + rᵢ)(원 미만 반올림)를 구하고, U(W) = √W일 때 확실성 등가 CE = (E[√W])²(원)를 계산해 보세요.',
    );
    const answer = (value: number) => answerTask(t, as.student, id, value);
    expect(await answer(10_380_000)).toEqual({ correct: false });
    expect(await answer(10_195_059)).toMatchObject({ correct: true, expected: 10_195_059 });
    const report = await evidenceOf(t, as.teacher, studentId);
    expect(report.groups.map((g) => g.standard)).toEqual(['12경수02-03']);
    expect(report.facts.join(' ')).toContain(
      '실제 하루 수익률로 구한 포트폴리오의 기대효용과 확실성 등가(10,195,059원)',
    );
  });
});
