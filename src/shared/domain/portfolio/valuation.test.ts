import { describe, expect, it } from 'vitest';
import {
  explainHoldingProfitLoss,
  explainHoldingReturn,
  explainMarketValue,
  explainWeight,
} from '../maths/holding';
import {
  explainDailyChange,
  explainDailyChangeRatio,
  explainTotalReturn,
  explainTotalValue,
} from '../maths/portfolio';
import { percentFromRatio } from './percent';
import { valuePortfolio, type HoldingInput } from './valuation';

const samsung: HoldingInput = {
  id: 1,
  symbol: '005930',
  name: '삼성전자',
  quantity: 10,
  averagePrice: 70_000,
  currentPrice: 77_000,
};
const naver: HoldingInput = {
  id: 2,
  symbol: '035420',
  name: 'NAVER',
  quantity: 2,
  averagePrice: 200_000,
  currentPrice: 190_000,
};

describe('valuePortfolio', () => {
  const valuation = valuePortfolio({
    cash: 9_000_000,
    holdings: [samsung, naver],
    netDeposits: 10_000_000,
    previousClose: { totalValue: 10_100_000, depositsSince: 0 },
  });

  it('totals cash and holdings at current prices', () => {
    expect(valuation.totalValue).toBe(9_000_000 + 770_000 + 380_000);
    expect(valuation.totalProfitLoss).toBe(150_000);
    expect(valuation.totalProfitLossPercent).toBe(1.5);
  });

  it('weighs cash and every holding against the total, summing to 100 %', () => {
    expect(valuation.cashWeight).toBe(88.67);
    expect(valuation.holdings.map((h) => h.weight)).toEqual([7.5862, 3.7438]);
    const sum = valuation.cashWeight + valuation.holdings.reduce((s, h) => s + h.weight, 0);
    expect(sum).toBeCloseTo(100, 3);
  });

  it.each([
    [0, { currentValue: 770_000, totalValue: 770_000, profitLoss: 70_000, profitLossPercent: 10 }],
    [1, { currentValue: 380_000, totalValue: 380_000, profitLoss: -20_000, profitLossPercent: -5 }],
  ])('values holding %i', (index, expected) => {
    expect(valuation.holdings[index]).toMatchObject(expected);
  });

  it('measures the day from the previous close', () => {
    expect(valuation.dailyChange).toBe(50_000);
    expect(valuation.dailyChangePercent).toBe(0.495);
  });

  it('does not count a deposit made today as a daily gain', () => {
    const after = valuePortfolio({
      cash: 11_000_000,
      holdings: [],
      netDeposits: 11_000_000,
      previousClose: { totalValue: 10_000_000, depositsSince: 1_000_000 },
    });
    expect(after.dailyChange).toBe(0);
    expect(after.totalProfitLoss).toBe(0);
  });

  it('starts a new account’s day from its deposits', () => {
    const fresh = valuePortfolio({
      cash: 10_000_000,
      holdings: [],
      netDeposits: 10_000_000,
      previousClose: null,
    });
    expect(fresh).toMatchObject({ dailyChange: 0, dailyChangePercent: 0, cashWeight: 100 });
  });

  it('shows in its tables the very figures the 계산 보기 explanations end in', () => {
    const totalValue = explainTotalValue({ cash: 9_000_000, holdings: [samsung, naver] }).value!;
    const dayBase = { previousClose: 10_100_000, depositsSince: 0, netDeposits: 10_000_000 };
    expect(valuation).toMatchObject({
      totalValue,
      cashWeight: percentFromRatio(
        explainWeight({ label: '현금', part: 9_000_000, total: totalValue }).value,
      ),
      totalProfitLossPercent: percentFromRatio(
        explainTotalReturn({ value: totalValue, netDeposits: 10_000_000 }).value,
      ),
      dailyChange: explainDailyChange(totalValue, dayBase).value,
      dailyChangePercent: percentFromRatio(explainDailyChangeRatio(totalValue, dayBase).value),
    });
    valuation.holdings.forEach((valued, i) => {
      const holding = [samsung, naver][i]!;
      const price = { quantity: holding.quantity, price: holding.currentPrice };
      expect(valued).toMatchObject({
        currentValue: explainMarketValue(price).value,
        weight: percentFromRatio(
          explainWeight({ label: holding.name, part: valued.currentValue, total: totalValue })
            .value,
        ),
        profitLoss: explainHoldingProfitLoss(holding).value,
        profitLossPercent: percentFromRatio(explainHoldingReturn(holding).value),
      });
    });
  });

  it('reports 0 % rather than dividing by nothing', () => {
    const empty = valuePortfolio({ cash: 0, holdings: [], netDeposits: 0, previousClose: null });
    expect(empty).toMatchObject({
      cashWeight: 0,
      totalProfitLossPercent: 0,
      dailyChangePercent: 0,
    });
  });
});

describe('일간 변동률 explained', () => {
  it('derives the change from yesterday’s close and today’s value before dividing', () => {
    const base = { previousClose: 10_100_000, depositsSince: 0, netDeposits: 10_000_000 };
    const rate = explainDailyChangeRatio(10_150_000, base);
    // 10,150,000 − (10,100,000 + 0) = 50,000; 50,000 ÷ 10,100,000 = 0.004950
    expect(rate.steps.map((step) => step.value)).toEqual([50_000, 0.00495]);
    expect(rate.steps[0]!.expression).toContain('10{,}150{,}000');
    expect(rate.steps[0]!.expression).toContain('10{,}100{,}000');
  });
});
