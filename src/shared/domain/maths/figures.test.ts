import { describe, expect, it } from 'vitest';
import { explainBuyEstimate, explainSellEstimate } from './costs';
import { explainEffectiveCount, explainHhi, explainSectorWeights } from './diversification';
import type { Explained } from './explained';
import {
  explainAveragePrice,
  explainHoldingProfitLoss,
  explainHoldingReturn,
  explainMarketValue,
  explainWeight,
  type PositionFill,
} from './holding';
import { explainModifiedDietz } from './period';
import { explainDailyChange, explainTotalReturn, explainTotalValue } from './portfolio';

// Hand-computed figures, the arithmetic in the comments. Every explanation ends in its value.

function expectFigure(figure: Explained, value: number | null) {
  expect(figure.value).toBe(value);
  expect(figure.steps.at(-1)!.value).toBe(value);
  expect(figure.formula.length).toBeGreaterThan(0);
}

const buy = (quantity: number, price: number): PositionFill => ({ side: 'BUY', quantity, price });
const sell = (quantity: number, price: number): PositionFill => ({ side: 'SELL', quantity, price });

describe('holding figures', () => {
  it.each([
    // 10 × 71,000
    [10, 71_000, 710_000],
    [3, 1, 3],
    [0, 50_000, 0],
  ])('평가금액 %i주 × %i원 = %i', (quantity, price, value) => {
    expectFigure(explainMarketValue({ quantity, price }), value);
  });

  it.each([
    // (0 × 0 + 10 × 70,000) ÷ 10
    ['one buy', [buy(10, 70_000)], 70_000, 1],
    // (10 × 70,000 + 20 × 73,000) ÷ 30 = 2,160,000 ÷ 30
    ['two buys', [buy(10, 70_000), buy(20, 73_000)], 72_000, 2],
    // a sale leaves 72,000; then (15 × 72,000 + 5 × 80,000) ÷ 20 = 1,480,000 ÷ 20
    [
      'buy, sell, buy',
      [buy(10, 70_000), buy(20, 73_000), sell(15, 90_000), buy(5, 80_000)],
      74_000,
      4,
    ],
    // sold out, then a fresh start: (0 + 3 × 1,000) ÷ 3
    ['sold out then rebought', [buy(2, 500), sell(2, 600), buy(3, 1_000)], 1_000, 3],
    // (1 × 100 + 2 × 101) ÷ 3 = 100.67, shown as the tables show it: 101 won
    ['an average between two won', [buy(1, 100), buy(2, 101)], 101, 3],
  ])('평균 단가 (이동평균법), %s', (_name, fills, average, steps) => {
    const figure = explainAveragePrice(fills as PositionFill[]);
    expectFigure(figure, average as number);
    expect(figure.steps).toHaveLength(steps as number);
  });

  it('has no average price once everything is sold', () => {
    const figure = explainAveragePrice([buy(2, 500), sell(2, 600)]);
    expect(figure.value).toBeNull();
    expect(figure.note).toBeTruthy();
  });

  it.each([
    // 10 × 77,000 − 10 × 70,000 = 70,000; 70,000 ÷ 700,000 = 0.1
    [10, 70_000, 77_000, 70_000, 0.1],
    // 3 × 1,000 − 3 × 1,333.33… = −1,000 (rounded); −1,000 ÷ 4,000 = −0.25
    [3, 4_000 / 3, 1_000, -1_000, -0.25],
    // 7 × (50,000 − 50,000) = 0
    [7, 50_000, 50_000, 0, 0],
  ])(
    '평가손익, 수익률: %i주 평단 %d, 현재가 %i',
    (quantity, averagePrice, currentPrice, pl, ratio) => {
      const holding = { quantity, averagePrice, currentPrice };
      expectFigure(explainHoldingProfitLoss(holding), pl);
      expectFigure(explainHoldingReturn(holding), ratio);
    },
  );

  it.each([
    // 2,500,000 ÷ 10,000,000
    [2_500_000, 10_000_000, 0.25],
    // 1 ÷ 3 on the 10⁻⁶ grid
    [1, 3, 0.333333],
    [0, 0, null],
  ])('비중 %i ÷ %i = %s', (part, total, weight) => {
    expectFigure(explainWeight({ label: '현금', part, total }), weight);
  });
});

