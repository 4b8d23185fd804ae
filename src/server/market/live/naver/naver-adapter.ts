import type { NewsItem } from '../../../../shared/schemas/market';
import { zSymbol } from '../../../../shared/schemas/market';
import { requestJson } from '../http';
import { createBackoff, createPoller } from '../poller';
import { parseAnswer, ProviderError } from '../provider-error';
import type { LiveAdapter, LiveAdapterDeps, LiveQuote } from '../types';
import {
  naverUrls,
  toDailyBars,
  toLiveQuote,
  toNewsItems,
  zNaverDayBars,
  zNaverNews,
  zNaverRealtime,
} from './naver-formats';

/** Naver refuses requests without a browser-like User-Agent (403). */
export const NAVER_USER_AGENT = 'Mozilla/5.0 (compatible; StockClass/1.0; +classroom)';

export interface NaverConfig {
  /** One base for all three Naver hosts (the fake server); the real hosts when absent. */
  baseUrl?: string;
  /** The shortest wait between polls whatever Naver asks for (LIVE_POLL_MS). */
  pollMs?: number;
  /** Per request; a hung answer counts as a failure after this long. */
  timeoutMs?: number;
  /** First wait after a failure, doubling up to a minute. */
  backoffBaseMs?: number;
  newsTtlMs?: number;
}

// Until Naver's first answer says how often to ask (its pollingInterval: 7 s in session, 70 s
// outside), the pace of its own pages.
const DEFAULT_POLL_MS = 7_000;
// Naver's own pages poll a handful of codes per call; 50 keeps the URL short and one failure small.
const BATCH_SIZE = 50;
const NEWS_PAGE_SIZE = 20;
const DEFAULT_NEWS_TTL_MS = 5 * 60_000;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

function chunk<T>(items: T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let i = 0; i < items.length; i += size) chunks.push(items.slice(i, i + size));
  return chunks;
}

export function createNaverAdapter(config: NaverConfig, deps: LiveAdapterDeps): LiveAdapter {
  const urls = naverUrls(config.baseUrl);
  const newsTtlMs = config.newsTtlMs ?? DEFAULT_NEWS_TTL_MS;
  const get = (url: string) =>
    requestJson(url, {
      headers: { 'user-agent': NAVER_USER_AGENT, accept: 'application/json' },
      timeoutMs: config.timeoutMs,
      fetch: deps.fetch,
    });

  // The pace Naver last asked for, never faster than a pace the operator set (LIVE_POLL_MS).
  let askedIntervalMs = DEFAULT_POLL_MS;
  const interval = () => Math.max(config.pollMs ?? 0, askedIntervalMs);

  /** One call for up to BATCH_SIZE codes; a code missing from the answer keeps its last price, stale. */
  async function priceBatch(codes: string[]): Promise<void> {
    let quotes: LiveQuote[];
    try {
      const body = parseAnswer(zNaverRealtime, await get(urls.realtime(codes)), 'naver realtime');
      if (body.pollingInterval !== undefined) askedIntervalMs = body.pollingInterval;
      const wanted = new Set(codes);
      quotes = body.datas.flatMap((raw) => {
        const quote = toLiveQuote(raw);
        return quote && wanted.has(quote.symbol) ? [quote] : [];
      });
    } catch (error) {
      deps.sink.markStale(codes);
      throw error;
    }
    deps.sink.publish(quotes);
    const priced = new Set(quotes.map((quote) => quote.symbol));
    deps.sink.markStale(codes.filter((code) => !priced.has(code)));
  }

  /** Every batch is tried; the first failure is reported after all have settled. */
  async function priceAll(symbols: string[]): Promise<void> {
    const codes = [...new Set(symbols)].filter((symbol) => zSymbol.safeParse(symbol).success);
    const results = await Promise.allSettled(chunk(codes, BATCH_SIZE).map(priceBatch));
    const failed = results.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
  }

  const poller = createPoller({
    name: 'naver',
    intervalMs: () => deps.pace?.(interval()) ?? interval(),
    backoff: createBackoff({ baseMs: config.backoffBaseMs ?? 1_000 }),
    // Stale marking happens per batch, inside priceAll.
    run: () => priceAll(deps.symbols()),
  });

  const newsCache = new Map<string, { at: number; items: NewsItem[] }>();
  const newsInFlight = new Map<string, Promise<NewsItem[]>>();

  async function fetchNews(symbol: string): Promise<NewsItem[]> {
    try {
      const body = parseAnswer(
        zNaverNews,
        await get(urls.news(symbol, NEWS_PAGE_SIZE)),
        'naver news',
      );
      const items = toNewsItems(body);
      newsCache.set(symbol, { at: deps.clock.now().getTime(), items });
      return items;
    } catch (error) {
      // Older news beats no news while Naver is failing.
      const cached = newsCache.get(symbol);
      if (cached) return cached.items;
      throw error;
    } finally {
      newsInFlight.delete(symbol);
    }
  }

  return {
    name: 'naver',
    capabilities: { orderBook: false, news: true },
    start: () => poller.start(),
    stop: () => poller.stop(),
    refresh: (symbols) => priceAll(symbols),
    async dailyBars(symbol, from, to) {
      if (!zSymbol.safeParse(symbol).success || !DATE.test(from) || !DATE.test(to)) {
        throw new ProviderError('http', `naver chart: bad request ${symbol} ${from}..${to}`);
      }
      const body = parseAnswer(
        zNaverDayBars,
        await get(urls.dayChart(symbol, from, to)),
        'naver chart',
      );
      return toDailyBars(body, from, to);
    },
    news(symbol) {
      if (!zSymbol.safeParse(symbol).success) return Promise.resolve([]);
      const cached = newsCache.get(symbol);
      if (cached && deps.clock.now().getTime() - cached.at < newsTtlMs)
        return Promise.resolve(cached.items);
      let pending = newsInFlight.get(symbol);
      if (!pending) {
        pending = fetchNews(symbol);
        newsInFlight.set(symbol, pending);
      }
      return pending;
    },
    health: () => poller.health(),
  };
}
