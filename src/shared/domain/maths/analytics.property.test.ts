import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../domain-error';
import { executeBuy, executeSell, setCash } from '../trading/ledger';
import type { Position } from '../trading/position';
import { buildAnalytics } from './analytics';
import { explainTotalReturn } from './portfolio';
import type { FillRecord } from './trades';

// Random days of buys, sells, teacher cash changes and price moves, run through the trading
// domain; every analytics figure is compared with a deliberately naive computation written from
// the definitions, and every explanation must end in its figure.

const SYMBOLS = ['005930', '000660', '035420'] as const;
const FEE_PPM = 150;
const DAY = 24 * 60 * 60 * 1000;
const START = Date.parse('2026-03-02T01:00:00Z');

const zAction = fc.oneof(
  fc.record({
    kind: fc.constantFrom('BUY' as const, 'SELL' as const),
    symbol: fc.constantFrom(...SYMBOLS),
    quantity: fc.integer({ min: 1, max: 50 }),
  }),
  fc.record({ kind: fc.constant('SET_CASH' as const), newCash: fc.integer({ min: 0, max: 2e7 }) }),
  fc.record({
    kind: fc.constant('MOVE' as const),
    symbol: fc.constantFrom(...SYMBOLS),
    // a day's move within ±30 %
    factor: fc.double({ min: 0.7, max: 1.3, noNaN: true }),
  }),
);
type Action = typeof zAction extends fc.Arbitrary<infer A> ? A : never;

const zDays = fc.array(fc.array(zAction, { maxLength: 6 }), { minLength: 1, maxLength: 8 });

const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

function simulate(days: Action[][]) {
  let cash = 10_000_000;
  const prices = new Map<string, number>(SYMBOLS.map((s) => [s, 50_000]));
  const positions = new Map<string, Position | null>();
  const deposits = [{ at: START - DAY, amount: cash }];
  const fills: FillRecord[] = [];
  const points: Array<{ date: string; totalValue: number; netDeposits: number }> = [];
  const value = () =>
    cash + SYMBOLS.reduce((sum, s) => sum + (positions.get(s)?.quantity ?? 0) * prices.get(s)!, 0);
  days.forEach((actions, d) => {
    const at = START + d * DAY;
    for (const action of actions) {
      try {
        if (action.kind === 'MOVE') {
          prices.set(
            action.symbol,
            Math.max(1, Math.round(prices.get(action.symbol)! * action.factor)),
          );
        } else if (action.kind === 'SET_CASH') {
          const [movement] = setCash({ cash, newCash: action.newCash });
          if (movement) deposits.push({ at, amount: movement.amount });
          cash = action.newCash;
        } else {
          const request = {
            cash,
            position: positions.get(action.symbol) ?? null,
            price: prices.get(action.symbol)!,
            quantity: action.quantity,
            feeRatePpm: FEE_PPM,
          };
          const result =
            action.kind === 'BUY'
              ? executeBuy(request)
              : executeSell({ ...request, at: new Date(at), market: 'KOSPI' });
          cash = result.cash;
          positions.set(action.symbol, result.position);
          const tax = 'tax' in result.quote ? result.quote.tax : 0;
          fills.push({
            symbol: action.symbol,
            side: action.kind,
            quantity: action.quantity,
            price: request.price,
            fee: result.quote.fee,
            tax,
            at,
          });
        }
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
      }
    }
    const netDeposits = deposits.reduce((sum, f) => sum + f.amount, 0);
    points.push({
      date: new Date(at).toISOString().slice(0, 10),
      totalValue: value(),
      netDeposits,
    });
  });
  return { cash, prices, positions, deposits, fills, points };
}

