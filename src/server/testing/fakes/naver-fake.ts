import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Market } from '../../../shared/schemas/market';
import { isMarketOpen } from '../../../shared/domain/market/calendar';
import { roundToTick, tickDown, tickSize, tickUp } from '../../../shared/domain/market/tick-size';

/**
 * A local stand-in for Naver Finance: the polling quote API, the daily chart API and the mobile
 * news API on one node:http server, in Naver's own paths and JSON shapes (numbers as text with
 * thousands separators, signed change, KST timestamps).
 */
export type NaverFailure = 'rate-limit' | 'server-error' | 'malformed' | 'hang' | 'drop';

export interface NaverFakeOptions {
  /** Moves every known stock by one tick about every tickMs (default 1000). */
  autoTick?: boolean;
  tickMs?: number;
  port?: number;
  now?: () => number;
  /** The pollingInterval the quote answers carry; default Naver's own: 7 s in session, 70 s outside. */
  pollingIntervalMs?: number;
}

export interface NaverFakeRequest {
  method: string;
  path: string;
  userAgent: string | undefined;
}

export interface NaverFake {
  url: string;
  close(): Promise<void>;
  setPrice(symbol: string, price: number): void;
  price(symbol: string): number;
  previousClose(symbol: string): number;
  /** The code disappears from the polling answer (suspended or delisted). */
  delist(symbol: string): void;
  failNext(kind: NaverFailure, count?: number): void;
  /** Clears the failures still queued: the provider is back. */
  recover(): void;
  setAutoTick(on: boolean): void;
  requests(): NaverFakeRequest[];
  clearRequests(): void;
}

interface FakeStock {
  symbol: string;
  name: string;
  market: Market;
  previousClose: number;
  open: number;
  high: number;
  low: number;
  price: number;
  volume: number;
}

const KNOWN: ReadonlyArray<readonly [string, string, Market, number]> = [
  ['005930', '삼성전자', 'KOSPI', 71_000],
  ['000660', 'SK하이닉스', 'KOSPI', 180_000],
  ['035420', 'NAVER', 'KOSPI', 200_000],
  ['247540', '에코프로비엠', 'KOSDAQ', 250_000],
  ['091990', '셀트리온헬스케어', 'KOSDAQ', 70_000],
];
const CODE = /^[0-9A-Z]{6}$/;
const KST_MS = 9 * 3_600_000;
const DAY_MS = 86_400_000;
const BROWSER_UA = /^Mozilla\/5\.0/;

function hash(text: string): number {
  let h = 2_166_136_261;
  for (const char of text) h = Math.imul(h ^ char.charCodeAt(0), 16_777_619) >>> 0;
  return h;
}

/** Small deterministic generator so a code's history is the same on every call. */
function seededRandom(seed: number): () => number {
  let state = seed || 1;
  return () => {
    state = Math.imul(state ^ (state >>> 15), 2_246_822_507) >>> 0;
    state = (state + 0x6d2b79f5) >>> 0;
    return (state % 1_000_000) / 1_000_000;
  };
}

const withCommas = (n: number) => Math.abs(n).toLocaleString('en-US');
const signed = (n: number) => (n < 0 ? `-${withCommas(n)}` : withCommas(n));
const kstIso = (ms: number) => `${new Date(ms + KST_MS).toISOString().slice(0, 19)}+09:00`;
const kstCompact = (ms: number, length: number) =>
  new Date(ms + KST_MS).toISOString().replace(/[-T:]/g, '').slice(0, length);

function newStock(symbol: string, name: string, market: Market, previousClose: number): FakeStock {
  const p = roundToTick(previousClose, 'nearest');
  return { symbol, name, market, previousClose: p, open: p, high: p, low: p, price: p, volume: 0 };
}

function directionOf(change: number) {
  if (change > 0) return { code: '2', text: '상승', name: 'RISING' };
  if (change < 0) return { code: '5', text: '하락', name: 'FALLING' };
  return { code: '3', text: '보합', name: 'UNCHANGED' };
}

function quoteJson(stock: FakeStock, nowMs: number) {
  const change = stock.price - stock.previousClose;
  const ratio = ((change / stock.previousClose) * 100).toFixed(2);
  return {
    stockType: 'domestic',
    stockEndType: 'stock',
    compareToPreviousPrice: directionOf(change),
    nationType: 'KOR',
    stockExchangeType: { code: stock.market === 'KOSPI' ? 'KS' : 'KQ', name: stock.market },
    itemCode: stock.symbol,
    reutersCode: stock.symbol,
    stockName: stock.name,
    closePrice: withCommas(stock.price),
    closePriceRaw: String(stock.price),
    compareToPreviousClosePrice: signed(change),
    compareToPreviousClosePriceRaw: String(change),
    fluctuationsRatio: ratio,
    fluctuationsRatioRaw: ratio,
    openPrice: withCommas(stock.open),
    highPrice: withCommas(stock.high),
    lowPrice: withCommas(stock.low),
    accumulatedTradingVolume: withCommas(stock.volume),
    accumulatedTradingVolumeRaw: String(stock.volume),
    localTradedAt: kstIso(nowMs),
    marketStatus: 'OPEN',
    delayTime: 0,
    delayTimeName: '실시간',
  };
}

