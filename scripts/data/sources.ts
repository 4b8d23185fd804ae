// Readers of the source data set (../shared/data/krx, described by its SOURCE.md): each returns
// plain maps for the pure functions in src/server/market/krx-data.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DailyBar } from '../../src/shared/schemas/market';
import { csvRecords } from '../../src/server/market/krx-data/csv';
import type { Reference, YahooBar } from '../../src/server/market/krx-data/yahoo-scale';

export type Row = Record<string, string>;
export const num = (text: string | undefined) => Number(text || 0);

export function sourceReader(sourceDir: string) {
  const read = (path: string): Row[] => csvRecords(readFileSync(join(sourceDir, path), 'utf8'));
  const list = (folder: string) => readdirSync(join(sourceDir, folder)).sort();
  return { dir: sourceDir, read, list };
}
export type SourceReader = ReturnType<typeof sourceReader>;

/** A bar from a KRX daily row; a day without trades (open, high, low 0) rests at its close. */
export function krxBar(date: string, row: Row): DailyBar {
  const close = num(row.Close);
  const traded = num(row.Open) > 0 && num(row.Low) > 0;
  return {
    date,
    open: traded ? num(row.Open) : close,
    high: traded ? num(row.High) : close,
    low: traded ? num(row.Low) : close,
    close,
    volume: traded ? num(row.Volume) : 0,
    previousClose: close - num(row.Changes),
  };
}

export interface KrxDays {
  bars: Map<string, Map<string, DailyBar>>;
  /** Listed shares by symbol and date (the daily files' Stocks). */
  shares: Map<string, Map<string, number>>;
}

function put<T>(map: Map<string, Map<string, T>>, symbol: string, date: string, value: T) {
  const inner = map.get(symbol) ?? new Map<string, T>();
  inner.set(date, value);
  map.set(symbol, inner);
}

function krxDayCollector(symbols: Set<string>) {
  const out: KrxDays = { bars: new Map(), shares: new Map() };
  const add = (date: string, row: Row) => {
    const symbol = row.Code ?? '';
    if (!symbols.has(symbol) || num(row.Close) <= 0) return;
    put(out.bars, symbol, date, krxBar(date, row));
    if (num(row.Stocks) > 0) put(out.shares, symbol, date, num(row.Stocks));
  };
  return { out, add };
}

/** All 2026 raw KRX daily rows: the marcap file (Jan–Feb) and the daily files (March). */
export function krxDays(source: SourceReader, symbols: Set<string>): KrxDays {
  const { out, add } = krxDayCollector(symbols);
  for (const row of source.read('ohlcv/daily_all/marcap-2026_2026-01-02_2026-02-20.csv'))
    add(row.Date ?? '', row);
  for (const file of source.list('ohlcv/daily_all').filter((f) => /^krx_daily_/.test(f))) {
    const date = file.slice('krx_daily_'.length, -'.csv'.length);
    for (const row of source.read(join('ohlcv/daily_all', file))) add(date, row);
  }
  return out;
}

const NOA_FOLDER = 'ohlcv/noa_krx';
const NOA_FILE = /^(\d{4}-\d\d-\d\d)_(KOSPI|KOSDAQ)\.csv$/;

/**
 * SOURCE.md §11: KRX's own 전종목 시세 of every KOSPI and KOSDAQ stock, 2025-10-29 … 12-30, raw.
 * The file has no date column: the date is in the file's name (the commit's trading day).
 */
export function noaKrxDays(source: SourceReader, symbols: Set<string>): KrxDays {
  const { out, add } = krxDayCollector(symbols);
  for (const file of source.list(NOA_FOLDER)) {
    const date = NOA_FILE.exec(file)?.[1];
    if (!date) continue;
    for (const row of source.read(join(NOA_FOLDER, file)))
      add(date, {
        Code: row['단축코드'] ?? '',
        Close: row['종가'] ?? '',
        Changes: row['대비'] ?? '',
        Open: row['시가'] ?? '',
        High: row['고가'] ?? '',
        Low: row['저가'] ?? '',
        Volume: row['거래량'] ?? '',
        Stocks: row['상장주식수'] ?? '',
      });
  }
  return out;
}

