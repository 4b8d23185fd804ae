import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { explainHistogram, explainMean, explainQuantile, explainStdev } from './distribution';
import { explainEffectiveCount, explainHhi } from './diversification';
import { roundRatio, SHOWN_DECIMALS, type Explained, type MetricUnit } from './explained';
import {
  explainAveragePrice,
  explainHoldingProfitLoss,
  explainHoldingReturn,
  type PositionFill,
} from './holding';
import { explainModifiedDietz } from './period';
import {
  explainAlpha,
  explainBenchmarkReturn,
  explainBeta,
  explainCorrelation,
  explainExcessReturn,
  explainMaxDrawdown,
  explainSharpe,
  explainVolatility,
  wealthIndex,
} from './risk';
import { explainRealisedProfitLoss } from './trades';
import { explainTimeWeightedReturn } from './two-returns';

// A student redoes a 계산 보기 step by hand: reads the numbers written in it (a percentage as
// written, dates left out), does the arithmetic, rounds as the figure is made (to the 10⁻⁶ grid,
// then as printed), and must land on the printed figure.

/** The numbers a reader copies from a step, in order; "1.23\%" is read as 0.0123. */
function operandsOf(expression: string): number[] {
  const text = expression.replace(/\d{4}-\d{2}-\d{2}/g, '').replace(/\{,\}/g, '');
  return [...text.matchAll(/(-?\d+(?:\.\d+)?)(\\%)?/g)].map(([, digits, percent]) =>
    percent ? Number(digits) / 100 : Number(digits),
  );
}

/** A value in the printed figure's last digit (2 for 0.02 won, 1.5 for 1.5 bp of a %). */
const inLastDigits = (value: number, unit: MetricUnit) =>
  value * 10 ** (SHOWN_DECIMALS[unit] + (unit === 'ratio' ? 2 : 0));

/**
 * The redone value rounds to the printed figure: it lies within half a last digit of it. A redo
 * that lands on the half itself (271,232.345 from operands printed to 14 digits) may round
 * either way, as a student's own rounding would; a random case once met that tie.
 */
function expectRedoable(figure: Explained, redo: (xs: number[]) => number, step = -1) {
  const shown = figure.steps.at(step)!;
  if (shown.value === null) return;
  const unit = shown.unit ?? figure.unit;
  const redone = inLastDigits(roundRatio(redo(operandsOf(shown.expression))), unit);
  const printed = Math.round(inLastDigits(shown.value, unit));
  expect(Math.abs(redone - printed), shown.expression).toBeLessThanOrEqual(0.5 + 1e-6);
}

const sumOf = (ns: number[]) => ns.reduce((total, n) => total + n, 0);

const ratio = fc.double({ min: -0.5, max: 0.5, noNaN: true });
// Daily returns to the millionth (a 10⁻⁶ won change on a million-won portfolio is below any
// real move); denormal doubles would make a standard deviation no digits can write.
const dailyReturns = fc
  .array(
    fc.integer({ min: -300_000, max: 300_000 }).map((x) => x / 1_000_000),
    { minLength: 3, maxLength: 40 },
  )
  .filter((rs) => rs.some((r) => Math.abs(r) >= 0.0001));