describe('trade estimates', () => {
  it('buy: 10 × 71,000 = 710,000; fee ⌊710,000 × 0.015 %⌋ = ⌊106.5⌋ = 106; cash 1,000,000 − 710,106', () => {
    const estimate = explainBuyEstimate({
      cash: 1_000_000,
      price: 71_000,
      quantity: 10,
      feeRatePpm: 150,
    });
    expectFigure(estimate.amount, 710_000);
    expectFigure(estimate.fee, 106);
    expect(estimate.fee.steps[0]!.value).toBe(106.5);
    expectFigure(estimate.cashAfter, 289_894);
    expect(estimate.tax).toBeUndefined();
  });

  it.each([
    // 2026: tax 0.20 %: ⌊3,080,000 × 0.002⌋ = 6,160; fee ⌊462⌋; 0 + 3,080,000 − 462 − 6,160
    ['2026-03-02T01:00:00Z', 'KOSPI', 6_160, 3_073_378],
    ['2026-03-02T01:00:00Z', 'KOSDAQ', 6_160, 3_073_378],
    // KONEX 0.10 %: ⌊3,080,000 × 0.001⌋ = 3,080; 3,080,000 − 462 − 3,080
    ['2026-03-02T01:00:00Z', 'KONEX', 3_080, 3_076_458],
    // 2025: tax 0.15 %: 4,620; 3,080,000 − 462 − 4,620
    ['2025-06-02T01:00:00Z', 'KOSPI', 4_620, 3_074_918],
  ] as const)(
    'sell 40 × 77,000 on %s (%s): tax %i, cash after %i',
    (at, market, tax, cashAfter) => {
      const estimate = explainSellEstimate({
        cash: 0,
        price: 77_000,
        quantity: 40,
        feeRatePpm: 150,
        at: new Date(at),
        market,
      });
      expectFigure(estimate.fee, 462);
      expectFigure(estimate.tax!, tax);
      expectFigure(estimate.cashAfter, cashAfter);
    },
  );

  it('the KONEX tax step names its one rate', () => {
    const estimate = explainSellEstimate({
      cash: 0,
      price: 77_000,
      quantity: 40,
      feeRatePpm: 150,
      at: new Date('2026-03-02T01:00:00Z'),
      market: 'KONEX',
    });
    expect(estimate.tax!.steps[0]!.expression).toBe(
      '3{,}080{,}000 \\times 0.1\\% \\ (\\text{KONEX }\\text{증권거래세})',
    );
  });

  it('a KOSPI sale of 71,900 won pays 35 + 107 = 142 won: each tax cut below the won', () => {
    // 증권거래세 ⌊71,900 × 0.05 %⌋ = ⌊35.95⌋ = 35, 농어촌특별세 ⌊71,900 × 0.15 %⌋ = ⌊107.85⌋ = 107;
    // one rate of 0.20 % would take ⌊143.8⌋ = 143. Fee ⌊71,900 × 0.015 %⌋ = ⌊10.785⌋ = 10.
    const estimate = explainSellEstimate({
      cash: 0,
      price: 7_190,
      quantity: 10,
      feeRatePpm: 150,
      at: new Date('2026-03-02T01:00:00Z'),
      market: 'KOSPI',
    });
    expect(estimate.tax!.steps.map((s) => s.value)).toEqual([35, 107, 142]);
    expect(estimate.tax!.steps[1]!.expression).toBe(
      '\\lfloor 71{,}900 \\times 0.15\\% \\rfloor \\ (\\text{농어촌특별세})',
    );
    expectFigure(estimate.tax!, 142);
    // 71,900 − 10 − 142
    expectFigure(estimate.cashAfter, 71_748);
  });
});