// A trading halt, this many weekdays before today: Naver gives it open/high/low 0, volume 0.
export const NAVER_HALTED_WEEKDAYS_BACK = 10;

/** About a year of weekday bars ending today (KST), walking back from the previous close. */
function dayBars(stock: FakeStock, nowMs: number) {
  const random = seededRandom(hash(stock.symbol));
  const todayMs = Math.floor((nowMs + KST_MS) / DAY_MS) * DAY_MS;
  const bars = [];
  let close = stock.previousClose;
  for (let day = todayMs; day > todayMs - 365 * DAY_MS; day -= DAY_MS) {
    const weekday = new Date(day).getUTCDay();
    if (weekday === 0 || weekday === 6) continue;
    const localDate = new Date(day).toISOString().slice(0, 10).replaceAll('-', '');
    if (day === todayMs) {
      bars.push({
        localDate,
        ...ohlcv(stock.open, stock.high, stock.low, stock.price, stock.volume),
      });
      continue;
    }
    if (bars.length === NAVER_HALTED_WEEKDAYS_BACK) {
      bars.push({ localDate, ...ohlcv(0, 0, 0, close, 0) });
      continue;
    }
    const open = roundToTick(close * (1 + (random() - 0.5) * 0.02), 'nearest');
    const high = Math.max(open, close) + tickSize(close) * Math.floor(random() * 5);
    const low = Math.max(
      tickSize(close),
      Math.min(open, close) - tickSize(close) * Math.floor(random() * 5),
    );
    bars.push({
      localDate,
      ...ohlcv(open, high, low, close, 100_000 + Math.floor(random() * 900_000)),
    });
    close = roundToTick(close / (1 + (random() - 0.5) * 0.04), 'nearest');
  }
  return bars.reverse();
}

function ohlcv(open: number, high: number, low: number, close: number, volume: number) {
  return {
    closePrice: close,
    openPrice: open,
    highPrice: high,
    lowPrice: low,
    accumulatedTradingVolume: volume,
    foreignRetentionRate: 50.12,
  };
}

const OFFICES = [
  ['001', '연합뉴스'],
  ['015', '한국경제'],
  ['009', '매일경제'],
] as const;

function newsJson(stock: FakeStock, nowMs: number) {
  const titles = [
    `${stock.name}, &quot;하반기 실적 개선&quot; 전망에 강세`,
    `[특징주] ${stock.name} 외국인 순매수 &amp; 기관 동반 매수`,
    `${stock.name} 목표주가 상향…증권가 &#39;매수&#39; 유지`,
  ];
  return titles.map((title, i) => {
    const [officeId, officeName] = OFFICES[i % OFFICES.length] ?? OFFICES[0];
    const articleId = String(1_000_000_000 + (hash(stock.symbol + i) % 9_000_000_000)).padStart(
      10,
      '0',
    );
    const item = {
      id: `${officeId}${articleId}`,
      officeId,
      articleId,
      officeName,
      datetime: kstCompact(nowMs - (i + 1) * 3_600_000, 12),
      type: 1,
      title,
      titleFull: title,
      body: `${stock.name} 관련 기사 본문 요약`,
      imageOriginLink: '',
      isVideo: false,
    };
    return { total: 1, items: [item] };
  });
}

function send(
  res: ServerResponse,
  status: number,
  body: string,
  type = 'application/json;charset=UTF-8',
) {
  res.writeHead(status, { 'content-type': type }).end(body);
}

/** "yyyyMMddHHmm" → "yyyyMMdd", or undefined. */
const datePart = (value: string | null) =>
  value && /^\d{8}/.test(value) ? value.slice(0, 8) : undefined;

