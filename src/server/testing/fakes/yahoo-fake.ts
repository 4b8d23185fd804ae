import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  addDays,
  isBusinessDay,
  kstDate,
  kstInstant,
  previousBusinessDay,
} from '../../../shared/domain/market/calendar';
import { roundToTick, tickDown, tickSize, tickUp } from '../../../shared/domain/market/tick-size';
import type { Market } from '../../../shared/schemas/market';
import { hashSeed, seeded, type Random } from '../../market/random';

/**
 * A local stand-in for Yahoo Finance's v8 chart endpoint (query1.finance.yahoo.com), speaking its
 * request and answer formats, for tests and for e2e runs of the real app (YAHOO_BASE_URL=url).
 */

export type YahooFailure = 'rate-limit' | 'server-error' | 'malformed' | 'hang' | 'disconnect';
type Suffix = 'KS' | 'KQ';

export interface YahooFakeStock {
  symbol: string;
  name: string;
  /** Which suffix Yahoo lists it under; undefined answers to both (a stock the fake made up). */
  suffix: Suffix | undefined;
  /** As Yahoo states it: may be a float (71000.0, 70999.6). */
  price: number;
  previousClose: number;
  open: number;
  high: number;
  low: number;
  volume: number;
}

export interface FakeBar {
  date: string;
  /** null: a day Yahoo leaves empty (the stock was halted). */
  bar: { open: number; high: number; low: number; close: number; volume: number } | null;
}

export interface YahooFakeOptions {
  port?: number;
  /** Moves every known stock by one KRX tick each tickMs (default 1000), within ±30% of its previous close. */
  autoTick?: boolean;
  tickMs?: number;
  /** Delay before each answer, so tests can see requests overlap. */
  latencyMs?: number;
  /** Extra stocks, or other prices for the default ones. */
  stocks?: Array<{
    symbol: string;
    name?: string;
    market: Market;
    price: number;
    previousClose?: number;
  }>;
  now?: () => number;
  /**
   * Yahoo's edge answers 429 to a client that asks too much too fast (about 17 quick calls);
   * off unless given.
   */
  rapidLimit?: { calls: number; windowMs: number };
}

type Seed = Pick<YahooFakeStock, 'symbol' | 'name' | 'suffix' | 'price' | 'previousClose' | 'open'>;

const defaults: Seed[] = [
  {
    symbol: '005930',
    name: '삼성전자',
    suffix: 'KS',
    price: 71_000,
    previousClose: 70_500,
    open: 70_800,
  },
  {
    symbol: '000660',
    name: 'SK하이닉스',
    suffix: 'KS',
    price: 180_000,
    previousClose: 178_500,
    open: 179_000,
  },
  {
    symbol: '035420',
    name: 'NAVER',
    suffix: 'KS',
    price: 200_000,
    previousClose: 201_500,
    open: 201_000,
  },
  {
    symbol: '247540',
    name: '에코프로비엠',
    suffix: 'KQ',
    price: 250_000,
    previousClose: 246_000,
    open: 247_000,
  },
  {
    symbol: '091990',
    name: '셀트리온헬스케어',
    suffix: 'KQ',
    price: 70_000,
    previousClose: 70_300,
    open: 70_100,
  },
];

const HISTORY_DAYS = 420;
// The halted (all-null) day, counted back from the last bar before the session.
const HALTED_DAYS_BACK = 7;
const chartPath = /^\/v8\/finance\/chart\/([^/]+)$/;
const yahooCode = /^([0-9A-Z]{6})\.(KS|KQ)$/;
// Yahoo stamps a KRX daily bar with the session's opening instant, 09:00 KST.
const openSecond = (date: string) => kstInstant(date, 9 * 60) / 1000;

function makeStock(seed: Seed): YahooFakeStock {
  const volume = 100_000 + (hashSeed('volume', seed.symbol) % 9_000_000);
  return {
    ...seed,
    high: Math.max(seed.open, seed.price),
    low: Math.min(seed.open, seed.price),
    volume,
  };
}

