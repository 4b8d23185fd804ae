import { addDays, kstDate, sessionOf } from '../../shared/domain/market/calendar';
import { DomainError } from '../../shared/domain/domain-error';
import { messages } from '../../shared/messages';
import {
  dailyChartDays,
  type ChartPeriod,
  type ChartPoint,
  type DailyBar,
  type DailyChartPeriod,
  type MarketIndices,
  type NewsItem,
  type OrderBook,
  type PriceRecord,
  type Quote,
  type StockPriceRecord,
  type UpdateAllPricesResult,
  zMarketIndexName,
} from '../../shared/schemas/market';
import type { Db } from '../db/connection';
import { minuteBarsRepo, type MinuteBar } from '../db/repos/minute-bars.repo';
import type { BarRecorder } from '../market/bar-recorder';
import type { PriceStore } from '../market/price-store';
import type { Catalogue, Instrument, MarketFeed } from '../market/types';

export interface MarketDataDeps {
  db: Db;
  catalogue: Catalogue;
  prices: PriceStore;
  market: MarketFeed;
  bars?: BarRecorder;
}

const WEEK_BUCKET_MS = 5 * 60_000;

const iso = (epochMs: number) => new Date(epochMs).toISOString();

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

  // A stock someone asks about is priced from then on (docs/product/market-data.md#added-and-tracked-stocks: watched and held stocks are
  // always priced), so every answer is a live quote with its source, never a stale guess.
  async function quotes(symbols: string[]): Promise<Quote[]> {
    await market.prime(symbols);
    return symbols.flatMap((symbol) => prices.get(symbol) ?? []);
  }

  async function quote(symbol: string): Promise<Quote> {
    instrument(symbol);
    const [found] = await quotes([symbol]);
    if (!found) throw unavailable();
    return found;
  }

  const unavailable = () =>
    new DomainError('MARKET_DATA_UNAVAILABLE', messages.marketDataUnavailable);

  // A live provider's failure is a 503 with a Korean message, not a 500.
  async function historyBefore(symbol: string, date: string): Promise<DailyBar[]> {
    const bars = await market.history(symbol).catch(() => {
      throw unavailable();
    });
    return bars.filter((bar) => bar.date < date);
  }

  // The quote's own date is the current trading day: a replayed day keeps its real date, and a
  // live feed on a weekend still shows Friday.
  const tradingDate = (q: Quote) => kstDate(new Date(q.updatedAt));

  function recordedMinutes(symbol: string, from: number): MinuteBar[] {
    const rows = minuteBarsRepo.range(db, symbol, from, market.now());
    const live = deps.bars?.current(symbol);
    if (live && live.time >= from) {
      if (rows.at(-1)?.time === live.time) rows.pop();
      rows.push({ ...live });
    }
    return rows;
  }

  // The four days before today as the market played them where it can say (the replay), else
  // what was recorded while the server ran; today is always what was recorded.
  async function weekChart(symbol: string, date: string): Promise<ChartPoint[]> {
    const earlier = (await historyBefore(symbol, date)).slice(-4);
    const played = market.intraday
      ? earlier.flatMap((day) => market.intraday?.(symbol, day) ?? [])
      : [];
    const recordedFrom = sessionOf(played.length > 0 ? date : (earlier[0]?.date ?? date)).opensAt;
    return bucketed([...played, ...recordedMinutes(symbol, recordedFrom)], WEEK_BUCKET_MS).map(
      toPoint,
    );
  }

  async function dailyChart(symbol: string, period: DailyChartPeriod): Promise<ChartPoint[]> {
    const today = await quote(symbol);
    const date = tradingDate(today);
    const history = await historyBefore(symbol, date);
    const current: DailyBar = {
      date,
      open: today.open,
      high: today.high,
      low: today.low,
      close: today.price,
      volume: today.volume,
    };
    const from = addDays(date, -dailyChartDays[period]);
    // Every bar in the period: the client breaks the line where days are missing and says so.
    return [...history, current]
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
    async priceRecord(symbol: string): Promise<StockPriceRecord> {
      const info = instrument(symbol);
      const q = await quote(symbol);
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

    async chart(symbol: string, period: ChartPeriod): Promise<ChartPoint[]> {
      instrument(symbol);
      if (period === '1M' || period === '3M' || period === '1Y') return dailyChart(symbol, period);
      const date = tradingDate(await quote(symbol));
      if (period === '1W') return weekChart(symbol, date);
      return recordedMinutes(symbol, sessionOf(date).opensAt).map(toPoint);
    },

    /** Empty where the source has no order book (Naver, Yahoo): shown as unavailable, never faked. */
    async orderBook(symbol: string): Promise<Pick<OrderBook, 'asks' | 'bids'>> {
      await quote(symbol);
      const book = prices.orderBook(symbol);
      return { asks: book?.asks ?? [], bids: book?.bids ?? [] };
    },

    /** An empty list where the source has no news (the embedded data, KIS, Yahoo). */
    async news(symbol: string): Promise<NewsItem[]> {
      instrument(symbol);
      return market.news(symbol).catch(() => {
        throw unavailable();
      });
    },

    /** KOSPI and KOSDAQ now; null where the feed has none (a live provider without indices). */
    indices(): MarketIndices {
      return zMarketIndexName.options.map((name) => ({
        name,
        now: market.indexLevel?.(name) ?? null,
      }));
    },

    async priceRecords(symbols: string[]): Promise<PriceRecord[]> {
      const known = [...new Set(symbols)].filter((symbol) => catalogue.get(symbol));
      return (await quotes(known)).map((q) => ({
        symbol: q.symbol,
        currentPrice: q.price,
        changePercent: q.changePercent,
        changeAmount: q.change,
        timestamp: iso(q.updatedAt),
      }));
    },

    async updateAll(): Promise<UpdateAllPricesResult> {
      return { updatedCount: await market.refreshAll() };
    },
  };
}

export type MarketDataService = ReturnType<typeof createMarketDataService>;
