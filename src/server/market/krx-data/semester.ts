import type { DailyBar, Market } from '../../../shared/schemas/market';
import {
  unscaleWindow,
  type DateFlaw,
  type LeftOutReason,
  type Reference,
  type ReferenceCheck,
  type YahooBar,
} from './yahoo-scale';

export interface SemesterInput {
  market: Market;
  /** Every KRX business day of the semester, ascending. */
  tradingDays: string[];
  /** Raw KRX bars (the daily files), by date. */
  krx: Map<string, DailyBar>;
  /** Yahoo Finance bars (SOURCE.md §6), by date; empty when the stock has none. */
  yahoo: Map<string, YahooBar>;
  references: Map<string, Reference>;
  /** Dates unverifiable as a whole (found across all stocks by auditDates). */
  dateChecks?: Map<string, DateFlaw>;
}

type Counts = 'matched' | 'differ' | 'volumeFromReference' | 'referenceBars';
const COUNTS: Counts[] = ['matched', 'differ', 'volumeFromReference', 'referenceBars'];

export interface SemesterResult {
  /** The stock's days in order: raw KRX days and the checked Yahoo days between and after. */
  bars: DailyBar[];
  /** Days from Yahoo Finance that were kept. */
  fromYahoo: Set<string>;
  leftOut: { date: string; reason: LeftOutReason }[];
  /** Yahoo days with a raw reference: equal to it and kept, or unlike it and left out. */
  matched: number;
  differ: number;
  volumeFromReference: number;
  referenceBars: number;
  referenceChecks: ReferenceCheck[];
}

/** The runs of trading days without a raw KRX bar, from the stock's first raw day on. */
function missingRuns(days: string[], krx: Map<string, DailyBar>): string[][] {
  const first = days.findIndex((day) => krx.has(day));
  const runs: string[][] = [];
  if (first < 0) return runs;
  let run: string[] = [];
  for (const day of days.slice(first)) {
    if (!krx.has(day)) run.push(day);
    else if (run.length > 0) {
      runs.push(run);
      run = [];
    }
  }
  if (run.length > 0) runs.push(run);
  return runs;
}

/** raw = Yahoo × factor on a raw KRX day, when Yahoo has that day. */
function factorOn(day: string | undefined, input: SemesterInput): number | undefined {
  const raw = day === undefined ? undefined : input.krx.get(day);
  const bar = day === undefined ? undefined : input.yahoo.get(day);
  return raw && bar && bar.close > 0 && raw.close > 0 ? raw.close / bar.close : undefined;
}

/**
 * One stock's semester: its raw KRX days, and for the days between and after them Yahoo's bars
 * with the back-adjustment taken out (unscaleWindow), each kept only if it is on the tick grid,
 * agrees with every raw reference of that day and lies inside the day's price limits.
 */
export function semesterBars(input: SemesterInput): SemesterResult {
  const { tradingDays, krx, market } = input;
  const result: SemesterResult = {
    bars: [],
    fromYahoo: new Set(),
    leftOut: [],
    matched: 0,
    differ: 0,
    volumeFromReference: 0,
    referenceBars: 0,
    referenceChecks: [],
  };
  const filled = new Map<string, DailyBar>();
  for (const run of missingRuns(tradingDays, krx)) {
    const at = tradingDays.indexOf(run[0] as string);
    const dayBefore = tradingDays[at - 1];
    const dayAfter = tradingDays[at + run.length];
    const before = factorOn(dayBefore, input);
    if (before === undefined) {
      for (const date of run) result.leftOut.push({ date, reason: '야후 자료 없음' });
      continue;
    }
    const window = unscaleWindow({
      dates: run,
      market,
      yahoo: input.yahoo,
      references: input.references,
      before,
      after: factorOn(dayAfter, input),
      previousClose: krx.get(dayBefore as string)?.close,
      dateChecks: input.dateChecks,
    });
    result.leftOut.push(...window.leftOut);
    result.referenceChecks.push(...window.referenceChecks);
    for (const key of COUNTS) result[key] += window[key];
    for (const bar of window.bars) filled.set(bar.date, bar);
  }
  for (const day of tradingDays) {
    const bar = krx.get(day) ?? filled.get(day);
    if (!bar) continue;
    if (filled.has(day)) result.fromYahoo.add(day);
    result.bars.push(bar);
  }
  result.leftOut.sort((a, b) => a.date.localeCompare(b.date));
  return result;
}

/**
 * Yahoo days whose scale nothing confirms (docs/product/market-data.md#replay): the scale across the gap before them rests
 * on one off-grid Yahoo low while Yahoo's own series has no jump, so the bars would invent a
 * corporate action (코미코 ×2 on 07-01, no listed shares changed).
 */
export const UNVERIFIABLE_SCALES: ReadonlyArray<{ symbol: string; date: string; why: string }> = [
  {
    symbol: '183300',
    date: '2026-07-01',
    why: "scale rests on one off-grid Yahoo low; Yahoo's own series has no jump",
  },
];

/** Leaves out, in place, a stock's Yahoo days from an unverifiable scale's day to its next raw day. */
export function leaveOutUnverifiableScales(symbol: string, result: SemesterResult): void {
  for (const { date } of UNVERIFIABLE_SCALES.filter((u) => u.symbol === symbol)) {
    const from = result.bars.findIndex((bar) => bar.date === date);
    if (from < 0) continue;
    let to = from;
    while (to < result.bars.length && result.fromYahoo.has(result.bars[to]?.date as string)) to++;
    for (const bar of result.bars.splice(from, to - from)) {
      result.fromYahoo.delete(bar.date);
      result.leftOut.push({ date: bar.date, reason: '배율 판정 불가' });
    }
    result.leftOut.sort((a, b) => a.date.localeCompare(b.date));
  }
}