describe('every step can be redone from the numbers it shows', () => {
  it('α = R_p − β × R_m', () => {
    fc.assert(
      fc.property(ratio, fc.double({ min: -3, max: 3, noNaN: true }), ratio, (p, beta, m) => {
        expectRedoable(explainAlpha(p, beta, m, 20), ([rp, b, rm]) => rp! - b! * rm!);
      }),
    );
  });

  it('the issue’s α: 2-decimal operands were not enough', () => {
    // −0.0091 % printed; from "−1.23 % − 0.8765 × (−1.39 %)" a student got −0.0116 %.
    const alpha = explainAlpha(-0.012345, 0.8765, -0.013982, 20);
    expectRedoable(alpha, ([rp, b, rm]) => rp! - b! * rm!);
  });

  it('R_p − R_m', () => {
    fc.assert(
      fc.property(ratio, ratio, (p, m) => {
        expectRedoable(explainExcessReturn(p, m), ([rp, rm]) => rp! - rm!);
      }),
    );
  });

  it('Sharpe and volatility: × √252', () => {
    fc.assert(
      fc.property(dailyReturns, (rs) => {
        expectRedoable(explainSharpe(rs), ([r, s, days]) => (r! / s!) * Math.sqrt(days!));
        expectRedoable(explainVolatility(rs), ([s, days]) => s! * Math.sqrt(days!));
        // s = √(Σ(rₜ − r̄)² ÷ (n − 1)) from the sum as written.
        expectRedoable(explainVolatility(rs), ([squares, n1]) => Math.sqrt(squares! / n1!), 1);
      }),
    );
  });

  it('volatility’s s from a Σ too small for 8 decimals', () => {
    // Σ(rₜ − r̄)² ≈ 0.0000000049 was written "0" while s = 0.01 % was printed.
    const figure = explainVolatility([0.000001, 0.000087, 0]);
    expectRedoable(figure, ([squares, n1]) => Math.sqrt(squares! / n1!), 1);
  });

  it('β and correlation from the covariance', () => {
    fc.assert(
      fc.property(dailyReturns, dailyReturns, (rs, ms) => {
        const n = Math.min(rs.length, ms.length);
        const [r, m] = [rs.slice(0, n), ms.slice(0, n)];
        expectRedoable(explainBeta(r, m), ([cov, variance]) => cov! / variance!);
        expectRedoable(explainCorrelation(r, m), ([cov, a, b]) => cov! / (a! * b!));
      }),
    );
  });

  it('KOSPI’s return and the maximum drawdown from the levels shown', () => {
    const level = fc.double({ min: 500, max: 6_000, noNaN: true });
    fc.assert(
      fc.property(fc.array(level, { minLength: 2, maxLength: 30 }), dailyReturns, (ks, rs) => {
        const dates = ks.map((_, i) => `2026-03-${String(i + 1).padStart(2, '0')}`);
        expectRedoable(explainBenchmarkReturn(dates, ks), ([k1, k0]) => k1! / k0! - 1);
        const index = wealthIndex(rs);
        const days = index.map((_, i) => `2026-04-${String(i + 1).padStart(2, '0')}`);
        const mdd = explainMaxDrawdown(days, index);
        // Without a fall the explanation is the single step "0".
        if (mdd.steps.length === 3) expectRedoable(mdd, ([low, high]) => low! / high! - 1);
      }),
    );
  });

  it('the mean, a quantile and the standard deviation of the values shown', () => {
    // Up to 6 values: beyond that texSum leaves terms out and the mean is not redone by hand.
    const values = fc.array(
      fc.double({ min: -0.5, max: 0.5, noNaN: true }).filter((x) => Math.abs(x) > 1e-9),
      { minLength: 2, maxLength: 6 },
    );
    fc.assert(
      fc.property(
        values,
        fc.constantFrom('ratio', 'won') as fc.Arbitrary<MetricUnit>,
        (xs, unit) => {
          const scaled = unit === 'won' ? xs.map((x) => x * 1_000_000) : xs;
          expectRedoable(explainMean(scaled, unit), (ns) => sumOf(ns.slice(0, -1)) / ns.at(-1)!);
          for (const p of [0.25, 0.5, 0.75])
            expectRedoable(explainQuantile(scaled, p, unit), ([a, b, , f]) => a! + (b! - a!) * f!);
          for (const sample of [true, false])
            expectRedoable(explainStdev(scaled, sample, unit), ([q, n]) => Math.sqrt(q! / n!));
        },
      ),
    );
  });

  it('Modified Dietz: each weight, Σ wᵢFᵢ and the return', () => {
    const start = Date.UTC(2026, 2, 2);
    const end = start + 37 * 86_400_000;
    const flow = fc.record({
      at: fc.integer({ min: start - 86_400_000, max: end }),
      amount: fc.integer({ min: -2_000_000, max: 3_000_000 }),
    });
    fc.assert(
      fc.property(
        fc.array(flow, { minLength: 1, maxLength: 4 }),
        fc.integer({ min: 1_000_000, max: 20_000_000 }),
        fc.integer({ min: 0, max: 30_000_000 }),
        (flows, startValue, endValue) => {
          const figure = explainModifiedDietz({ startValue, endValue, flows, start, end });
          if (figure.steps.length === 1) return;
          flows.forEach((_, i) => expectRedoable(figure, ([, t, total]) => t! / total!, i));
          const pairs = (ns: number[]) =>
            ns.flatMap((n, i) => (i % 2 === 0 ? [n * ns[i + 1]!] : []));
          expectRedoable(figure, (ns) => sumOf(pairs(ns)), -2);
          expectRedoable(figure, ([v1, v0, f, v0b, w]) => (v1! - v0! - f!) / (v0b! + w!));
        },
      ),
    );
  });

  const price = fc.integer({ min: 1_000, max: 900_000 });
  const buy = fc.record({
    side: fc.constant('BUY' as const),
    quantity: fc.integer({ min: 1, max: 300 }),
    price,
  });

  it('the average price after each buy, rounded to won at the end', () => {
    fc.assert(
      fc.property(fc.array(buy, { minLength: 1, maxLength: 6 }), (fills: PositionFill[]) => {
        const figure = explainAveragePrice(fills);
        const bought = ([, held, average, quantity, paid, , added]: number[]) =>
          (held! * average! + quantity! * paid!) / (held! + added!);
        fills.forEach((_, i) => expectRedoable(figure, bought, i));
        if (figure.steps.length > fills.length) expectRedoable(figure, ([a]) => Math.round(a!));
      }),
    );
  });

  it('a holding’s P/L and return, and the realised P/L of a sale, from its average price', () => {
    fc.assert(
      fc.property(fc.array(buy, { minLength: 2, maxLength: 4 }), price, (buys, sold) => {
        const { averagePrice } = buys.reduce(
          (p, b) => {
            const quantity = p.quantity + b.quantity;
            return {
              quantity,
              averagePrice: (p.quantity * p.averagePrice + b.quantity * b.price) / quantity,
            };
          },
          { quantity: 0, averagePrice: 0 },
        );
        const quantity = buys.reduce((total, b) => total + b.quantity, 0);
        const holding = { quantity, averagePrice, currentPrice: sold };
        expectRedoable(explainHoldingProfitLoss(holding), ([v, q, a]) => Math.round(v! - q! * a!));
        expectRedoable(explainHoldingReturn(holding), ([v, c]) => (v! - c!) / c!);
        const fills = [...buys, { side: 'SELL' as const, quantity, price: sold }].map((f) => ({
          ...f,
          symbol: '005930',
          fee: 0,
          tax: 0,
          at: 0,
        }));
        // The step starts with the stock's code, which is not an operand.
        const sale = ([, p, a, q]: number[]) => Math.round((p! - a!) * q!);
        expectRedoable(explainRealisedProfitLoss(fills, null), sale, 0);
      }),
    );
  });

  it('the time-weighted return: Π(1 + rₜ) with every factor shown, then − 1', () => {
    // Each factor is "1 +" and its return.
    const factors = (ns: number[]) => ns.reduce((g, n, i) => (i % 2 === 1 ? g * (1 + n) : g), 1);
    fc.assert(
      fc.property(
        fc.array(fc.double({ min: -0.3, max: 0.3, noNaN: true }), { minLength: 1, maxLength: 40 }),
        (rs) => {
          const figure = explainTimeWeightedReturn(rs);
          const chainSteps = figure.steps.slice(0, -1);
          // No factor is left out: a long chain is not cut with ⋯.
          const shown = chainSteps.map((step) => step.expression.split('(1 + ').length - 1);
          expect(sumOf(shown)).toBe(rs.length);
          expect(chainSteps.some((step) => step.expression.includes('cdots'))).toBe(false);
          chainSteps.forEach((_, i) => {
            if (rs.length <= 6) expectRedoable(figure, ([, ...ns]) => factors(ns), i);
            // "n = …, t = 1 … 5", then "t = 6 … 10" from the product so far.
            else if (i === 0) expectRedoable(figure, ([, , , ...ns]) => factors(ns), i);
            else expectRedoable(figure, ([, , g, ...ns]) => g! * factors(ns), i);
          });
          expectRedoable(figure, ([g]) => g! - 1);
        },
      ),
    );
  });

  it('HHI and the effective number of stocks', () => {
    const holding = fc.record({
      name: fc.constant('주식'),
      sector: fc.constantFrom('IT', '금융'),
      value: fc.integer({ min: 1, max: 50_000_000 }),
    });
    fc.assert(
      fc.property(fc.array(holding, { minLength: 1, maxLength: 6 }), (holdings) => {
        const hhi = explainHhi(holdings);
        const share = (ns: number[]) =>
          sumOf(ns.flatMap((n, i) => (i % 3 === 0 ? [(n / ns[i + 1]!) ** ns[i + 2]!] : [])));
        expectRedoable(hhi, share);
        expectRedoable(explainEffectiveCount(hhi), ([one, h]) => one! / h!);
      }),
    );
  });
});

describe('the histogram says the rule it uses', () => {
  it('at most 10 bins: 400 values make 10 bars, not round(√400) = 20', () => {
    const xs = Array.from({ length: 400 }, (_, i) => i / 1_000);
    const histogram = explainHistogram(xs);
    expect(histogram.bins).toHaveLength(10);
    expect(histogram.formula).toContain('\\min(10,');
  });
});
