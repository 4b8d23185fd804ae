import type { Market } from '../../../../shared/schemas/market';
import { requestJson } from '../http';
import { createPoller } from '../poller';
import { ProviderError } from '../provider-error';
import type { LiveAdapter, LiveAdapterDeps } from '../types';
import { createLimiter } from './limiter';
import {
  barsUrl,
  parseChart,
  quoteUrl,
  toDailyBars,
  toLiveQuote,
  yahooSymbol,
} from './yahoo-chart';

export interface YahooConfig {
  baseUrl?: string;
  pollMs?: number;
  /** Chart requests in flight at once (Yahoo answers one stock per request). */
  concurrency?: number;
  timeoutMs?: number;
}

export type YahooDeps = LiveAdapterDeps & { marketOf: (symbol: string) => Market | undefined };

const DEFAULT_BASE_URL = 'https://query1.finance.yahoo.com';
// Yahoo's edge answers 429 to clients that do not look like a browser.
const HEADERS = {
  'user-agent':
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
  accept: 'application/json',
};

interface Target {
  symbol: string;
  ysym: string;
}

interface SweepOutcome {
  /** Set when the sweep should count as a provider failure (back off). */
  error?: unknown;
}

// Yahoo answers one stock per request and tolerates a few thousand requests an hour, not the
// tens of thousands that pricing 300 stocks every cycle would take. Each cycle prices the most
// wanted stocks (viewed, held) and a rotating share of the rest.
const PRIORITY_PER_CYCLE = 20;
const ROTATING_PER_CYCLE = 20;

const isRateLimited = (error: unknown) =>
  error instanceof ProviderError && error.kind === 'rate-limited';
// Yahoo answers 404 for a symbol it does not list; that says nothing about Yahoo's health.
const isUnknownSymbol = (error: unknown) => error instanceof ProviderError && error.status === 404;

export function createYahooAdapter(config: YahooConfig, deps: YahooDeps): LiveAdapter {
  const baseUrl = (config.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
  const pollMs = config.pollMs ?? 10_000;
  const concurrency = Math.max(1, config.concurrency ?? 4);
  const limit = createLimiter(concurrency);
  let coolUntil = 0;

  const get = (url: string) =>
    limit(() =>
      requestJson(url, { headers: HEADERS, timeoutMs: config.timeoutMs, fetch: deps.fetch }),
    );

  function targets(symbols: string[]): Target[] {
    return [...new Set(symbols)].flatMap((symbol) => {
      const ysym = yahooSymbol(symbol, deps.marketOf(symbol));
      return ysym ? [{ symbol, ysym }] : [];
    });
  }

  async function quote({ symbol, ysym }: Target) {
    const url = quoteUrl(baseUrl, ysym);
    return toLiveQuote(parseChart(await get(url), ysym, url), symbol, url);
  }

  /** Prices the targets in order, `concurrency` at a time; a 429 stops the sweep. */
  async function sweep(list: Target[]): Promise<SweepOutcome> {
    let next = 0;
    let priced = 0;
    let rateLimited: unknown;
    let outage: unknown;
    async function worker() {
      while (!rateLimited) {
        const target = list[next];
        if (!target) return;
        next += 1;
        try {
          deps.sink.publish([await quote(target)]);
          priced += 1;
        } catch (error) {
          deps.sink.markStale([target.symbol]);
          if (isRateLimited(error)) rateLimited = error;
          else if (!isUnknownSymbol(error)) outage ??= error;
        }
      }
    }
    await Promise.all(Array.from({ length: Math.min(concurrency, list.length) }, worker));
    if (rateLimited) {
      coolUntil = Date.now() + pollMs;
      deps.sink.markStale(list.slice(next).map((target) => target.symbol));
      return { error: rateLimited };
    }
    // Nothing priced and something other than unknown symbols failed: Yahoo itself is down.
    return { error: priced === 0 ? outage : undefined };
  }

  let cursor = 0;
  function thisCycle(list: Target[]): Target[] {
    const rest = list.slice(PRIORITY_PER_CYCLE);
    if (rest.length <= ROTATING_PER_CYCLE) return list;
    cursor %= rest.length;
    const rotating = [...rest.slice(cursor), ...rest.slice(0, cursor)].slice(0, ROTATING_PER_CYCLE);
    cursor += ROTATING_PER_CYCLE;
    return [...list.slice(0, PRIORITY_PER_CYCLE), ...rotating];
  }

  const poller = createPoller({
    name: 'yahoo',
    intervalMs: () => deps.pace?.(pollMs) ?? pollMs,
    async run() {
      const outcome = await sweep(thisCycle(targets(deps.symbols())));
      if (outcome.error) throw outcome.error;
    },
  });

  return {
    name: 'yahoo',
    capabilities: { orderBook: false, news: false },
    start: () => poller.start(),
    stop: () => poller.stop(),
    async refresh(symbols) {
      const list = targets(symbols);
      // Asking again while Yahoo is refusing us only extends the refusal.
      if (Date.now() < coolUntil) deps.sink.markStale(list.map((target) => target.symbol));
      else await sweep(list);
    },
    async dailyBars(symbol, from, to) {
      const ysym = yahooSymbol(symbol, deps.marketOf(symbol));
      if (!ysym) return [];
      const url = barsUrl(baseUrl, ysym, from, to);
      try {
        return toDailyBars(parseChart(await get(url), ysym, url), from, to);
      } catch (error) {
        if (isUnknownSymbol(error)) return [];
        throw error;
      }
    },
    news: () => Promise.resolve([]),
    health: () => poller.health(),
  };
}
