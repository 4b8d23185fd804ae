import { describe, expect, it } from 'vitest';
import { kstInstant } from '../../shared/domain/market/calendar';
import { coverage, longestRun, runAverages, splitAtGaps, type ChartPoint } from './chart-series';

const at = (date: string, minuteOfDay = 9 * 60) => new Date(kstInstant(date, minuteOfDay));
const point = (timestamp: Date, close = 100): ChartPoint => ({
  timestamp: timestamp.toISOString(),
  open: close,
  high: close,
  low: close,
  close,
  volume: 1,
});
const daily = (...dates: string[]) => dates.map((date, i) => point(at(date), 100 + i));
const dates = (runs: ChartPoint[][]) =>
  runs.map((run) => run.map((p) => new Date(p.timestamp).toISOString().slice(0, 10)));

describe('splitAtGaps', () => {
  it('keeps weekends and holidays inside a run (02-16 … 02-18 are 설날)', () => {
    expect(splitAtGaps(daily('2026-02-13', '2026-02-19', '2026-02-20'))).toHaveLength(1);
  });

  it('breaks at the 2026-02-23 … 03-05 data gap', () => {
    const runs = splitAtGaps(daily('2026-02-19', '2026-02-20', '2026-03-06', '2026-03-09'));
    expect(dates(runs)).toEqual([
      ['2026-02-19', '2026-02-20'],
      ['2026-03-06', '2026-03-09'],
    ]);
  });

  it('breaks at a single missing business day (a trading halt)', () => {
    expect(splitAtGaps(daily('2026-03-09', '2026-03-11'))).toHaveLength(2);
  });

  it('joins one day’s minutes and the next day’s open, but not minutes never recorded', () => {
    const minutes = [
      point(at('2026-03-06', 15 * 60 + 25)),
      point(at('2026-03-09', 9 * 60)),
      point(at('2026-03-09', 9 * 60 + 5)),
      point(at('2026-03-09', 10 * 60)),
    ];
    expect(splitAtGaps(minutes).map((run) => run.length)).toEqual([3, 1]);
  });
});

describe('runAverages and longestRun', () => {
  it('never averages across a gap', () => {
    const runs = splitAtGaps(daily('2026-02-19', '2026-02-20', '2026-03-06', '2026-03-09'));
    // closes 100, 101 | 102, 103
    expect(runAverages(runs, 2)).toEqual([
      [null, 100.5],
      [null, 102.5],
    ]);
    expect(longestRun(runs)).toBe(2);
  });
});

describe('coverage', () => {
  it('names the first and last bar and the missing days between runs', () => {
    const runs = splitAtGaps(daily('2026-02-19', '2026-02-20', '2026-03-06'));
    expect(coverage(runs)).toEqual({
      from: at('2026-02-19').getTime(),
      to: at('2026-03-06').getTime(),
      missing: [{ from: '2026-02-23', to: '2026-03-05' }],
    });
  });

  it('names the days a daily period lacks before its first bar', () => {
    // 1M back from 2026-03-06 starts after 02-03: 02-04 is the first business day expected.
    const runs = splitAtGaps(daily('2026-02-20', '2026-03-06'));
    expect(coverage(runs, '1M')?.missing).toEqual([
      { from: '2026-02-04', to: '2026-02-19' },
      { from: '2026-02-23', to: '2026-03-05' },
    ]);
  });

  it('is null without data', () => {
    expect(coverage([])).toBeNull();
  });
});