/** SOURCE.md §6: per-stock Yahoo Finance bars (floats, back-adjusted where an action followed). */
export function yahooBars(source: SourceReader, symbol: string): Map<string, YahooBar> {
  const out = new Map<string, YahooBar>();
  let rows: Row[];
  try {
    rows = source.read(`ohlcv/yahoo_sfd/${symbol}.csv`);
  } catch {
    return out;
  }
  for (const row of rows) {
    const bar = {
      open: num(row.open),
      high: num(row.high),
      low: num(row.low),
      close: num(row.close),
      volume: num(row.volume),
    };
    if (bar.close > 0) out.set(row.date ?? '', bar);
  }
  return out;
}

/**
 * The KST trading day whose final bars a KOSDAQ cache version holds (SOURCE.md §8), or undefined
 * for a version whose prices were still moving when it was committed. A version committed in the
 * first minutes of a session (the six 09:0x KST commits of April) still holds the previous
 * session's bars: the source's first update of a day comes later. That reading is not taken on
 * trust: every such day goes through the same date audit as the rest, which would refuse a day
 * whose bars disagree with Yahoo's.
 */
export function kosdaqTradeDate(commitTimeUtc: string, tradingDays: readonly string[]) {
  const kst = new Date(Date.parse(commitTimeUtc) + 9 * 3_600_000);
  const minutes = kst.getUTCHours() * 60 + kst.getUTCMinutes();
  if (minutes >= SOURCE_FIRST_UPDATE && minutes < AFTER_HOURS_END) return undefined;
  const commitDay = kst.toISOString().slice(0, 10);
  const sessionOver = minutes >= AFTER_HOURS_END;
  return tradingDays.findLast((day) => (sessionOver ? day <= commitDay : day < commitDay));
}

// 09:10 KST: the earliest version with the day's own prices is later than this (none in §8 is
// between 09:08 and 11:17). 18:00 KST: KRX's after-hours single-price trading ends and the day's
// volume is final.
const SOURCE_FIRST_UPDATE = 9 * 60 + 10;
const AFTER_HOURS_END = 18 * 60;

export interface References {
  prices: Map<string, Map<string, Reference>>;
  shares: Map<string, Map<string, number>>;
  days: { kospiCloses: number; kosdaqBars: number };
}

/** SOURCE.md §8: raw KRX KOSPI closes and every KOSDAQ stock's bar on 15 days of April. */
export function references(source: SourceReader, tradingDays: readonly string[]): References {
  const out: References = { prices: new Map(), shares: new Map(), days: { kospiCloses: 0, kosdaqBars: 0 } };
  for (const row of source.read('reference/krx_raw_kospi_closes_nextinvestment.csv')) {
    if (num(row.close) <= 0) continue;
    const volume = num(row.volume);
    const reference = volume > 0 ? { close: num(row.close), volume } : { close: num(row.close) };
    put(out.prices, row.code ?? '', row.date ?? '', reference);
    out.days.kospiCloses += 1;
  }
  const folder = 'reference/kosdaq_raw_2026-04';
  for (const version of source.read(join(folder, 'MANIFEST.csv'))) {
    const date = kosdaqTradeDate(version.commit_time ?? '', tradingDays);
    if (!date) continue;
    for (const row of source.read(join(folder, version.out_file ?? ''))) {
      if (num(row.close) <= 0) continue;
      const traded = num(row.open) > 0;
      const close = num(row.close);
      put(out.prices, row.code ?? '', date, {
        close,
        open: traded ? num(row.open) : close,
        high: traded ? num(row.high) : close,
        low: traded ? num(row.low) : close,
        volume: num(row.volume),
      });
      if (num(row.shares) > 0) put(out.shares, row.code ?? '', date, num(row.shares));
      out.days.kosdaqBars += 1;
    }
  }
  return out;
}
