import { WebSocket } from 'ws';
import { createBackoff, createPoller } from '../poller';
import { ProviderError } from '../provider-error';
import type { LiveAdapter, LiveAdapterDeps, LiveQuote } from '../types';
import { createKisAuth } from './kis-auth';
import { TRADE_TR } from './kis-frames';
import { pickRestTargets, planRegistrations } from './kis-plan';
import { createKisRest } from './kis-rest';
import type { KisRest } from './kis-rest';
import { createKisSocket } from './kis-socket';
import type { KisSocket } from './kis-socket';
import { createRateLimiter } from './rate-limiter';
import { createMemoryTokenStore } from './token-store';
import type { KisTokenStore } from './token-store';

export interface KisConfig {
  appKey: string;
  appSecret: string;
  /** 'real' 실전투자, 'mock' 모의투자 (its own domains, app key and far lower rate limit). */
  env: 'real' | 'mock';
  restUrl?: string;
  wsUrl?: string;
  pollMs?: number;
}

/** Limits and timings; the defaults follow KIS's published rules, tests shrink them. */
export interface KisTuning {
  requestsPerSecond: number;
  tokenIssueIntervalMs: number;
  timeoutMs: number;
  rateLimitBackoffMs: number;
  reconnectBaseMs: number;
  idleMs: number;
  maxRegistrations: number;
  bookSymbols: number;
}

export type KisAdapterDeps = LiveAdapterDeps & {
  WebSocket?: typeof WebSocket;
  tokenStore?: KisTokenStore;
  tuning?: Partial<KisTuning>;
  now?: () => number;
};

const DOMAINS = {
  real: {
    rest: 'https://openapi.koreainvestment.com:9443',
    ws: 'ws://ops.koreainvestment.com:21000',
  },
  mock: {
    rest: 'https://openapivts.koreainvestment.com:29443',
    ws: 'ws://ops.koreainvestment.com:31000',
  },
} as const;

const DEFAULT_POLL_MS = 1_000;

function defaultTuning(env: KisConfig['env']): KisTuning {
  return {
    // KIS allows about 20 requests a second per app key (실전) and 2 (모의); stay under.
    requestsPerSecond: env === 'real' ? 18 : 2,
    // One token a minute (EGW00133), with a little slack for clock differences.
    tokenIssueIntervalMs: 61_000,
    timeoutMs: 5_000,
    rateLimitBackoffMs: 1_000,
    reconnectBaseMs: 1_000,
    // KIS sends PINGPONG about every 110 s; three missed in a row mean the link is dead.
    idleMs: 330_000,
    // One WebSocket session carries at most 41 registrations.
    maxRegistrations: 41,
    bookSymbols: 5,
  };
}

// These mean every further request would fail too, so the cycle stops and the poller backs off.
const SYSTEMIC = new Set(['rate-limited', 'auth', 'timeout', 'network']);
const isSystemic = (error: unknown) => error instanceof ProviderError && SYSTEMIC.has(error.kind);

