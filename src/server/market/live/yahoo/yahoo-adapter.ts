import type { Market } from '../../../../shared/schemas/market';
import { requestJson } from '../http';
import { createPoller } from '../poller';
import { ProviderError } from '../provider-error';
import type { LiveAdapter, LiveAdapterDeps } from '../types';
import { createLimiter } from './limiter';
import { createRequestBudget } from './request-budget';
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
  /** Requests an hour, all stocks together (default 300). */
  requestsPerHour?: number;
  /** Requests that may go out at once (start-up, a student opening stocks); default 15. */
  burst?: number;
  userAgent?: string;
  /** How old a wanted stock's price may get before it is asked for again (default a minute). */
  repriceMs?: number;
}

export type YahooDeps = LiveAdapterDeps & { marketOf: (symbol: string) => Market | undefined };

const DEFAULT_BASE_URL = 'https://query1.finance.yahoo.com';
// Yahoo's edge answers 429 to clients that do not look like a browser. A school can set a newer
// one (YAHOO_USER_AGENT) when this ages.
export const DEFAULT_YAHOO_USER_AGENT =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/142.0.0.0 Safari/537.36';

interface Target {
  symbol: string;
  ysym: string;
}

interface SweepOutcome {
  /** Set when the sweep should count as a provider failure (back off). */
  error?: unknown;
}

// Yahoo answers one stock per request and turns a client away (429) after a short burst; a few
// hundred requests an hour is what it tolerates. The budget goes to the most wanted stocks
// (viewed, held) as their prices age, then to the rest in turns.
const DEFAULT_REQUESTS_PER_HOUR = 300;
// Yahoo refuses after about 17 quick calls: a burst stays below that.
const DEFAULT_BURST = 15;
const PRIORITY = 20;
// Yahoo's KRX prices are about 20 minutes late: asking for one more often buys little.
const REPRICE_MS = 60_000;
const NEVER = Number.MIN_SAFE_INTEGER;
// After a 429 Yahoo keeps refusing for minutes; each refusal in a row doubles the wait.
const COOL_DOWN_MS = 2 * 60_000;
const MAX_COOL_DOWN_MS = 30 * 60_000;

const isRateLimited = (error: unknown): error is ProviderError =>
  error instanceof ProviderError && error.kind === 'rate-limited';
// Yahoo answers 404 for a symbol it does not list; that says nothing about Yahoo's health.
const isUnknownSymbol = (error: unknown) => error instanceof ProviderError && error.status === 404;

export function createYahooAdapter(config: YahooConfig, deps: YahooDeps): LiveAdapter {
  const baseUrl = (config.baseUrl ?? DEFAULT_BASE_URL).replace(/\/+$/, '');
  const pollMs = config.pollMs ?? 10_000;
  const concurrency = Math.max(1, config.concurrency ?? 4);
  const limit = createLimiter(concurrency);
  const now = () => deps.clock.now().getTime();
  const burst = config.burst ?? DEFAULT_BURST;
  // Polling leaves a third of the burst for stocks a student opens that have no price yet.
  const reserve = Math.floor(burst / 3);
  const budget = createRequestBudget({
    perHour: config.requestsPerHour ?? DEFAULT_REQUESTS_PER_HOUR,
    burst,
    now,
  });
  const headers = {
    'user-agent': config.userAgent ?? DEFAULT_YAHOO_USER_AGENT,
    accept: 'application/json',
  };
  const repriceMs = config.repriceMs ?? REPRICE_MS;
  const pricedAt = new Map<string, number>();
  let coolUntil = 0;
  let refusals = 0;
  let lastRefusal: ProviderError | undefined;

  const get = (url: string) =>
    limit(() => requestJson(url, { headers, timeoutMs: config.timeoutMs, fetch: deps.fetch, now }));

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

  function coolDown(error: ProviderError) {
    refusals += 1;
    lastRefusal = error;
    const doubling = Math.min(MAX_COOL_DOWN_MS, COOL_DOWN_MS * 2 ** (refusals - 1));
    coolUntil = now() + Math.max(doubling, error.retryAfterMs ?? 0);
  }

  /** Prices the targets in order, `concurrency` at a time; a 429 stops the sweep. */
  async function sweep(list: Target[]): Promise<SweepOutcome> {
    let next = 0;
    let priced = 0;
    let rateLimited: ProviderError | undefined;
    let outage: unknown;
    async function worker() {
      while (!rateLimited) {
        const target = list[next];
        if (!target) return;
        next += 1;
        try {
          deps.sink.publish([await quote(target)]);
          pricedAt.set(target.symbol, now());
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
      coolDown(rateLimited);
      deps.sink.markStale(list.slice(next).map((target) => target.symbol));
      return { error: rateLimited };
    }
    if (priced > 0) refusals = 0;
    // Nothing priced and something other than unknown symbols failed: Yahoo itself is down.
    return { error: priced === 0 ? outage : undefined };
  }

  /** As many as the budget allows, most wanted first; what it cannot ask for stays as it was. */
  function withinBudget(list: Target[], leave = 0): Target[] {
    return list.slice(0, budget.take(list.length, leave));
  }

  /**
   * The n-th most wanted stock is due once its price is n × repriceMs old (the stock students
   * are looking at every minute, the twentieth every twenty), most wanted first; the others
   * after 21 × repriceMs, oldest price first (never priced before all), so their turns go round.
   */
  function thisCycle(list: Target[]): Target[] {
    const pricedTime = (target: Target) => pricedAt.get(target.symbol) ?? NEVER;
    const agedBeyond = (ms: number) => (target: Target) => now() - pricedTime(target) >= ms;
    const wanted = list
      .slice(0, PRIORITY)
      .filter((target, rank) => agedBeyond(repriceMs * (rank + 1))(target));
    const others = list
      .slice(PRIORITY)
      .filter(agedBeyond(repriceMs * (PRIORITY + 1)))
      .sort((a, b) => pricedTime(a) - pricedTime(b));
    return withinBudget([...wanted, ...others], reserve);
  }

  const cooling = () => now() < coolUntil;

  const poller = createPoller({
    name: 'yahoo',
    intervalMs: () => deps.pace?.(pollMs) ?? pollMs,
    async run() {
      const list = targets(deps.symbols());
      // Still refused: no request, prices stay stale and health stays degraded.
      if (cooling() && lastRefusal) {
        deps.sink.markStale(list.map((target) => target.symbol));
        throw lastRefusal;
      }
      const outcome = await sweep(thisCycle(list));
      if (outcome.error) throw outcome.error;
    },
    // Yahoo as a whole is failing: no price it gave is current, asked this cycle or not.
    onFailure: () => deps.sink.markStale(targets(deps.symbols()).map((target) => target.symbol)),
  });

  return {
    name: 'yahoo',
    capabilities: { orderBook: false, news: false },
    start: () => poller.start(),
    stop: () => poller.stop(),
    async refresh(symbols) {
      const list = targets(symbols);
      // Asking again while Yahoo is refusing us only extends the refusal.
      const asked = cooling() ? [] : withinBudget(list);
      const skipped = list.slice(asked.length).map((target) => target.symbol);
      deps.sink.markStale(skipped);
      if (asked.length > 0) await sweep(asked);
    },
    async dailyBars(symbol, from, to) {
      const ysym = yahooSymbol(symbol, deps.marketOf(symbol));
      if (!ysym) return [];
      const url = barsUrl(baseUrl, ysym, from, to);
      if (cooling() || budget.take(1) === 0) {
        throw new ProviderError('rate-limited', `${url}: holding back within Yahoo's limit`);
      }
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
