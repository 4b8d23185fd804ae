import { nextBusinessDay } from '../../shared/domain/market/calendar';
import { roundToTick } from '../../shared/domain/market/tick-size';
import type { DailyBar, Market } from '../../shared/schemas/market';
import { seeded } from '../market/random';
import type { IndexName } from '../market/krx-data/format';
import type { Catalogue, CorporateAction, Instrument, IntradaySnapshot } from '../market/types';
import { realMarchBars } from './krx-fixture';

export interface TestStock {
  symbol: string;
  name: string;
  market: Market;
  sector?: string;
  marketCap?: number;
  segments: DailyBar[][];
  /** The last day the replay has a bar of it, where that is before the replay's end. */
  dataUntil?: string;
}

/** An in-memory Catalogue over the given stocks (the engine only sees the interface). */
export function buildCatalogue(
  stocks: TestStock[],
  indexBars: DailyBar[] = [],
  extra: {
    corporateActions?: CorporateAction[];
    yahooDates?: string[];
    /** The replay's first day; the stocks' bars before it are history only. */
    replayFrom?: string;
    /** Bars of one index where it differs from `indexBars` (which stands for every index). */
    indices?: Partial<Record<IndexName, DailyBar[]>>;
    /** Per symbol or index name, then date: the real session's snapshots. */
    snapshots?: Record<string, Record<string, IntradaySnapshot[]>>;
  } = {},
): Catalogue {
  const instruments = stocks.map((stock): Instrument => ({
    symbol: stock.symbol,
    name: stock.name,
    market: stock.market,
    sector: stock.sector ?? '기타',
    isPreferred: false,
    isSpac: false,
    listedShares: 1_000_000,
    marketCap: stock.marketCap ?? 1_000_000_000,
    lastBar: stock.segments.flat().at(-1) as DailyBar,
    ...(stock.dataUntil !== undefined && { dataUntil: stock.dataUntil }),
  }));
  const bySymbol = new Map(instruments.map((i) => [i.symbol, i]));
  const segments = new Map(stocks.map((s) => [s.symbol, s.segments]));
  return {
    instruments: () => instruments,
    get: (symbol) => bySymbol.get(symbol),
    dailySegments: (symbol) => segments.get(symbol) ?? [],
    indexBars: (name) => extra.indices?.[name] ?? indexBars,
    replayFrom: () => extra.replayFrom ?? '',
    stockSource: (date) => (extra.yahooDates?.includes(date) ? 'yahoo' : 'krx'),
    intradaySnapshots: (symbol, date) => extra.snapshots?.[symbol]?.[date] ?? [],
    corporateActions: () => extra.corporateActions ?? [],
  };
}

export function businessDays(from: string, to: string): string[] {
  const out = [];
  for (let day = from; day <= to; day = nextBusinessDay(day)) out.push(day);
  return out;
}

// The two 2026 segments of the embedded data, split by its 2026-02-23 … 03-05 gap.
export const janFebDates = businessDays('2026-01-02', '2026-02-20');
export const marchDates = businessDays('2026-03-06', '2026-03-20');

/** Made-up but well-formed daily bars on the tick grid, for engine and load tests. */
export function syntheticBars(seed: string, dates: string[], start: number): DailyBar[] {
  const random = seeded('bars', seed);
  let close = start;
  return dates.map((date) => {
    const open = roundToTick(close * (1 + (random() - 0.5) * 0.02), 'nearest');
    const next = roundToTick(close * (1 + (random() - 0.5) * 0.08), 'nearest');
    const high = roundToTick(Math.max(open, next) * (1 + random() * 0.02), 'down');
    const low = roundToTick(Math.min(open, next) * (1 - random() * 0.02), 'up');
    close = next;
    const volume = Math.round(50_000 + random() * 500_000);
    return {
      date,
      open,
      high: Math.max(high, open, next),
      low: Math.min(low, open, next),
      close,
      volume,
    };
  });
}

export function syntheticStock(
  n: number,
  market: Market = n % 3 === 0 ? 'KOSDAQ' : 'KOSPI',
): TestStock {
  const symbol = `9${String(n).padStart(5, '0')}`;
  const start = [1_200, 3_300, 14_000, 42_000, 150_000, 420_000, 780_000][n % 7] as number;
  const all = syntheticBars(symbol, [...janFebDates, ...marchDates], start);
  return {
    symbol,
    name: `테스트종목${n}`,
    market,
    marketCap: 1_000_000_000 - n,
    segments: [all.slice(0, janFebDates.length), all.slice(janFebDates.length)],
  };
}

const realNames: Record<keyof typeof realMarchBars, [string, Market, string]> = {
  '005930': ['삼성전자', 'KOSPI', '전기전자'],
  '000660': ['SK하이닉스', 'KOSPI', '전기전자'],
  '035720': ['카카오', 'KOSPI', '서비스업'],
  '263750': ['펄어비스', 'KOSDAQ GLOBAL', '서비스업'],
};

/** Four real stocks (March 2026 only) plus `synthetic` made-up ones with two segments each. */
export function createTestCatalogue(synthetic = 4): Catalogue {
  const real = Object.entries(realMarchBars).map(([symbol, bars], i): TestStock => {
    const [name, market, sector] = realNames[symbol as keyof typeof realMarchBars];
    return { symbol, name, market, sector, marketCap: 10 ** 15 - i, segments: [bars] };
  });
  const made = Array.from({ length: synthetic }, (_, n) => syntheticStock(n + 1));
  const index = syntheticBars('KOSPI', businessDays('2025-10-01', '2026-03-20'), 5_000);
  return buildCatalogue([...real, ...made], index);
}