export function createKisAdapter(config: KisConfig, deps: KisAdapterDeps): LiveAdapter {
  const now = deps.now ?? (() => deps.clock.now().getTime());
  const tuning = { ...defaultTuning(config.env), ...deps.tuning };
  const pollMs = config.pollMs ?? DEFAULT_POLL_MS;
  const baseUrl = config.restUrl ?? DOMAINS[config.env].rest;
  const fetchFn = deps.fetch ?? fetch;
  const auth = createKisAuth({
    baseUrl,
    appKey: config.appKey,
    appSecret: config.appSecret,
    store: deps.tokenStore ?? createMemoryTokenStore(),
    fetch: fetchFn,
    timeoutMs: tuning.timeoutMs,
    minIssueIntervalMs: tuning.tokenIssueIntervalMs,
    now,
  });
  const rest: KisRest = createKisRest({
    baseUrl,
    appKey: config.appKey,
    appSecret: config.appSecret,
    auth,
    limiter: createRateLimiter(tuning.requestsPerSecond, now),
    fetch: fetchFn,
    timeoutMs: tuning.timeoutMs,
    rateLimitBackoffMs: tuning.rateLimitBackoffMs,
    now,
  });
  const priced = new Set<string>();
  let cursor = 0;
  let bookCursor = 0;
  let restFailing = false;

  function publish(quotes: LiveQuote[]) {
    for (const quote of quotes) priced.add(quote.symbol);
    deps.sink.publish(quotes);
  }

  const socket: KisSocket = createKisSocket({
    url: config.wsUrl ?? DOMAINS[config.env].ws,
    WebSocket: deps.WebSocket ?? WebSocket,
    approvalKey: () => auth.approvalKey(),
    onApprovalRefused: (key) => auth.invalidateApprovalKey(key),
    onQuotes: publish,
    onBooks: (books) => books.forEach((book) => deps.sink.publishOrderBook(book)),
    // Streamed prices stop being current: stale until REST prices them again, first in line.
    onDown(streamed) {
      deps.sink.markStale(streamed);
      for (const symbol of streamed) priced.delete(symbol);
    },
    maxRegistrations: tuning.maxRegistrations,
    backoff: createBackoff({ baseMs: tuning.reconnectBaseMs }),
    idleMs: tuning.idleMs,
    now,
  });

  /** Prices by REST; a stock that fails is marked stale, a systemic failure ends the batch. */
  async function priceByRest(symbols: string[]) {
    const failed: string[] = [];
    let systemic: unknown;
    for (const [index, symbol] of symbols.entries()) {
      try {
        publish([await rest.price(symbol)]);
      } catch (error) {
        if (!isSystemic(error)) {
          failed.push(symbol);
          continue;
        }
        failed.push(...symbols.slice(index));
        systemic = error;
        break;
      }
    }
    deps.sink.markStale(failed);
    restFailing = failed.length > 0;
    if (systemic !== undefined) throw systemic;
  }

  /** While the socket is down, the most-viewed order books come by REST, one a cycle. */
  async function bookByRest(symbols: string[]) {
    const wanted = symbols.slice(0, tuning.bookSymbols);
    const symbol = wanted[bookCursor % Math.max(1, wanted.length)];
    if (socket.isUp() || symbol === undefined) return;
    bookCursor += 1;
    deps.sink.publishOrderBook(await rest.orderBook(symbol));
  }

  async function cycle() {
    const symbols = deps.symbols();
    socket.want(planRegistrations(symbols, tuning));
    const budget = Math.max(1, Math.floor((tuning.requestsPerSecond * pollMs) / 1_000));
    const pick = pickRestTargets({
      symbols,
      onSocket: socket.live(TRADE_TR),
      priced,
      budget,
      cursor,
    });
    cursor = pick.cursor;
    await priceByRest(pick.symbols);
    await bookByRest(symbols);
  }

  const poller = createPoller({
    name: 'kis',
    intervalMs: () => deps.pace?.(pollMs) ?? pollMs,
    run: cycle,
    onFailure() {
      // REST is failing as a whole: whatever the socket does not carry is no longer current.
      const onSocket = socket.live(TRADE_TR);
      deps.sink.markStale(deps.symbols().filter((symbol) => !onSocket.has(symbol)));
    },
    backoff: createBackoff({ baseMs: Math.max(pollMs, 250), maxMs: 30_000 }),
  });

  return {
    name: 'kis',
    capabilities: { orderBook: true, news: false },
    start() {
      poller.start();
      socket.start();
    },
    stop() {
      poller.stop();
      socket.stop();
    },
    async refresh(symbols) {
      // Failures are already marked stale; the caller reads the outcome from the price store.
      await priceByRest(symbols).catch(() => undefined);
    },
    dailyBars: (symbol, from, to) => rest.dailyBars(symbol, from, to),
    news: () => Promise.resolve([]),
    health() {
      const state = poller.health();
      if (state === 'stopped') return 'stopped';
      return state === 'degraded' || restFailing || !socket.isUp() ? 'degraded' : 'running';
    },
  };
}