/** The naive model: definitions written out with plain loops. */
function naive(world: ReturnType<typeof simulate>) {
  const { cash, prices, positions, deposits, fills, points } = world;
  const held = SYMBOLS.filter((s) => (positions.get(s)?.quantity ?? 0) > 0);
  let stock = 0;
  for (const s of held) stock += positions.get(s)!.quantity * prices.get(s)!;
  const totalValue = cash + stock;
  let netDeposits = 0;
  for (const d of deposits) netDeposits += d.amount;
  let fees = 0;
  let taxes = 0;
  let realised = 0;
  const qty = new Map<string, number>();
  const cost = new Map<string, number>();
  for (const f of fills) {
    fees += f.fee;
    taxes += f.tax;
    const q = qty.get(f.symbol) ?? 0;
    const c = cost.get(f.symbol) ?? 0;
    if (f.side === 'BUY') {
      qty.set(f.symbol, q + f.quantity);
      cost.set(f.symbol, c + f.quantity * f.price);
    } else {
      const average = c / q;
      realised += Math.round((f.price - average) * f.quantity);
      qty.set(f.symbol, q - f.quantity);
      cost.set(f.symbol, q - f.quantity === 0 ? 0 : average * (q - f.quantity));
    }
  }
  let squares = 0;
  for (const s of held) squares += ((positions.get(s)!.quantity * prices.get(s)!) / stock) ** 2;
  const returns: number[] = [];
  for (let t = 1; t < points.length; t++) {
    const flow = points[t]!.netDeposits - points[t - 1]!.netDeposits;
    if (points[t - 1]!.totalValue > 0)
      returns.push((points[t]!.totalValue - flow) / points[t - 1]!.totalValue - 1);
  }
  let volatility: number | null = null;
  // Annualised only from 20 daily returns on.
  if (returns.length >= 20) {
    let m = 0;
    for (const r of returns) m += r / returns.length;
    let ss = 0;
    for (const r of returns) ss += (r - m) ** 2;
    volatility = round6(Math.sqrt(ss / (returns.length - 1)) * Math.sqrt(252));
  }
  return {
    totalValue,
    netDeposits,
    totalReturn: netDeposits > 0 ? round6((totalValue - netDeposits) / netDeposits) : null,
    feesPaid: fees,
    taxesPaid: taxes,
    realisedProfitLoss: realised,
    hhi: stock > 0 ? round6(squares) : null,
    volatility,
    timeWeightedReturn:
      returns.length > 0 ? round6(returns.reduce((g, r) => g * (1 + r), 1) - 1) : null,
  };
}

describe('analytics against a naive model', () => {
  it('every figure equals the naive one and every explanation ends in its figure', () => {
    fc.assert(
      fc.property(zDays, (days) => {
        const world = simulate(days);
        const last = world.points.at(-1)!;
        const analytics = buildAnalytics({
          cash: world.cash,
          holdings: SYMBOLS.filter((s) => (world.positions.get(s)?.quantity ?? 0) > 0).map((s) => ({
            symbol: s,
            name: s,
            sector: s === '035420' ? '서비스업' : '전기전자',
            quantity: world.positions.get(s)!.quantity,
            averagePrice: world.positions.get(s)!.averagePrice,
            currentPrice: world.prices.get(s)!,
          })),
          deposits: world.deposits,
          dayBase: { previousClose: world.points.at(-2)?.totalValue ?? null, depositsSince: 0 },
          periodReturn: explainTotalReturn({
            value: last.totalValue,
            netDeposits: last.netDeposits,
          }),
          points: world.points.map((p, i) => ({ ...p, marketDate: p.date, kospi: 2_500 + 10 * i })),
          openingDeposit: null,
          fills: world.fills,
          since: null,
        });
        const expected = naive(world);
        const figures = [
          ...analytics.metrics,
          ...analytics.holdings.flatMap((h) => h.metrics),
          ...analytics.sectors.map((s) => s.weight),
          analytics.returnDistribution,
        ];
        for (const figure of figures) {
          expect(figure.steps.at(-1)!.value).toBe(figure.value);
          if (figure.value !== null) expect(Number.isFinite(figure.value)).toBe(true);
        }
        const byKey = new Map(analytics.metrics.map((m) => [m.key, m.value]));
        for (const [key, value] of Object.entries(expected)) {
          if (key === 'realisedProfitLoss' || key === 'volatility') continue;
          expect(byKey.get(key), key).toBe(value);
        }
        expect(byKey.get('realisedProfitLoss')).toBe(expected.realisedProfitLoss);
        if (expected.volatility === null) expect(byKey.get('volatility')).toBeNull();
        else expect(byKey.get('volatility')!).toBeCloseTo(expected.volatility, 5);
        expect(analytics.series.drawdown.every((d) => d <= 0)).toBe(true);
        expect(analytics.returnDistribution.value).toBe(
          analytics.series.dailyReturns.filter((r) => r !== null).length,
        );
      }),
      { numRuns: 150 },
    );
  });
});
