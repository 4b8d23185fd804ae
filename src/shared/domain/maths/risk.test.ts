import { describe, expect, it } from 'vitest';
import { benchmarkLine, comparedWindow, windowMarketReturns } from './benchmark';
import {
  dailyReturns,
  drawdowns,
  explainAlpha,
  explainBeta,
  explainExcessReturn,
  explainMaxDrawdown,
  explainSharpe,
  explainVolatility,
  wealthIndex,
} from './risk';
import { explainTimeWeightedReturn, TIME_WEIGHTED_USE, withUse } from './two-returns';

// A four-close series with a deposit, computed by hand.
const points = [
  { date: '2026-03-16', totalValue: 1_000, netDeposits: 1_000 },
  // +10 %: 1,100 ÷ 1,000 − 1
  { date: '2026-03-17', totalValue: 1_100, netDeposits: 1_000 },
  // 500 deposited: (1,540 − 500) ÷ 1,100 − 1 = −0.054545…
  { date: '2026-03-18', totalValue: 1_540, netDeposits: 1_500 },
  // +5 %: 1,617 ÷ 1,540 − 1
  { date: '2026-03-19', totalValue: 1_617, netDeposits: 1_500 },
];

describe('daily series', () => {
  it('takes deposits out of the daily returns', () => {
    const returns = dailyReturns(points);
    expect(returns[0]).toBeCloseTo(0.1, 12);
    expect(returns[1]).toBeCloseTo(1_040 / 1_100 - 1, 12);
    expect(returns[2]).toBeCloseTo(0.05, 12);
  });

  it('chains them into a growth index and its drawdowns', () => {
    const index = wealthIndex(dailyReturns(points));
    // 1 → 1.1 → 1.1 × 1,040 ÷ 1,100 = 1.04 → 1.04 × 1.05 = 1.092
    expect(index.map((w) => Math.round(w * 1e9) / 1e9)).toEqual([1, 1.1, 1.04, 1.092]);
    // 1.04 ÷ 1.1 − 1 = −0.054545; 1.092 ÷ 1.1 − 1 = −0.007273
    expect(drawdowns(index)).toEqual([0, 0, -0.054545, -0.007273]);
  });

  it('MDD names the peak and trough days', () => {
    const index = wealthIndex(dailyReturns(points));
    const figure = explainMaxDrawdown(
      points.map((p) => p.date),
      index,
    );
    expect(figure.value).toBe(-0.054545);
    expect(figure.steps.at(-1)!.value).toBe(-0.054545);
    // Inside \text{}: KaTeX would set a bare 2026-03-17 as two subtractions.
    expect(figure.steps[0]!.expression).toContain('\\text{고점 2026-03-17}');
    expect(figure.steps[1]!.expression).toContain('\\text{저점 2026-03-18}');
  });

  it('volatility: s of 0.1, −0.0545, 0.05 is 0.078861, × √252', () => {
    const returns = dailyReturns(points);
    // mean = (0.1 − 0.054545 + 0.05) ÷ 3 = 0.031818
    // Σ(r − r̄)² = 0.068182² + 0.086364² + 0.018182² = 0.012438; s = √(0.012438 ÷ 2) = 0.078861
    const rs = returns as number[];
    const mean = rs.reduce((a, b) => a + b) / 3;
    const s = Math.sqrt(rs.reduce((a, r) => a + (r - mean) ** 2, 0) / 2);
    expect(s).toBeCloseTo(0.078861, 5);
    // three returns: the day's s is shown, not annualised
    const figure = explainVolatility(returns);
    expect(figure.steps.at(-2)!.value).toBe(Math.round(s * 1e6) / 1e6);
    // Sharpe of one day: 0.031818 ÷ 0.078861 = 0.403470
    expect(explainSharpe(returns).steps.at(-2)!.value).toBeCloseTo(0.40347, 5);
  });

  it.each([
    ['no returns', []],
    ['one return', [0.01]],
    ['flat returns', [0, 0, 0]],
  ])('volatility and Sharpe with %s are missing with a note, never NaN', (_name, returns) => {
    const volatility = explainVolatility(returns);
    const sharpe = explainSharpe(returns);
    if (returns.length < 2) expect(volatility.value).toBeNull();
    expect(sharpe.value).toBeNull();
    expect(sharpe.note).toBeTruthy();
  });

  it('one day of history: no drawdown', () => {
    expect(explainMaxDrawdown(['2026-03-20'], [1]).value).toBe(0);
  });
});

