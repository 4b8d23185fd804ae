import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { explainHistogram } from './distribution';
import { roundRatio, SHOWN_DECIMALS, type Explained, type MetricUnit } from './explained';
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

// + 0: −0.00 % and 0.00 % print alike.
const printed = (value: number, unit: MetricUnit) =>
  Math.round(value * 10 ** (SHOWN_DECIMALS[unit] + (unit === 'ratio' ? 2 : 0))) + 0;

function expectRedoable(figure: Explained, redo: (xs: number[]) => number, step = -1) {
  const shown = figure.steps.at(step)!;
  if (shown.value === null) return;
  const unit = shown.unit ?? figure.unit;
  expect(printed(roundRatio(redo(operandsOf(shown.expression))), unit), shown.expression).toBe(
    printed(shown.value, unit),
  );
}

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
      }),
    );
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
});

describe('the histogram says the rule it uses', () => {
  it('at most 10 bins: 400 values make 10 bars, not round(√400) = 20', () => {
    const xs = Array.from({ length: 400 }, (_, i) => i / 1_000);
    const histogram = explainHistogram(xs);
    expect(histogram.bins).toHaveLength(10);
    expect(histogram.formula).toContain('\\min(10,');
  });
});
