import { addDays, sessionOf } from '../../shared/domain/market/calendar';
import { DomainError } from '../../shared/domain/domain-error';
import { messages } from '../../shared/messages';
import type {
  ChartPeriod,
  ChartPoint,
  DailyBar,
  NewsItem,
  OrderBook,
  PriceRecord,
  Quote,
  StockPriceRecord,
  UpdateAllPricesResult,
} from '../../shared/schemas/market';
import type { Db } from '../db/connection';
import { minuteBarsRepo, type MinuteBar } from '../db/repos/minute-bars.repo';
import type { BarRecorder } from '../market/bar-recorder';
import type { MarketEngine } from '../market/engine';
import type { PriceStore } from '../market/price-store';
import type { Catalogue, Instrument } from '../market/types';

export interface MarketDataDeps {
  db: Db;
  catalogue: Catalogue;
  prices: PriceStore;
  market: MarketEngine;
  bars?: BarRecorder;
}

// Daily history is shown as one run: an earlier data segment joins only when the gap before the
// next one is short (2026-02-20 → 03-06, the same unadjusted KRX series). The 2023-12 … 2025-06
// history (adjusted prices, half a year missing) is never drawn as if it led into 2026.
const MAX_JOINED_GAP_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;
const WEEK_BUCKET_MS = 5 * 60_000;
const PERIOD_DAYS: Record<'1M' | '3M' | '1Y', number> = { '1M': 31, '3M': 92, '1Y': 366 };

const iso = (epochMs: number) => new Date(epochMs).toISOString();

function latestRun(bars: DailyBar[]): DailyBar[] {
  let start = bars.length - 1;
  while (start > 0) {
    const gap =
      Date.parse((bars[start] as DailyBar).date) - Date.parse((bars[start - 1] as DailyBar).date);
    if (gap > MAX_JOINED_GAP_DAYS * DAY_MS) break;
    start -= 1;
  }
  return bars.slice(Math.max(0, start));
}

function bucketed(rows: MinuteBar[], size: number): MinuteBar[] {
  const out: MinuteBar[] = [];
  for (const row of rows) {
    const time = Math.floor(row.time / size) * size;
    const last = out.at(-1);
    if (last && last.time === time) {
      last.high = Math.max(last.high, row.high);
      last.low = Math.min(last.low, row.low);
      last.close = row.close;
      last.volume += row.volume;
    } else out.push({ ...row, time });
  }
  return out;
}

const toPoint = (bar: MinuteBar): ChartPoint => ({
  timestamp: iso(bar.time),
  open: bar.open,
  high: bar.high,
  low: bar.low,
  close: bar.close,
  volume: bar.volume,
});

export function createMarketDataService(deps: MarketDataDeps) {
  const { db, catalogue, prices, market } = deps;

  function instrument(symbol: string): Instrument {
    const found = catalogue.get(symbol);
    if (!found) throw new DomainError('STOCK_NOT_FOUND', messages.stockNotFound);
    return found;
  }

  // A stock someone asks about is priced from then on (DESIGN §6: watched and held stocks are
  // always priced), so every answer is a live quote with its source, never a stale guess.
  function quotes(symbols: string[]): Quote[] {
    const missing = symbols.filter((symbol) => !market.isTracked(symbol));
    if (missing.length > 0) market.track(missing);
    return symbols.flatMap((symbol) => prices.get(symbol) ?? []);
  }

  function quote(symbol: string): Quote {
    instrument(symbol);
    const [found] = quotes([symbol]);
    if (!found) throw new DomainError('STOCK_NOT_FOUND', messages.stockNotFound);
    return found;
  }

  function minuteChart(symbol: string, from: number, bucket: number): ChartPoint[] {
    const now = market.position().at;
    const rows = minuteBarsRepo.range(db, symbol, from, now);
    const live = deps.bars?.current(symbol);
    if (live && live.time >= from) {
      if (rows.at(-1)?.time === live.time) rows.pop();
      rows.push({ ...live });
    }
    return (bucket > 60_000 ? bucketed(rows, bucket) : rows).map(toPoint);
  }

  function dailyChart(symbol: string, period: '1M' | '3M' | '1Y'): ChartPoint[] {
    const played = market.playedDays(symbol);
    const today = quote(symbol);
    const position = market.position();
    const firstPlayed = played[0]?.date ?? position.date;
    const before = catalogue
      .dailySegments(symbol)
      .flat()
      .filter((bar) => bar.date < firstPlayed);
    const current: DailyBar = {
      date: position.date,
      open: today.open,
      high: today.high,
      low: today.low,
      close: today.price,
      volume: today.volume,
    };
    const from = addDays(position.date, -PERIOD_DAYS[period]);
    return latestRun([...before, ...played, current])
      .filter((bar) => bar.date > from)
      .map((bar) => ({
        timestamp: iso(sessionOf(bar.date).opensAt),
        open: bar.open,
        high: bar.high,
        low: bar.low,
        close: bar.close,
        volume: bar.volume,
      }));
  }

  return {
    priceRecord(symbol: string): StockPriceRecord {
      const info = instrument(symbol);
      const q = quote(symbol);
      return {
        symbol,
        name: info.name,
        market: info.market,
        sector: info.sector,
        currentPrice: q.price,
        previousClose: q.previousClose,
        dayOpen: q.open,
        dayHigh: q.high,
        dayLow: q.low,
        volume: q.volume,
        change: q.change,
        changePercent: q.changePercent,
        per: null,
        updatedAt: iso(q.updatedAt),
        source: q.source,
      };
    },

    chart(symbol: string, period: ChartPeriod): ChartPoint[] {
      instrument(symbol);
      if (period === '1D') {
        quote(symbol);
        return minuteChart(symbol, sessionOf(market.position().date).opensAt, 60_000);
      }
      if (period === '1W') {
        quote(symbol);
        const firstDay = market.playedDays(symbol).slice(-4)[0]?.date ?? market.position().date;
        return minuteChart(symbol, sessionOf(firstDay).opensAt, WEEK_BUCKET_MS);
      }
      return dailyChart(symbol, period);
    },

    orderBook(symbol: string): Pick<OrderBook, 'asks' | 'bids'> {
      quote(symbol);
      const book = prices.orderBook(symbol);
      return { asks: book?.asks ?? [], bids: book?.bids ?? [] };
    },

    /** The embedded market has no news feed; an empty list says so, nothing is made up. */
    news(symbol: string): NewsItem[] {
      instrument(symbol);
      return [];
    },

    priceRecords(symbols: string[]): PriceRecord[] {
      const known = [...new Set(symbols)].filter((symbol) => catalogue.get(symbol));
      return quotes(known).map((q) => ({
        symbol: q.symbol,
        currentPrice: q.price,
        changePercent: q.changePercent,
        changeAmount: q.change,
        timestamp: iso(q.updatedAt),
      }));
    },

    updateAll(): UpdateAllPricesResult {
      return { updatedCount: market.publishAll() };
    },
  };
}

export type MarketDataService = ReturnType<typeof createMarketDataService>;
