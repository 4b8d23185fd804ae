import { describe, expect, it } from 'vitest';
import { executeBuy, executeSell, initialDeposit, netDeposits } from '../trading/ledger';
import { totalReturn } from './returns';
import { valuePortfolio } from './valuation';

// Scenario: 10,000,000 won; buy 100 삼성전자 at 70,000; sell 40 at 77,000 on 2026-03-03;
// the rest is valued at 80,000. Fee 0.015 %, sales tax 0.20 % (2026).
describe('scenario: buy, partly sell, hold the rest', () => {
  const ledger = initialDeposit(10_000_000);
  const buy = executeBuy({
    cash: 10_000_000,
    position: null,
    price: 70_000,
    quantity: 100,
    feeRatePpm: 150,
  });
  const sell = executeSell({
    cash: buy.cash,
    position: buy.position,
    price: 77_000,
    quantity: 40,
    feeRatePpm: 150,
    at: new Date('2026-03-03T02:00:00Z'),
    market: 'KOSPI',
  });
  ledger.push(...buy.movements, ...sell.movements);
  const valuation = valuePortfolio({
    cash: sell.cash,
    netDeposits: netDeposits(ledger),
    previousClose: null,
    holdings: [
      { id: 1, symbol: '005930', name: '삼성전자', ...sell.position!, currentPrice: 80_000 },
    ],
  });

  it('charges fee on both legs and tax on the sale', () => {
    expect(buy.quote).toEqual({ amount: 7_000_000, fee: 1_050, total: 7_001_050 });
    expect(sell.quote).toEqual({ amount: 3_080_000, fee: 462, tax: 6_160, proceeds: 3_073_378 });
    expect(sell.cash).toBe(10_000_000 - 7_001_050 + 3_073_378);
  });

  it('keeps the average price and realises (77,000 − 70,000) × 40 before costs', () => {
    expect(sell.position).toEqual({ quantity: 60, averagePrice: 70_000 });
    expect(sell.realisedProfitLoss).toBe(280_000);
  });

  it('reports the total return net of all costs', () => {
    // Cash 6,072,328 + 60 × 80,000 = 10,872,328.
    expect(valuation.totalValue).toBe(10_872_328);
    expect(totalReturn({ value: valuation.totalValue, netDeposits: 10_000_000 })).toMatchObject({
      profitLoss: 872_328,
      returnPercent: 8.7233,
    });
    expect(valuation.holdings[0]).toMatchObject({
      profitLoss: 600_000,
      profitLossPercent: 14.2857,
    });
  });
});
