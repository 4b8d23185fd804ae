import type { DailyBar } from '../../../shared/schemas/market';
import type { Catalogue, CorporateAction, Instrument } from '../types';

// The files under data/krx: written by scripts/build-data.ts, read by ../catalogue.ts.
export const CATALOGUE_FILE = 'catalogue.json';
export const DAILY_FILE = 'daily.json.gz';
export const INTRADAY_FILE = 'intraday.json.gz';
export const CORPORATE_ACTIONS_FILE = 'corporate-actions.json';

export type IndexName = Parameters<Catalogue['indexBars']>[0];
export const INDEX_NAMES: IndexName[] = ['KOSPI', 'KOSDAQ', 'KOSPI200'];

export interface CatalogueFile {
  source: string;
  /** The trade date of the listing snapshot. */
  asOf: string;
  instruments: Instrument[];
}

/**
 * One continuous segment of daily bars as a flat list, 7 numbers a bar: date index, open, high,
 * low, close, volume, previous close. The previous close is 0 unless the source states one that
 * the bar before does not give (the first bar of a segment, or a KRX base price after a split).
 * Flat lists parse several times faster than one small array per bar.
 */
export type FlatSegment = number[];
const STRIDE = 7;
export const SNAPSHOT_STRIDE = 5;

export interface DailyFile {
  /** Every date a bar refers to, ascending. */
  dates: string[];
  /** Per symbol, its continuous segments, oldest first. */
  stocks: Record<string, FlatSegment[]>;
  indices: Record<IndexName, FlatSegment[]>;
  /**
   * Dates whose stock bars reached us through Yahoo Finance (SOURCE.md §6) rather than a raw KRX
   * file: they were un-scaled and checked, and their price label names Yahoo Finance.
   * An index bar with open, high and low 0 is close-only (SOURCE.md §7).
   */
  yahooDates: string[];
  /** The replay's first day: the bars before it are the real history its charts start with. */
  replayFrom?: string;
}

/**
 * Snapshots taken during the session (SOURCE.md §9): per symbol (or index name) and date, a flat
 * list of 5 numbers a snapshot: KST minutes since midnight, last price (on the tick grid), high
 * so far, low so far, volume so far. The replay passes through each of them.
 */
export interface IntradayFile {
  stocks: Record<string, Record<string, number[]>>;
  indices: Partial<Record<IndexName, Record<string, number[]>>>;
}

export interface CorporateActionsFile {
  source: string;
  actions: CorporateAction[];
}

export function encodeSegments(
  segments: DailyBar[][],
  dateIndex: Map<string, number>,
): FlatSegment[] {
  return segments.map((segment) =>
    segment.flatMap((bar, i) => {
      const day = dateIndex.get(bar.date);
      if (day === undefined) throw new Error(`date ${bar.date} is not in the date table`);
      const stated = bar.previousClose ?? 0;
      const previousClose = stated === segment[i - 1]?.close ? 0 : stated;
      return [day, bar.open, bar.high, bar.low, bar.close, bar.volume, previousClose];
    }),
  );
}

export function decodeSegments(segments: FlatSegment[], dates: string[]): DailyBar[][] {
  return segments.map((flat) => {
    const bars: DailyBar[] = [];
    for (let i = 0; i + STRIDE <= flat.length; i += STRIDE) {
      const [day = 0, open = 0, high = 0, low = 0, close = 0, volume = 0, previousClose = 0] =
        flat.slice(i, i + STRIDE);
      const bar: DailyBar = { date: dates[day] ?? '', open, high, low, close, volume };
      if (previousClose > 0) bar.previousClose = previousClose;
      bars.push(bar);
    }
    return bars;
  });
}