describe('portfolio figures', () => {
  it('총 자산 = 현금 + Σ 수량 × 현재가: 1,000 + 2 × 300 + 5 × 80', () => {
    const holdings = [
      { name: 'A', quantity: 2, currentPrice: 300 },
      { name: 'B', quantity: 5, currentPrice: 80 },
    ];
    expectFigure(explainTotalValue({ cash: 1_000, holdings }), 2_000);
  });

  it.each([
    // (11,000,000 − 10,000,000) ÷ 10,000,000
    [11_000_000, 10_000_000, 0.1],
    // teacher added 5,000,000: (15,500,000 − 15,000,000) ÷ 15,000,000 = 0.0333…
    [15_500_000, 15_000_000, 0.033333],
    // no deposits: no base, no NaN
    [100, 0, null],
  ])('총 수익률 value %i on deposits %i = %s', (value, netDeposits, ratio) => {
    expectFigure(explainTotalReturn({ value, netDeposits }), ratio);
  });

  it.each([
    // 10,100,000 − (9,900,000 + 0)
    [10_100_000, { previousClose: 9_900_000, depositsSince: 0, netDeposits: 10_000_000 }, 200_000],
    // a 1,000,000 deposit since the close is not a gain: 11,000,000 − (9,900,000 + 1,000,000)
    [
      11_000_000,
      { previousClose: 9_900_000, depositsSince: 1_000_000, netDeposits: 11_000_000 },
      100_000,
    ],
    // no close yet: from the deposits
    [10_050_000, { previousClose: null, depositsSince: 0, netDeposits: 10_000_000 }, 50_000],
  ])('일간 변동 of %i', (value, base, change) => {
    expectFigure(explainDailyChange(value, base), change);
  });
});

describe('Modified Dietz', () => {
  const day = 24 * 60 * 60 * 1000;
  it('weighs a deposit by the share of the period it was invested', () => {
    // 10 days; 1,000 deposited after 4 days: w = 6 ÷ 10 = 0.6
    // R = (2,150 − 1,000 − 1,000) ÷ (1,000 + 0.6 × 1,000) = 150 ÷ 1,600 = 0.09375
    const figure = explainModifiedDietz({
      startValue: 1_000,
      endValue: 2_150,
      flows: [{ at: 4 * day, amount: 1_000 }],
      start: 0,
      end: 10 * day,
    });
    expectFigure(figure, 0.09375);
    expect(figure.steps[0]).toMatchObject({ value: 0.6, unit: 'number' });
  });

  it('has no return on a zero base', () => {
    const figure = explainModifiedDietz({
      startValue: 0,
      endValue: 0,
      flows: [],
      start: 0,
      end: day,
    });
    expect(figure.value).toBeNull();
    expect(figure.note).toBeTruthy();
  });
});

describe('diversification', () => {
  it.each([
    // one stock: 1² = 1, one effective stock
    [[700], 1, 1],
    // two equal: 0.5² + 0.5² = 0.5 → 2
    [[500, 500], 0.5, 2],
    // 600, 300, 100 of 1,000: 0.36 + 0.09 + 0.01 = 0.46 → 1 ÷ 0.46 = 2.173913
    [[600, 300, 100], 0.46, 2.173913],
  ])('HHI of %j = %d, effective count %d', (values, hhi, effective) => {
    const held = values.map((value, i) => ({ name: `S${i}`, sector: '기타', value }));
    const figure = explainHhi(held);
    expectFigure(figure, hhi);
    expectFigure(explainEffectiveCount(figure), effective);
  });

  it('all cash: no HHI and no effective count, said in words', () => {
    const figure = explainHhi([]);
    expect(figure.value).toBeNull();
    expect(explainEffectiveCount(figure).value).toBeNull();
  });

  it('sector weights: 전기전자 (600 + 100) ÷ 1,000, 금융업 300 ÷ 1,000', () => {
    const weights = explainSectorWeights([
      { name: 'A', sector: '전기전자', value: 600 },
      { name: 'B', sector: '금융업', value: 300 },
      { name: 'C', sector: '전기전자', value: 100 },
    ]);
    expect(weights.map((w) => [w.sector, w.weight.value])).toEqual([
      ['전기전자', 0.7],
      ['금융업', 0.3],
    ]);
  });
});