describe('against KOSPI', () => {
  it('β of a portfolio moving twice the market is 2, α is what β does not explain', () => {
    const market = [0.01, -0.02, 0.03];
    const own = market.map((m) => 2 * m);
    expect(explainBeta(own, market).value).toBe(2);
    // α = 0.1 − 2 × 0.04 = 0.02 (from 20 compared days on)
    expect(explainAlpha(0.1, 2, 0.04, 20).value).toBe(0.02);
    // 0.1 − 0.04 = 0.06: 시장을 이겼어요
    expect(explainExcessReturn(0.1, 0.04)).toMatchObject({
      value: 0.06,
      note: '시장을 이겼어요',
    });
  });

  it('without index days β is missing and α says why', () => {
    expect(explainBeta([0.01], [null]).value).toBeNull();
    expect(explainAlpha(0.1, null, 0.04, 20).value).toBeNull();
  });

  it('compares only the latest run of points valued with a KOSPI level', () => {
    const points = [
      { marketDate: '2026-01-29', kospi: 2_000 },
      { marketDate: null, kospi: null },
      { marketDate: '2026-03-19', kospi: 2_500 },
      { marketDate: '2026-03-20', kospi: 2_400 },
    ];
    const window = comparedWindow(points)!;
    expect(window).toEqual({ from: 2, to: 3 });
    // 2,400 ÷ 2,500 − 1 = −0.04; the 01-29 level is never paired across the gap
    expect(windowMarketReturns(points, window)).toEqual([2_400 / 2_500 - 1]);
    // the line leaves from the value line's 110 at point 2: 110 × 2,400 ÷ 2,500 = 105.6
    expect(benchmarkLine(points, window, [100, 105, 110, 108])).toEqual([null, null, 110, 105.6]);
    expect(comparedWindow([points[0]!, points[1]!])).toBeNull();
  });
});

describe('fewer than 20 daily returns: nothing annualised', () => {
  const week = [0.01, -0.02, 0.015];
  it.each([
    ['volatility', explainVolatility(week)],
    ['Sharpe', explainSharpe(week)],
    ['alpha', explainAlpha(0.01, 1.2, 0.005, week.length)],
  ])('%s is null, says why, and shows the figure of one day', (_, figure) => {
    expect(figure.value).toBeNull();
    expect(figure.note).toMatch(/20개 이상/);
    expect(figure.steps.at(-2)!.value).not.toBeNull();
  });

  it('from the 20th return on they are annualised', () => {
    const month = Array.from({ length: 20 }, (_, i) => (i % 2 === 0 ? 0.01 : -0.005));
    // r̄ = 0.0025, s = √(20 × 0.0075² ÷ 19) = 0.00769484; × √252 = 0.122152
    expect(explainVolatility(month).value).toBe(0.122152);
    // 0.0025 ÷ 0.00769484 × √252 = 5.157519
    expect(explainSharpe(month).value).toBe(5.157519);
  });
});

describe('투자 실력 수익률 (time-weighted)', () => {
  it('chains the daily returns, so the 500 deposited is neither gain nor base', () => {
    const figure = explainTimeWeightedReturn(dailyReturns(points));
    // 1.1 × (1,040 ÷ 1,100) × 1.05 = 1.04 × 1.05 = 1.092; on net deposits it would be
    // (1,617 − 1,500) ÷ 1,500 = 0.078
    expect(figure.value).toBe(0.092);
    expect(figure.steps[0]).toMatchObject({ value: 1.092, unit: 'number' });
    expect(figure.steps[0]!.expression).toContain('(1 + 10.0000\\%)');
    expect(withUse(figure, TIME_WEIGHTED_USE).note).toBe(TIME_WEIGHTED_USE);
  });

  it('with one point there is nothing to chain', () => {
    expect(explainTimeWeightedReturn([])).toMatchObject({ value: null, note: expect.any(String) });
  });

  it('opens with the first deposit when the period starts with the account', () => {
    // 1,000 deposited, 500 more before the first close at 1,600: r₁ = (1,600 − 500) ÷ 1,000 − 1
    // = 0.1; then 1,650 ÷ 1,600 − 1 = 0.03125; 1.1 × 1.03125 − 1 = 0.134375
    const closes = [
      { date: '2026-03-16', totalValue: 1_600, netDeposits: 1_500 },
      { date: '2026-03-17', totalValue: 1_650, netDeposits: 1_500 },
    ];
    const figure = explainTimeWeightedReturn(dailyReturns(closes), {
      deposit: 1_000,
      first: closes[0]!,
    });
    expect(figure.value).toBe(0.134375);
    expect(figure.note).toBe('첫 구간 r₁은 처음 받은 ₩1,000에서 2026-03-16 평가금액까지예요.');
    // Today's value alone, a student's first day: the one sub-period since the deposit.
    expect(explainTimeWeightedReturn([], { deposit: 1_000, first: closes[0]! }).value).toBe(0.1);
  });
});
