import { priceChange } from '../../shared/domain/market/price-change';
import type {
  DailyBar,
  IndexLevel,
  MarketIndexName as IndexName,
} from '../../shared/schemas/market';
import { createDayPath, type DayPath } from './day-path';
import { seeded } from './random';
import { snapshotCheckpoints } from './replayed-day';
import type { Catalogue, IntradaySnapshot } from './types';

// Index levels are walked in whole hundredths: KRX quotes them to 0.01 points.
const toHundredths = (points: number) => Math.round(points * 100);

interface IndexDay {
  date: string;
  path: DayPath;
  previousClose: number;
}

function hundredthsOf(bar: DailyBar, previousClose: number | undefined): DailyBar {
  const close = toHundredths(bar.close);
  // A close-only day (SOURCE.md §7: open, high and low 0) walks from the previous close to its own.
  if (bar.open <= 0 || bar.high <= 0 || bar.low <= 0) {
    const open = previousClose ?? close;
    return { ...bar, open, close, high: Math.max(open, close), low: Math.min(open, close) };
  }
  const [open, high, low] = [bar.open, bar.high, bar.low].map(toHundredths) as number[];
  return { ...bar, open: open as number, high: high as number, low: low as number, close };
}

function inHundredths(snapshots: IntradaySnapshot[]): IntradaySnapshot[] {
  return snapshots.map((s) => ({
    ...s,
    price: toHundredths(s.price),
    high: toHundredths(s.high),
    low: toHundredths(s.low),
  }));
}

/**
 * KOSPI and KOSDAQ beside the stocks: each replayed day walks a seeded path through the index's
 * real bar (and its snapshots), so the level exists at every moment of a day the data covers.
 * A day the data lacks has no level: none is invented.
 */
export function createIndexReplay(deps: { catalogue: Catalogue; seed: number; steps: number }) {
  const { catalogue, seed, steps } = deps;
  const byDate = new Map<IndexName, Map<string, { bar: DailyBar; previousClose?: number }>>();
  const playing = new Map<IndexName, IndexDay>();

  function barsOf(name: IndexName) {
    const found = byDate.get(name);
    if (found) return found;
    const bars = new Map<string, { bar: DailyBar; previousClose?: number }>();
    let previous: number | undefined;
    for (const bar of catalogue.indexBars(name)) {
      bars.set(bar.date, { bar, previousClose: previous });
      previous = toHundredths(bar.close);
    }
    byDate.set(name, bars);
    return bars;
  }

  function dayOf(name: IndexName, date: string): IndexDay | undefined {
    const known = playing.get(name);
    if (known?.date === date) return known;
    const found = barsOf(name).get(date);
    if (!found) return undefined;
    const target = hundredthsOf(found.bar, found.previousClose);
    const snapshots = inHundredths(catalogue.intradaySnapshots(name, date));
    const path = createDayPath(target, steps, seeded(seed, name, date, 'index'), {
      round: Math.round,
      checkpoints: snapshotCheckpoints(snapshots, date, steps),
    });
    const day = { date, path, previousClose: found.previousClose ?? target.open };
    playing.set(name, day);
    return day;
  }

  return {
    /** The level at a replayed moment; undefined where the data has no bar for that day. */
    level(
      name: IndexName,
      at: { date: string; step: number; label: string },
    ): IndexLevel | undefined {
      const day = dayOf(name, at.date);
      if (!day) return undefined;
      day.path.advanceTo(at.step);
      const { change, changePercent } = priceChange(day.path.price, day.previousClose);
      return {
        level: day.path.price / 100,
        previousClose: day.previousClose / 100,
        change: change / 100,
        changePercent,
        label: at.label,
      };
    },
  };
}
