import { describe, expect, it } from 'vitest';
import { timeAxisLabels, volumeAxisLabels } from './axis-labels';

// 2026-03-09 09:00 KST = 00:00 UTC.
const at = (iso: string) => Date.parse(iso) / 1000;

describe('timeAxisLabels', () => {
  it('gives a week of intraday ticks their own day or time, never one date on every tick', () => {
    const splits = [
      at('2026-03-09T00:00:00Z'),
      at('2026-03-09T03:00:00Z'),
      at('2026-03-10T00:00:00Z'),
      at('2026-03-10T03:00:00Z'),
    ];
    expect(timeAxisLabels(splits, '1W')).toEqual(['3. 9.', '12:00', '3. 10.', '12:00']);
  });

  it('prints times on a day chart and days on a month chart', () => {
    const splits = [at('2026-03-09T00:00:00Z'), at('2026-03-09T01:30:00Z')];
    expect(timeAxisLabels(splits, '1D')).toEqual(['09:00', '10:30']);
    expect(timeAxisLabels(splits, '1M')).toEqual(['3. 9.', '3. 9.']);
  });
});

describe('volumeAxisLabels', () => {
  it.each([
    [
      [0, 20_000, 40_000],
      ['0.00', '0.02', '0.04'],
    ],
    [
      [0, 500_000, 1_000_000],
      ['0.0', '0.5', '1.0'],
    ],
    [
      [0, 2_000_000, 4_000_000],
      ['0', '2', '4'],
    ],
  ])('%j → %j (millions, no label twice)', (splits, labels) => {
    expect(volumeAxisLabels(splits)).toEqual(labels);
  });
});
