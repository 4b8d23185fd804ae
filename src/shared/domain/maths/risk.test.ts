import { describe, expect, it } from 'vitest';
import { alignBenchmark, indexReturns, rebase } from './benchmark';
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
    const figure = explainVolatility(returns);
    expect(figure.value).toBe(Math.round(s * Math.sqrt(252) * 1e6) / 1e6);
    // Sharpe: 0.031818 ÷ 0.078861 × √252 = 0.403470 × 15.874508 = 6.4049
    expect(explainSharpe(returns).value).toBeCloseTo(6.4049, 3);
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
    // α = 0.1 − 2 × 0.04 = 0.02
    expect(explainAlpha(0.1, 2, 0.04).value).toBe(0.02);
    // 0.1 − 0.04 = 0.06: 시장을 이겼습니다
    expect(explainExcessReturn(0.1, 0.04)).toMatchObject({
      value: 0.06,
      note: '시장을 이겼습니다',
    });
  });

  it('without index days β is missing and α says why', () => {
    expect(explainBeta([0.01], [null]).value).toBeNull();
    expect(explainAlpha(0.1, null, 0.04).value).toBeNull();
  });

  it('aligns n points with the last n closes, rebased to 100', () => {
    const closes = [
      { date: 'd1', close: 2_000 },
      { date: 'd2', close: 2_500 },
      { date: 'd3', close: 2_400 },
    ];
    expect(alignBenchmark(2, closes)).toEqual({ dates: ['d2', 'd3'], levels: [2_500, 2_400] });
    const padded = alignBenchmark(4, closes);
    expect(padded.levels).toEqual([null, 2_000, 2_500, 2_400]);
    // 2,500 ÷ 2,000 × 100 = 125; 2,400 ÷ 2,000 × 100 = 120
    expect(rebase(padded.levels)).toEqual([null, 100, 125, 120]);
    expect(indexReturns(padded.levels)).toEqual([null, 0.25, 2_400 / 2_500 - 1]);
  });
});
