import { afterEach, describe, expect, it } from 'vitest';
import { holdingsRepo } from '../../src/server/db/repos/holdings.repo';
import { tradesRepo } from '../../src/server/db/repos/trades.repo';
import { quote } from '../../src/server/testing/money-fixtures';
import { kstDate } from '../../src/shared/domain/market/calendar';
import {
  commonReturns,
  minVarianceWeight,
  momentsOf,
} from '../../src/shared/domain/lessons/optimization';
import { zElasticityLesson } from '../../src/shared/schemas/lessons/elasticity';
import { zOptimizationLesson } from '../../src/shared/schemas/lessons/optimization';
import { auctionScene } from './auctions.helpers';
import { answerTask, evidenceOf, seenByStudent, setFromTemplate } from './calculation-tasks';

let dispose: () => void = () => {};
afterEach(() => dispose());

/**
 * Four students; the seller holds 20 삼성전자. Buys 6 @ 70,200, 4 @ 70,100, 5 @ 70,000 and a sell
 * of 10 @ 70,100: D(70,000) = 15, D(70,100) = 10, D(70,200) = 6, S = 10 from 70,100, so
 * P* = 70,100 (D> = 6 ≤ 10, S< = 0) and 10 shares trade.
 */
async function closedAuction() {
  const s = await auctionScene({ students: 4 });
  dispose = s.t.dispose;
  s.give(s.accounts[3]!.id, 20);
  const { data } = await s.openAuction(3);
  expect((await s.order(0, data.id, 'BUY', 6, 70_200)).status).toBe(201);
  expect((await s.order(1, data.id, 'BUY', 4, 70_100)).status).toBe(201);
  expect((await s.order(2, data.id, 'BUY', 5, 70_000)).status).toBe(201);
  expect((await s.order(3, data.id, 'SELL', 10, 70_100)).status).toBe(201);
  s.t.clock.advance(3 * 60_000);
  s.timers.fireDue();
  return { s, auctionId: data.id };
}

describe('GET /lessons/elasticity', () => {
  it("answers the arc elasticity at the class auction's clearing price, without names", async () => {
    const { s, auctionId } = await closedAuction();
    const { status, data } = await s.request('GET', '/lessons/elasticity', s.headers.students[0]!);
    expect(status).toBe(200);
    const lesson = zElasticityLesson.parse(data);
    expect(lesson.auctions.map((a) => a.id)).toEqual([auctionId]);
    expect(lesson.chosen).toMatchObject({ clearingPrice: 70_100, executedQuantity: 10 });
    expect(lesson.chosen?.steps).toEqual([
      { price: 70_000, demand: 15, revenue: 1_050_000 },
      { price: 70_100, demand: 10, revenue: 701_000 },
      { price: 70_200, demand: 6, revenue: 421_200 },
    ]);
    // ΔQ/Q̄ = 5 ÷ 12.5 = 0.4, ΔP/P̄ = −100 ÷ 70,050: E = 0.4 × 70,050 ÷ (−100) = −280.2
    expect(lesson.chosen?.elasticity.value).toBe(-280.2);
    // 70,000 × 15 = 1,050,000 > 70,100 × 10 = 701,000
    expect(lesson.chosen?.reading).toBe('elastic');
    expect(JSON.stringify(data)).not.toMatch(/학생|userName|"name"/);
    // The teacher projects the same for a student of the class.
    const teacher = await s.request(
      'GET',
      `/lessons/elasticity?student=${s.accounts[1]!.id}&auction=${auctionId}`,
      s.headers.teacher,
    );
    expect(zElasticityLesson.parse(teacher.data).chosen?.elasticity.value).toBe(-280.2);
  });

  it('explains in Korean when the class has no closed auction, and refuses a cancelled one', async () => {
    const s = await auctionScene({ students: 1 });
    dispose = s.t.dispose;
    const none = await s.request('GET', '/lessons/elasticity', s.headers.students[0]!);
    expect(zElasticityLesson.parse(none.data)).toEqual({
      auctions: [],
      chosen: null,
      message:
        '아직 우리 반에서 마감된 단일가 매매가 없어요. 선생님이 학급 단일가 매매를 열고 마감하면, 그 수요곡선으로 가격탄력성을 구할 수 있어요.',
    });
    const { data } = await s.openAuction(3);
    await s.request(
      'DELETE',
      `/teacher/classes/${s.klass.id}/auctions/${data.id}`,
      s.headers.teacher,
    );
    const cancelled = await s.request(
      'GET',
      `/lessons/elasticity?auction=${data.id}`,
      s.headers.students[0]!,
    );
    expect(cancelled.status).toBe(404);
  });
});

