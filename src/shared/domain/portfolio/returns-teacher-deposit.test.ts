import { describe, expect, it } from 'vitest';
import { executeBuy, initialDeposit, netDeposits, setCash } from '../trading/ledger';
import { allTimeReturn, periodReturn, totalReturn } from './returns';

// Scenario: a student starts with 10,000,000 won, buys 1,000 shares at 5,000 won (fee 0 for
// round numbers), the stock rises to 5,500 by Wednesday, and on Wednesday morning the teacher
// sets the cash from 5,000,000 to 15,000,000. The 10,000,000 won top-up is a deposit, not a gain.
describe('scenario: teacher adds cash mid-week', () => {
  const ledger = initialDeposit(10_000_000);
  const buy = executeBuy({
    cash: 10_000_000,
    position: null,
    price: 5_000,
    quantity: 1_000,
    feeRatePpm: 0,
  });
  ledger.push(...buy.movements);
  ledger.push(...setCash({ cash: buy.cash, newCash: 15_000_000 }));
  const value = 15_000_000 + 1_000 * 5_500;

  it('records the top-up as an ADJUSTMENT deposit', () => {
    expect(ledger.at(-1)).toEqual({
      kind: 'ADJUSTMENT',
      amount: 10_000_000,
      balanceAfter: 15_000_000,
    });
    expect(netDeposits(ledger)).toBe(20_000_000);
  });

  it('all time: only the 500,000 won price gain counts', () => {
    expect(totalReturn({ value, netDeposits: netDeposits(ledger) })).toMatchObject({
      profitLoss: 500_000,
      returnPercent: 2.5,
    });
  });

  it('this week: the gain over last Friday’s close, with the deposit weighted by time', () => {
    // Friday 2026-03-13 close: 5,000,000 cash + 1,000 × 5,000. Deposit Wednesday 03-18 00:00 KST,
    // now Friday 03-20 00:00 KST: the deposit was invested 2 of the week's 4 days.
    const result = periodReturn({
      period: 'week',
      now: new Date('2026-03-19T15:00:00Z'),
      snapshot: { date: '2026-03-13', totalValue: 10_000_000 },
      deposits: [
        { at: Date.parse('2026-03-01T00:00:00Z'), amount: 10_000_000 },
        { at: Date.parse('2026-03-17T15:00:00Z'), amount: 10_000_000 },
      ],
      endValue: value,
    });
    expect(result).toMatchObject({
      startValue: 10_000_000,
      endValue: 20_500_000,
      netFlows: 10_000_000,
      profitLoss: 500_000,
      returnPercent: 3.3333,
    });
  });
});

describe('all time, money-weighted from the first deposit', () => {
  const first = { at: Date.parse('2026-02-18T01:00:00Z'), amount: 10_000_000 };
  const now = new Date('2026-03-20T01:00:00Z');

  it('weighs a deposit by the share of the 30 days it was in: 15 ÷ 30', () => {
    const second = { at: Date.parse('2026-03-05T01:00:00Z'), amount: 10_000_000 };
    // (21,500,000 − 20,000,000) ÷ (10,000,000 + 0.5 × 10,000,000) = 1,500,000 ÷ 15,000,000
    expect(allTimeReturn({ now, deposits: [first, second], endValue: 21_500_000 })).toMatchObject({
      netFlows: 20_000_000,
      profitLoss: 1_500_000,
      returnPercent: 10,
    });
  });

  it('with one deposit is still (value − deposit) ÷ deposit', () => {
    // (10,800,000 − 10,000,000) ÷ 10,000,000
    expect(allTimeReturn({ now, deposits: [first], endValue: 10_800_000 }).returnPercent).toBe(8);
  });
});
