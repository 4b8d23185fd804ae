import { kstDate, previousBusinessDay } from '../../../shared/domain/market/calendar';
import type { Clock } from '../../clock';
import { createMarketEngine, type MarketEngine, type MarketEngineOptions } from '../engine';
import type { Catalogue } from '../types';

// The dates of the largest stocks stand for the market's trading days: they trade every day,
// and reading every stock's history at start-up would cost more than it tells.
const REFERENCE_STOCKS = 20;

export function realTradingDates(catalogue: Catalogue): string[] {
  const largest = [...catalogue.instruments()]
    .sort((a, b) => b.marketCap - a.marketCap)
    .slice(0, REFERENCE_STOCKS);
  const dates = new Set<string>();
  for (const { symbol } of largest)
    for (const segment of catalogue.dailySegments(symbol))
      for (const bar of segment) dates.add(bar.date);
  return [...dates].sort();
}

/** The last day with real data; with no data at all (an empty catalogue), the last business day. */
export function lastRealDateOf(dates: string[], today: Date): string {
  return dates.at(-1) ?? previousBusinessDay(kstDate(today));
}

/** The first date of the latest run of consecutive business days with data. */
export function latestSegmentStart(dates: string[]): string | undefined {
  let start = dates.length - 1;
  while (start > 0 && previousBusinessDay(dates[start] as string) === dates[start - 1]) start -= 1;
  return dates[start];
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

export function createReplayProvider({
  clock,
  startDate,
  ...options
}: ProviderOptions & { startDate?: string }): MarketEngine {
  const plan = replayPlan(options.catalogue, clock.now(), startDate);
  return createMarketEngine({ ...options, ...plan, provider: 'replay' });
}
