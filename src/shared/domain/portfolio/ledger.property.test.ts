import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../domain-error';
import {
  executeBuy,
  executeSell,
  initialDeposit,
  netDeposits,
  setCash,
  type CashMovement,
} from '../trading/ledger';
import type { Position } from '../trading/position';
import { totalReturn } from './returns';
import { valuePortfolio } from './valuation';

// Random sequences of buys, sells and teacher cash changes, run through the domain and through a
// deliberately naive model written from the rules (docs/product/trading.md#one-trade-path), compared after every step.

const SYMBOLS = ['005930', '000660', '035420'] as const;
type Symbol = (typeof SYMBOLS)[number];

const zStep = fc.oneof(
  fc.record({
    kind: fc.constantFrom('BUY' as const, 'SELL' as const),
    symbol: fc.constantFrom(...SYMBOLS),
    quantity: fc.integer({ min: 1, max: 300 }),
    price: fc.integer({ min: 1, max: 300_000 }),
    // A KOSPI sale in 2025 (농어촌특별세 0.15 % only) or in 2026 (증권거래세 0.05 % + 0.15 %).
    at: fc.constantFrom('2025-06-02T01:00:00Z', '2026-03-02T01:00:00Z'),
  }),
  fc.record({ kind: fc.constant('SET_CASH' as const), newCash: fc.integer({ min: 0, max: 3e7 }) }),
);

type Step = typeof zStep extends fc.Arbitrary<infer T> ? T : never;
type TradeStep = Exclude<Step, { kind: 'SET_CASH' }>;

const cut = (amount: number, ppm: number) => Math.floor((amount * ppm) / 1_000_000);
/** Each of KOSPI's two taxes is cut below the won on its own. */
const kospiTax = (amount: number, at: string) =>
  (at.startsWith('2025') ? 0 : cut(amount, 500)) + cut(amount, 1_500);

/** The system under test: the domain functions, their state and the ledger they produce. */
class Account {
  cash: number;
  ledger: CashMovement[];
  positions = new Map<Symbol, Position>();

  constructor(
    initialCash: number,
    private readonly feeRatePpm: number,
  ) {
    this.cash = initialCash;
    this.ledger = initialDeposit(initialCash);
  }

  /** Runs a step; answers the DomainError code of a refusal, or null. */
  run(step: Step): string | null {
    try {
      this.apply(step);
      return null;
    } catch (error) {
      if (error instanceof DomainError) return error.code;
      throw error;
    }
  }

  private apply(step: Step) {
    if (step.kind === 'SET_CASH') {
      this.ledger.push(...setCash({ cash: this.cash, newCash: step.newCash }));
      this.cash = step.newCash;
      return;
    }
    const request = {
      cash: this.cash,
      position: this.positions.get(step.symbol) ?? null,
      price: step.price,
      quantity: step.quantity,
      feeRatePpm: this.feeRatePpm,
    };
    const result =
      step.kind === 'BUY'
        ? executeBuy(request)
        : executeSell({ ...request, at: new Date(step.at), market: 'KOSPI' });
    this.ledger.push(...result.movements);
    this.cash = result.cash;
    if (result.position) this.positions.set(step.symbol, result.position);
    else this.positions.delete(step.symbol);
  }
}

/** The reference: total cost per stock, no average price, no ledger, arithmetic from the rules. */
class Model {
  deposits: number;
  shares = new Map<Symbol, { quantity: number; cost: number }>();
  lastPrice = new Map<Symbol, number>();

  constructor(
    public cash: number,
    private readonly feeRatePpm: number,
  ) {
    this.deposits = cash;
  }

  run(step: Step): string | null {
    if (step.kind === 'SET_CASH') {
      this.deposits += step.newCash - this.cash;
      this.cash = step.newCash;
      return null;
    }
    this.lastPrice.set(step.symbol, step.price);
    return step.kind === 'BUY' ? this.buy(step) : this.sell(step);
  }

  private buy({ symbol, quantity, price }: TradeStep): string | null {
    const amount = price * quantity;
    const total = amount + cut(amount, this.feeRatePpm);
    if (total > this.cash) return 'INSUFFICIENT_CASH';
    const held = this.shares.get(symbol) ?? { quantity: 0, cost: 0 };
    this.cash -= total;
    this.shares.set(symbol, { quantity: held.quantity + quantity, cost: held.cost + amount });
    return null;
  }

  private sell({ symbol, quantity, price, at }: TradeStep): string | null {
    const held = this.shares.get(symbol) ?? { quantity: 0, cost: 0 };
    if (quantity > held.quantity) return 'INSUFFICIENT_HOLDINGS';
    const amount = price * quantity;
    this.cash += amount - cut(amount, this.feeRatePpm) - kospiTax(amount, at);
    const left = held.quantity - quantity;
    this.shares.set(symbol, { quantity: left, cost: (held.cost * left) / held.quantity });
    return null;
  }

  value(): number {
    let value = this.cash;
    for (const [symbol, s] of this.shares) value += s.quantity * (this.lastPrice.get(symbol) ?? 0);
    return value;
  }
}

function expectLedgerReconciles(ledger: CashMovement[], cash: number) {
  let balance = 0;
  for (const movement of ledger) {
    balance += movement.amount;
    expect(movement.balanceAfter).toBe(balance);
    expect(movement.balanceAfter).toBeGreaterThanOrEqual(0);
  }
  expect(balance).toBe(cash);
}

function expectPositionsMatch(account: Account, model: Model) {
  for (const symbol of SYMBOLS) {
    const expected = model.shares.get(symbol);
    const position = account.positions.get(symbol);
    expect(position?.quantity ?? 0).toBe(expected?.quantity ?? 0);
    if (position && expected) {
      const modelAverage = expected.cost / expected.quantity;
      expect(Math.abs(position.averagePrice - modelAverage)).toBeLessThan(1e-9 * modelAverage);
    }
  }
}

function expectReturnsMatch(account: Account, model: Model) {
  const holdings = [...account.positions].map(([symbol, position], id) => ({
    id,
    symbol,
    name: symbol,
    ...position,
    currentPrice: model.lastPrice.get(symbol) ?? 0,
  }));
  const valuation = valuePortfolio({
    cash: account.cash,
    holdings,
    netDeposits: netDeposits(account.ledger),
    previousClose: null,
  });
  const value = model.value();
  expect(valuation.totalValue).toBe(value);
  expect(valuation.netDeposits).toBe(model.deposits);
  const result = totalReturn({ value: valuation.totalValue, netDeposits: valuation.netDeposits });
  expect(result.profitLoss).toBe(value - model.deposits);
  const modelPercent = model.deposits > 0 ? ((value - model.deposits) / model.deposits) * 100 : 0;
  expect(Math.abs(result.returnPercent - modelPercent)).toBeLessThanOrEqual(0.00005 + 1e-12);
}

describe('cash, holdings, ledger and returns under random trading', () => {
  it('match a naive model after every step', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20_000_000 }),
        fc.constantFrom(0, 150, 1_500, 5_000),
        fc.array(zStep, { maxLength: 60 }),
        (initialCash, feeRatePpm, steps) => {
          const account = new Account(initialCash, feeRatePpm);
          const model = new Model(initialCash, feeRatePpm);
          for (const step of steps) {
            expect(account.run(step)).toBe(model.run(step));
            expect(account.cash).toBe(model.cash);
            expectLedgerReconciles(account.ledger, account.cash);
            expectPositionsMatch(account, model);
            expectReturnsMatch(account, model);
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});
