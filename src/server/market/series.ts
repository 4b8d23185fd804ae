import { nextBusinessDay } from '../../shared/domain/market/calendar';
import type { DailyBar } from '../../shared/schemas/market';
import type { Catalogue, Instrument } from './types';
import { calibrate, syntheticBar, type Calibration } from './sim-model';

/** One trading day of one stock as the engine plays it. */
export interface MarketDay extends DailyBar {
  previousClose: number;
  source: 'replay' | 'sim';
  /**
   * A replayed day the stock does not trade: KRX's own file says it did not (a real 거래정지, its
   * bar without trades), or the replay's sources have no verified bar of it (`noData`, a gap).
   */
  halted: boolean;
  noData: boolean;
}

/** The engine's trading days: the replayed real dates, then simulated business days. */
export interface Timeline {
  readonly replayDays: number;
  dateAt(day: number): string;
}

export function createTimeline(replayDates: string[], lastRealDate: string): Timeline {
  const dates = [...replayDates];
  let last = dates.at(-1) ?? lastRealDate;
  return {
    replayDays: replayDates.length,
    dateAt(day) {
      while (dates.length <= day) {
        last = nextBusinessDay(last);
        dates.push(last);
      }
      return dates[day] as string;
    },
  };
}

interface RealDay {
  bar: DailyBar;
  /** The close of the day before, when the data says it (never taken across a gap). */
  previousClose: number | undefined;
}

function realDays(segments: DailyBar[][]): Map<string, RealDay> {
  const out = new Map<string, RealDay>();
  for (const segment of segments)
    segment.forEach((bar, i) => {
      const previousClose = bar.previousClose ?? segment[i - 1]?.close;
      out.set(bar.date, { bar, previousClose });
    });
  return out;
}

export interface Series {
  readonly instrument: Instrument;
  day(index: number): MarketDay;
}

export function createSeries(deps: {
  catalogue: Catalogue;
  instrument: Instrument;
  timeline: Timeline;
  seed: number;
}): Series {
  const { catalogue, instrument, timeline, seed } = deps;
  const segments = catalogue.dailySegments(instrument.symbol);
  const real = realDays(segments);
  const ordered = segments.flat();
  let calibration: Calibration | undefined;
  const days: MarketDay[] = [];

  // Before a stock's first replayed bar (a halt, or a listing later in the replay) it stays flat
  // at its last real close, or at its first real open if it had not traded yet.
  function restingPrice(date: string): number {
    const before = ordered.filter((bar) => bar.date < date).at(-1);
    return (
      before?.close ?? ordered.find((bar) => bar.date > date)?.open ?? instrument.lastBar.close
    );
  }

  function compute(index: number): MarketDay {
    const date = timeline.dateAt(index);
    const previous = days[index - 1]?.close;
    if (index < timeline.replayDays) {
      const today = real.get(date);
      // KRX lists a day without trades with open, high and low of 0 (no volume): the price rests.
      const bar = today?.bar;
      if (!bar || bar.open <= 0 || bar.low <= 0 || bar.volume <= 0) {
        const price = bar && bar.close > 0 ? bar.close : (previous ?? restingPrice(date));
        const flat = { open: price, high: price, low: price, close: price, volume: 0 };
        const previousClose = today?.previousClose ?? previous ?? price;
        return { date, ...flat, previousClose, source: 'replay', halted: true, noData: !bar };
      }
      const previousClose = today.previousClose ?? previous ?? bar.open;
      return { ...bar, date, previousClose, source: 'replay', halted: false, noData: false };
    }
    const previousClose = previous ?? instrument.lastBar.close;
    calibration ??= calibrate(catalogue, instrument.symbol, instrument.market);
    const bar = syntheticBar({ ...instrument, seed, date, previousClose, calibration });
    return { ...bar, previousClose, source: 'sim', halted: false, noData: false };
  }

  return {
    instrument,
    day(index) {
      while (days.length <= index) days.push(compute(days.length));
      return days[index] as MarketDay;
    },
  };
}