/** Any other valid code gets a steady price from its code: 10,000 + hash % 90,000 on the tick grid. */
function madeUpStock(symbol: string): YahooFakeStock {
  const hash = hashSeed('yahoo-fake', symbol);
  const previousClose = roundToTick(10_000 + (hash % 90_000), 'down');
  const price = previousClose + (((hash >>> 8) % 11) - 5) * tickSize(previousClose);
  return makeStock({
    symbol,
    name: `종목 ${symbol}`,
    suffix: undefined,
    price,
    previousClose,
    open: previousClose,
  });
}

function seedOf(stock: NonNullable<YahooFakeOptions['stocks']>[number]): Seed {
  const previousClose = stock.previousClose ?? stock.price;
  const suffix = stock.market === 'KOSPI' ? 'KS' : stock.market === 'KONEX' ? undefined : 'KQ';
  return {
    symbol: stock.symbol,
    name: stock.name ?? `종목 ${stock.symbol}`,
    suffix,
    price: stock.price,
    previousClose,
    open: previousClose,
  };
}

function sessionDate(now: number): string {
  const today = kstDate(new Date(now));
  return isBusinessDay(today) ? today : previousBusinessDay(today);
}

const liveBar = (stock: YahooFakeStock, session: string): FakeBar => ({
  date: session,
  bar: {
    open: stock.open,
    high: stock.high,
    low: stock.low,
    close: stock.price,
    volume: stock.volume,
  },
});

/** Business-day bars before the session, walking back from the previous close; one day halted. */
function pastBars(stock: YahooFakeStock, session: string): FakeBar[] {
  const random = seeded('yahoo-fake-history', stock.symbol, session);
  const bars: FakeBar[] = [];
  let close = Math.round(stock.previousClose);
  for (
    let day = previousBusinessDay(session);
    day > addDays(session, -HISTORY_DAYS);
    day = previousBusinessDay(day)
  ) {
    bars.push({ date: day, bar: bars.length === HALTED_DAYS_BACK ? null : dayBar(close, random) });
    close = roundToTick(close / (1 + (random() - 0.5) * 0.04), 'nearest');
  }
  return bars.reverse();
}

function dayBar(close: number, random: Random): NonNullable<FakeBar['bar']> {
  const open = roundToTick(close * (1 + (random() - 0.5) * 0.02), 'nearest');
  const high = tickUp(Math.max(open, close));
  const low = Math.max(tickSize(1), tickDown(Math.min(open, close)));
  return { open, high, low, close, volume: 50_000 + Math.floor(random() * 5_000_000) };
}

interface ChartAsk {
  stock: YahooFakeStock;
  ysym: string;
  suffix: Suffix;
  now: number;
}

function meta({ stock, ysym, suffix, now }: ChartAsk) {
  const session = sessionDate(now);
  const regular = {
    timezone: 'KST',
    start: openSecond(session),
    end: kstInstant(session, 930) / 1000,
    gmtoffset: 32_400,
  };
  return {
    currency: 'KRW',
    symbol: ysym,
    exchangeName: suffix === 'KS' ? 'KSC' : 'KOE',
    fullExchangeName: suffix === 'KS' ? 'KSE' : 'KOSDAQ',
    instrumentType: 'EQUITY',
    firstTradeDate: 946_944_000,
    regularMarketTime: Math.floor(now / 1000),
    hasPrePostMarketData: false,
    gmtoffset: 32_400,
    timezone: 'KST',
    exchangeTimezoneName: 'Asia/Seoul',
    regularMarketPrice: stock.price,
    regularMarketDayHigh: stock.high,
    regularMarketDayLow: stock.low,
    regularMarketVolume: stock.volume,
    longName: stock.name,
    shortName: stock.name,
    chartPreviousClose: stock.previousClose,
    previousClose: stock.previousClose as number | undefined,
    scale: 3,
    priceHint: 2,
    currentTradingPeriod: { regular },
    dataGranularity: '1d',
    range: '1d',
    validRanges: ['1d', '5d', '1mo', '3mo', '6mo', '1y', '2y', '5y', '10y', 'ytd', 'max'],
  };
}