describe('계산 과제 · 단일가 매매 체결가에서의 가격탄력성', () => {
  it('is set from its template, answered through the app and becomes 04-03 evidence', async () => {
    const { s } = await closedAuction();
    const { assignment, template } = await setFromTemplate(
      s.t,
      s.headers.teacher,
      s.klass.id,
      'calculation:auctionElasticity',
    );
    expect(template.standard).toBe('12경수04-03');
    const answer = (value: number) => answerTask(s.t, s.headers.students[2]!, assignment.id, value);
    expect(await answer(-28)).toEqual({ correct: false });
    expect(await answer(-280.2)).toMatchObject({ correct: true, expected: -280.2 });
    const report = await evidenceOf(s.t, s.headers.teacher, s.accounts[2]!.id);
    expect(report.groups.map((g) => g.standard)).toContain('12경수04-03');
    expect(report.facts.join(' ')).toContain(
      '학급 단일가 매매 수요곡선의 체결가에서의 가격탄력성(-280.2)을 직접 계산',
    );
  });
});

/** One student holding 10, 20, … shares of these stocks at 10,000 won each. */
async function holder(symbols: string[]) {
  const s = await auctionScene({ students: 1 });
  dispose = s.t.dispose;
  const student = s.accounts[0]!;
  symbols.forEach((symbol, i) => {
    const stockId = tradesRepo.stockBySymbol(s.t.db, symbol)!.id;
    s.t.deps.prices.apply([quote(symbol, 10_000)]);
    holdingsRepo.save(s.t.db, {
      userId: student.id,
      stockId,
      quantity: (i + 1) * 10,
      averagePrice: 10_000,
      updatedAt: new Date('2026-03-02T00:00:00Z'),
    });
  });
  return { s, student };
}

describe('GET /lessons/optimization', () => {
  it('finds w* from the real daily returns of the two largest holdings', async () => {
    // 900002 is held 20 × 10,000 = 200,000, 900001 10 × 10,000: A = 900002, actual w = 2/3.
    const { s } = await holder(['900001', '900002']);
    const { status, data } = await s.request(
      'GET',
      '/lessons/optimization',
      s.headers.students[0]!,
    );
    expect(status).toBe(200);
    const lesson = zOptimizationLesson.parse(data);
    expect(lesson.pair?.a.symbol).toBe('900002');
    expect(lesson.actualWeight).toBeCloseTo(2 / 3, 10);
    expect(lesson.message).toBeNull();
    // Independently: the catalogue's bars before the replayed day, returns within each segment.
    const today = kstDate(new Date(s.t.deps.market.now()));
    const before = (symbol: string) =>
      s.t.deps.catalogue.dailySegments(symbol).map((seg) => seg.filter((bar) => bar.date < today));
    const r = commonReturns(before('900002'), before('900001'));
    // The test market plays 2026-03-06, so the January–February run (33 closes) is the past:
    // 32 returns from 01-05 to 02-20, none across the gap.
    expect(today).toBe('2026-03-06');
    expect(r.dates).toHaveLength(32);
    expect(lesson).toMatchObject({ days: 32, from: '2026-01-05', to: '2026-02-20' });
    const weight = lesson.figures.find((f) => f.key === 'weight')!;
    const raw = minVarianceWeight(momentsOf(r))!;
    expect(weight.value).toBeCloseTo(Math.min(1, Math.max(0, raw)), 6);
    expect(lesson.curve).toHaveLength(21);
  });

  it('explains too few common days and no stocks in Korean', async () => {
    const { s } = await holder(['005930', '000660']);
    const few = zOptimizationLesson.parse(
      (await s.request('GET', '/lessons/optimization', s.headers.students[0]!)).data,
    );
    expect(few.figures).toEqual([]);
    expect(few.message).toContain(`일간 수익률이 ${few.days}개뿐이에요`);
    expect(few.days).toBeLessThan(20);
    const other = await s.request(
      'GET',
      `/lessons/optimization?a=005930&b=900001`,
      s.headers.students[0]!,
    );
    expect(other).toMatchObject({
      status: 400,
      message: '보유 종목이나 관심 종목 중에서 골라 주세요.',
    });
  });
});

describe('계산 과제 · 두 종목 최소분산 포트폴리오의 비중', () => {
  it('asks w* from the default pair, checks it on the server and becomes 04-04 evidence', async () => {
    const { s, student } = await holder(['900001', '900002']);
    const { assignment, template } = await setFromTemplate(
      s.t,
      s.headers.teacher,
      s.klass.id,
      'calculation:minVarianceWeight',
    );
    expect(template.standard).toBe('12경수04-04');
    expect((await seenByStudent(s.t, s.headers.students[0]!, assignment.id))?.question).toContain(
      '최근 32거래일',
    );
    // Independently from the catalogue's closes before the played day (2026-03-06).
    const before = (symbol: string) =>
      s.t.deps.catalogue
        .dailySegments(symbol)
        .map((seg) => seg.filter((b) => b.date < '2026-03-06'));
    const raw = minVarianceWeight(momentsOf(commonReturns(before('900002'), before('900001'))))!;
    const percent = Math.round(Math.min(1, Math.max(0, raw)) * 10_000) / 100;
    const right = await answerTask(s.t, s.headers.students[0]!, assignment.id, percent);
    expect(right.correct).toBe(true);
    expect(right.expected).toBeCloseTo(percent, 2);
    const report = await evidenceOf(s.t, s.headers.teacher, student.id);
    expect(report.groups.map((g) => g.standard)).toContain('12경수04-04');
  });
});