export async function startNaverFake(options: NaverFakeOptions = {}): Promise<NaverFake> {
  const now = options.now ?? Date.now;
  const pollingInterval = (at: number) =>
    options.pollingIntervalMs ?? (isMarketOpen(new Date(at)) ? 7_000 : 70_000);
  const stocks = new Map<string, FakeStock>();
  for (const [symbol, name, market, close] of KNOWN)
    stocks.set(symbol, newStock(symbol, name, market, close));
  const delisted = new Set<string>();
  const failures: NaverFailure[] = [];
  const log: NaverFakeRequest[] = [];
  const hanging = new Set<ServerResponse>();

  /** Any valid code is listed: unknown ones get a steady price derived from the code. */
  function stock(symbol: string): FakeStock {
    let found = stocks.get(symbol);
    if (!found) {
      found = newStock(symbol, `종목${symbol}`, 'KOSPI', 10_000 + (hash(symbol) % 90_000));
      stocks.set(symbol, found);
    }
    return found;
  }

  function move(target: FakeStock, price: number) {
    target.price = price;
    target.high = Math.max(target.high, price);
    target.low = Math.min(target.low, price);
    target.volume += 100 + (hash(`${target.symbol}${price}`) % 5_000);
  }

  function fail(kind: NaverFailure, res: ServerResponse) {
    if (kind === 'rate-limit') return send(res, 429, '{"message":"Too Many Requests"}');
    if (kind === 'server-error')
      return send(res, 500, '<html><body>500 Internal Server Error</body></html>', 'text/html');
    if (kind === 'malformed')
      return send(res, 200, '{"pollingInterval":7000,"datas":[{"itemCode":"0059');
    if (kind === 'drop') return void res.socket?.destroy();
    hanging.add(res);
  }

  function route(url: URL, res: ServerResponse) {
    const t = now();
    const realtime = /^\/api\/realtime\/domestic\/stock\/([^/]+)$/.exec(url.pathname);
    if (realtime?.[1]) {
      const codes = decodeURIComponent(realtime[1]).split(',');
      const listed = codes.filter((code) => CODE.test(code) && !delisted.has(code));
      const datas = listed.map((code) => quoteJson(stock(code), t));
      return send(
        res,
        200,
        JSON.stringify({ pollingInterval: pollingInterval(t), datas, time: kstCompact(t, 14) }),
      );
    }
    const chart = /^\/chart\/domestic\/item\/([0-9A-Z]{6})\/day$/.exec(url.pathname);
    if (chart?.[1]) {
      const from = datePart(url.searchParams.get('startDateTime'));
      const to = datePart(url.searchParams.get('endDateTime'));
      if (!from || !to) return send(res, 400, '{"message":"startDateTime, endDateTime required"}');
      const bars = dayBars(stock(chart[1]), t).filter(
        (b) => b.localDate >= from && b.localDate <= to,
      );
      return send(res, 200, JSON.stringify(bars));
    }
    const news = /^\/api\/news\/stock\/([0-9A-Z]{6})$/.exec(url.pathname);
    if (news?.[1]) return send(res, 200, JSON.stringify(newsJson(stock(news[1]), t)));
    send(res, 404, '{"message":"Not Found"}');
  }

  function handle(req: IncomingMessage, res: ServerResponse) {
    const userAgent = req.headers['user-agent'];
    log.push({ method: req.method ?? '', path: req.url ?? '', userAgent });
    // Naver answers 403 to clients that do not look like a browser.
    if (!userAgent || !BROWSER_UA.test(userAgent))
      return send(res, 403, '<html>Forbidden</html>', 'text/html');
    if (req.method !== 'GET') return send(res, 405, '{"message":"Method Not Allowed"}');
    const failure = failures.shift();
    if (failure) return fail(failure, res);
    route(new URL(req.url ?? '/', 'http://fake.local'), res);
  }

  const server = createServer(handle);
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  let ticker: ReturnType<typeof setInterval> | undefined;
  function setAutoTick(on: boolean) {
    clearInterval(ticker);
    ticker = undefined;
    if (!on) return;
    ticker = setInterval(() => {
      for (const s of stocks.values()) {
        const next = Math.random() < 0.5 ? tickDown(s.price) : tickUp(s.price);
        // Stay inside the KRX daily limit of ±30% of the previous close.
        if (next >= s.previousClose * 0.7 && next <= s.previousClose * 1.3) move(s, next);
      }
    }, options.tickMs ?? 1_000);
    ticker.unref();
  }
  setAutoTick(options.autoTick ?? false);

  return {
    url,
    async close() {
      setAutoTick(false);
      hanging.forEach((res) => res.socket?.destroy());
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    setPrice(symbol, price) {
      if (!Number.isSafeInteger(price) || price <= 0) throw new Error(`bad price ${price}`);
      delisted.delete(symbol);
      move(stock(symbol), price);
    },
    price: (symbol) => stock(symbol).price,
    previousClose: (symbol) => stock(symbol).previousClose,
    delist: (symbol) => void delisted.add(symbol),
    recover() {
      failures.length = 0;
    },
    failNext(kind, count = 1) {
      for (let i = 0; i < count; i += 1) failures.push(kind);
    },
    setAutoTick,
    requests: () => [...log],
    clearRequests: () => void log.splice(0),
  };
}