/** A chart answer; for a period, chartPreviousClose is the close before it and previousClose is absent. */
function chartAnswer(ask: ChartAsk, bars: FakeBar[], period?: { previousClose: number }) {
  const series = (key: keyof NonNullable<FakeBar['bar']>) =>
    bars.map(({ bar }) => (bar ? bar[key] : null));
  const head = meta(ask);
  const answerMeta = period
    ? { ...head, chartPreviousClose: period.previousClose, previousClose: undefined, range: '' }
    : head;
  const quote = {
    open: series('open'),
    high: series('high'),
    low: series('low'),
    close: series('close'),
    volume: series('volume'),
  };
  const result = {
    meta: answerMeta,
    timestamp: bars.map(({ date }) => openSecond(date)),
    indicators: { quote: [quote], adjclose: [{ adjclose: series('close') }] },
  };
  return { chart: { result: [result], error: null } };
}

const chartError = (code: string, description: string) => ({
  chart: { result: null, error: { code, description } },
});
const badRequest = (description: string): [number, unknown] => [
  400,
  chartError('Bad Request', `Invalid input - ${description}`),
];

function barsAnswer(ask: ChartAsk, query: URLSearchParams, all: FakeBar[]): [number, unknown] {
  const period1 = Number(query.get('period1'));
  const period2 = Number(query.get('period2'));
  if (!Number.isInteger(period1) || !Number.isInteger(period2) || period1 > period2) {
    return badRequest(
      `start date cannot be after end date. startDate = ${period1}, endDate = ${period2}`,
    );
  }
  const inRange = all.filter(
    ({ date }) => openSecond(date) >= period1 && openSecond(date) < period2,
  );
  const before = all.filter(({ date, bar }) => bar && openSecond(date) < period1).at(-1);
  return [
    200,
    chartAnswer(ask, inRange, { previousClose: before?.bar?.close ?? ask.stock.previousClose }),
  ];
}

function send(res: ServerResponse, status: number, body: unknown) {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const type = typeof body === 'string' ? 'text/plain' : 'application/json;charset=utf-8';
  res.writeHead(status, { 'content-type': type }).end(text);
}

