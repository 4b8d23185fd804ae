import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { explainTimeWeightedReturn, type ChainMemo } from './two-returns';

const dailyReturn = fc.double({ min: -0.3, max: 0.3, noNaN: true });

describe('a remembered chain (the leaderboard revalues every student on each price move)', () => {
  it('writes the same explanation as a fresh one, whatever changed since the last', () => {
    fc.assert(
      fc.property(
        fc.array(dailyReturn, { minLength: 1, maxLength: 60 }),
        fc.array(fc.record({ at: fc.nat(), value: dailyReturn, grow: fc.boolean() }), {
          minLength: 1,
          maxLength: 6,
        }),
        (first, changes) => {
          const memo: ChainMemo = {};
          let daily = first;
          expect(explainTimeWeightedReturn(daily, undefined, memo)).toEqual(
            explainTimeWeightedReturn(daily),
          );
          // A tick moves the live day, a close adds a day, a correction rewrites an old one.
          for (const change of changes) {
            daily = change.grow
              ? [...daily, change.value]
              : daily.with(change.at % daily.length, change.value);
            expect(explainTimeWeightedReturn(daily, undefined, memo)).toEqual(
              explainTimeWeightedReturn(daily),
            );
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('takes a price move’s unchanged days from the memo instead of writing them again', () => {
    const memo: ChainMemo = {};
    const days = Array.from({ length: 128 }, (_, t) => ((t % 7) - 3) / 100);
    const before = explainTimeWeightedReturn(days, undefined, memo);
    const after = explainTimeWeightedReturn(days.with(127, 0.05), undefined, memo);
    // 26 steps of five factors and the final "− 1": all but the last factor step are the same objects.
    expect(after.steps).toHaveLength(27);
    expect(after.steps.slice(0, 25).every((step, i) => step === before.steps[i])).toBe(true);
    expect(after.steps[25]).not.toEqual(before.steps[25]);
    expect(after.value).not.toBe(before.value);
  });
});
