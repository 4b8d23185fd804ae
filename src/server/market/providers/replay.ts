import { isMarketOpen, kstDate, previousBusinessDay } from '../../../shared/domain/market/calendar';
import type { Clock } from '../../clock';
import { createMarketEngine, type MarketEngine, type MarketEngineOptions } from '../engine';
import { elapsedOf, realtimeInstant } from '../pacing';
import type { Catalogue } from '../types';

// The dates of the largest stocks stand for the market's trading days: they trade every day,
// and reading every stock's history at start-up would cost more than it tells. Only the days from
// the catalogue's replayFrom are played; the history before it is what the first day's charts show.
const REFERENCE_STOCKS = 20;

const datesByCatalogue = new WeakMap<Catalogue, string[]>();

/**
 * The real days a replay plays: the largest stocks' days, less those on which most of the market
 * has no bar in our data (2026-03-27, 04-01: SOURCE.md §6's Yahoo rows were not final; 06-10: 173
 * of about 1,550 stocks). KRX was open then, but a day on which a class can trade almost nothing
 * teaches nothing: such a day is skipped like the missing days of February (docs/product/market-data.md#replay).
 */
export function realTradingDates(catalogue: Catalogue): string[] {
  const known = datesByCatalogue.get(catalogue);
  if (known) return known;
  const from = catalogue.replayFrom();
  const instruments = catalogue.instruments();
  const largest = [...instruments]
    .sort((a, b) => b.marketCap - a.marketCap)
    .slice(0, REFERENCE_STOCKS);
  const dates = new Set<string>();
  for (const { symbol } of largest)
    for (const segment of catalogue.dailySegments(symbol))
      for (const bar of segment) if (bar.date >= from) dates.add(bar.date);
  const priced = pricedStocksByDate(catalogue);
  const sorted = [...dates].sort();
  const played = sorted.filter((date, at) => !isWholeMarketGap(priced, sorted, at));
  datesByCatalogue.set(catalogue, played);
  return played;
}

function pricedStocksByDate(catalogue: Catalogue): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { symbol } of catalogue.instruments())
    for (const segment of catalogue.dailySegments(symbol))
      for (const { date } of segment) counts.set(date, (counts.get(date) ?? 0) + 1);
  return counts;
}

// Measured against the days around it, not the whole catalogue: before 2026 only the largest
// stocks have data, and those days are real whole-market days for the charts' history.
function isWholeMarketGap(priced: Map<string, number>, dates: string[], at: number): boolean {
  const around = Math.max(
    priced.get(dates[at - 1] ?? '') ?? 0,
    priced.get(dates[at + 1] ?? '') ?? 0,
  );
  return (priced.get(dates[at] as string) ?? 0) * 2 < around;
}

/** The last day with real data; with no data at all (an empty catalogue), the last business day. */
export function lastRealDateOf(dates: string[], today: Date): string {
  return dates.at(-1) ?? previousBusinessDay(kstDate(today));
}

// A skipped whole-market day or two (03-27, 04-01, 06-10) does not end a run of days with data;
// a longer hole (February's 02-23 … 03-05) is a gap in the sources and does.
const MARKET_HOLE_DAYS = 3;

function businessDaysBetween(from: string, to: string): number {
  let count = 0;
  for (let day = previousBusinessDay(to); day > from; day = previousBusinessDay(day)) count += 1;
  return count;
}

/** The first date of the latest run of business days with data (short skipped holes inside). */
export function latestSegmentStart(dates: string[]): string | undefined {
  let start = dates.length - 1;
  while (
    start > 0 &&
    businessDaysBetween(dates[start - 1] as string, dates[start] as string) <= MARKET_HOLE_DAYS
  )
    start -= 1;
  return dates[start];
}

// Chart history a class sees before the first replayed day: a 1M chart is full on day one.
const HISTORY_DAYS = 20;
const MIDDLE_STOCKS = 21;

/**
 * The first day the whole market has data. The largest stocks reach back to 2023, but a class
 * trades the rest of the market too; the stocks of middling size say where everyone's data starts.
 */
export function wholeMarketStart(catalogue: Catalogue): string | undefined {
  const bySize = [...catalogue.instruments()].sort((a, b) => b.marketCap - a.marketCap);
  const from = Math.max(0, Math.floor((bySize.length - MIDDLE_STOCKS) / 2));
  const firstDates = bySize
    .slice(from, from + MIDDLE_STOCKS)
    .map(({ symbol }) => catalogue.dailySegments(symbol)[0]?.[0]?.date)
    .filter((date): date is string => date !== undefined)
    .sort();
  return firstDates[Math.floor(firstDates.length / 2)];
}

/**
 * Where a real-time replay starts unless the admin says otherwise: as early as possible (a
 * semester is long) while leaving 20 real days of whole-market history for the charts.
 */
export function defaultRealtimeStart(wholeMarketDates: string[]): string | undefined {
  return wholeMarketDates[Math.min(HISTORY_DAYS, wholeMarketDates.length - 1)];
}

/**
 * The days to replay: from the start date (default: the first day of the latest continuous
 * segment) to the end of the data. A start before a data gap walks the gap-separated segments one
 * after another; the missing days are skipped, never invented.
 */
export function replayPlan(catalogue: Catalogue, today: Date, startDate?: string) {
  const dates = realTradingDates(catalogue);
  const start = startDate ?? latestSegmentStart(dates) ?? '';
  return {
    replayDates: dates.filter((date) => date >= start),
    lastRealDate: lastRealDateOf(dates, today),
  };
}

export type ProviderOptions = Omit<
  MarketEngineOptions,
  'provider' | 'replayDates' | 'lastRealDate'
> & { clock: Clock };

// At real-time pace a replayed day lasts the real 6½-hour session.
export const REAL_DAY_MINUTES = 390;

/** 빠르게: a day every `dayMinutes`, always open. 실제 시간: one day per KRX business day, in its session. */
export type ReplayPacing = { pace: 'fast' } | { pace: 'realtime'; anchorDate: string };

export function createReplayProvider({
  clock,
  startDate,
  pacing = { pace: 'fast' },
  onDayClosed,
  ...options
}: ProviderOptions & { startDate?: string; pacing?: ReplayPacing }): MarketEngine {
  const plan = replayPlan(options.catalogue, clock.now(), startDate);
  if (pacing.pace === 'fast')
    return createMarketEngine({ ...options, ...plan, provider: 'replay', onDayClosed });
  // At 실제 시간 a replayed day closes at the school's own 15:30: the KST close's snapshot is its.
  const dayMs = REAL_DAY_MINUTES * 60_000;
  return createMarketEngine({
    ...options,
    ...plan,
    provider: 'replay',
    dayMinutes: REAL_DAY_MINUTES,
    elapsedAt: () => elapsedOf(realtimeInstant(clock.now(), pacing.anchorDate), dayMs),
    isOpen: () => isMarketOpen(clock.now()),
  });
}