export async function startYahooFake(options: YahooFakeOptions = {}) {
  const now = options.now ?? Date.now;
  const seeds = [...defaults, ...(options.stocks ?? []).map(seedOf)];
  const stocks = new Map(seeds.map((seed) => [seed.symbol, makeStock(seed)]));
  // KONEX is not on Yahoo: such a stock is not found under either suffix.
  const unlisted = new Set(
    options.stocks?.filter((s) => s.market === 'KONEX').map((s) => s.symbol),
  );
  const failures: YahooFailure[] = [];
  const requested: string[] = [];
  const userAgents: string[] = [];
  const recent: number[] = [];
  let refused = 0;
  let retryAfter: string | undefined;
  let latencyMs = options.latencyMs ?? 0;
  let inFlight = 0;
  let maxInFlight = 0;

  function stockOf(symbol: string): YahooFakeStock {
    let stock = stocks.get(symbol);
    if (!stock) stocks.set(symbol, (stock = madeUpStock(symbol)));
    return stock;
  }

  function history(symbol: string): FakeBar[] {
    const stock = stockOf(symbol);
    const session = sessionDate(now());
    return [...pastBars(stock, session), liveBar(stock, session)];
  }

  /** The answer to a chart request, or an error answer as Yahoo gives it. */
  function answer(ysym: string, query: URLSearchParams): [number, unknown] {
    const [, code = '', suffix] = yahooCode.exec(ysym) ?? [];
    const stock = suffix && !unlisted.has(code) ? stockOf(code) : undefined;
    if (!stock || (stock.suffix && stock.suffix !== suffix)) {
      return [404, chartError('Not Found', 'No data found, symbol may be delisted')];
    }
    const ask: ChartAsk = { stock, ysym, suffix: suffix as Suffix, now: now() };
    const interval = query.get('interval') ?? '1d';
    if (interval !== '1d') return badRequest(`interval=${interval} is not supported by this fake`);
    if (query.has('period1') || query.has('period2')) return barsAnswer(ask, query, history(code));
    if (query.get('range') !== '1d')
      return badRequest('this fake answers range=1d or period1/period2');
    return [200, chartAnswer(ask, [liveBar(stock, sessionDate(ask.now))])];
  }

  function fail(kind: YahooFailure, res: ServerResponse, ysym: string) {
    if (kind === 'hang') return;
    if (kind === 'disconnect') return void res.socket?.destroy();
    if (kind === 'rate-limit') {
      if (retryAfter !== undefined) res.setHeader('retry-after', retryAfter);
      return send(res, 429, 'Too Many Requests\r\n');
    }
    if (kind === 'server-error')
      return send(res, 500, chartError('Internal Server Error', 'Unexpected error'));
    send(res, 200, {
      chart: { result: [{ meta: { currency: 'KRW', symbol: ysym } }], error: null },
    });
  }

  function tooFast(): boolean {
    const limit = options.rapidLimit;
    if (!limit) return false;
    const at = now();
    while (recent.length > 0 && (recent[0] ?? 0) <= at - limit.windowMs) recent.shift();
    recent.push(at);
    return recent.length > limit.calls;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    inFlight += 1;
    maxInFlight = Math.max(maxInFlight, inFlight);
    res.on('close', () => (inFlight -= 1));
    const url = new URL(req.url ?? '/', 'http://fake');
    const path = chartPath.exec(url.pathname);
    if (req.method !== 'GET' || !path)
      return send(res, 404, {
        finance: { result: null, error: { code: 'Not Found', description: 'HTTP 404 Not Found' } },
      });
    // Yahoo's edge turns away clients that do not look like a browser.
    userAgents.push(req.headers['user-agent'] ?? '');
    if (!/^Mozilla\//.test(req.headers['user-agent'] ?? ''))
      return send(res, 429, 'Too Many Requests');
    const ysym = decodeURIComponent(path[1] ?? '');
    requested.push(ysym);
    if (tooFast()) {
      refused += 1;
      return send(res, 429, 'Too Many Requests\r\n');
    }
    const failure = failures.shift();
    if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
    if (failure) return fail(failure, res, ysym);
    const [status, body] = answer(ysym, url.searchParams);
    send(res, status, body);
  }

  function tick(random: Random) {
    for (const stock of stocks.values()) {
      const price = roundToTick(Math.round(stock.price), 'nearest');
      const next = random() < 0.5 ? tickDown(price) : tickUp(price);
      if (Math.abs(next - stock.previousClose) > stock.previousClose * 0.3) continue;
      Object.assign(stock, {
        price: next,
        high: Math.max(stock.high, next),
        low: Math.min(stock.low, next),
        volume: stock.volume + Math.floor(random() * 5_000),
      });
    }
  }

  const server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const random = seeded('yahoo-fake-ticks');
  const ticker = options.autoTick
    ? setInterval(() => tick(random), options.tickMs ?? 1_000)
    : undefined;
  ticker?.unref();

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    async close() {
      clearInterval(ticker);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    /** The stock's last price (a float is served as is), widening the day's range. */
    setPrice(symbol: string, price: number) {
      const stock = stockOf(symbol);
      Object.assign(stock, {
        price,
        high: Math.max(stock.high, price),
        low: Math.min(stock.low, price),
      });
    },
    stock: (symbol: string): Readonly<YahooFakeStock> => ({ ...stockOf(symbol) }),
    history,
    failNext(kind: YahooFailure, count = 1) {
      for (let i = 0; i < count; i += 1) failures.push(kind);
    },
    /** Clears the failures still queued: Yahoo is back. */
    recover() {
      failures.length = 0;
    },
    /** The Retry-After header of the next 429s (seconds or an HTTP date); undefined: none. */
    setRetryAfter(value: string | undefined) {
      retryAfter = value;
    },
    /** Requests turned away by the rapid-call limit. */
    refusedForPace: () => refused,
    /** The User-Agent of every request, in order. */
    userAgents: () => [...userAgents],
    setLatency(ms: number) {
      latencyMs = ms;
    },
    /** Cuts every open connection, hanging requests included. */
    dropSockets: () => server.closeAllConnections(),
    /** Yahoo symbols asked for, in order ('005930.KS'). */
    requestedSymbols: () => [...requested],
    maxConcurrent: () => maxInFlight,
    resetStats() {
      requested.length = 0;
      maxInFlight = inFlight;
    },
  };
}

export type YahooFake = Awaited<ReturnType<typeof startYahooFake>>;
