import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { authHeader, insertUser } from '../../src/server/testing/factories';
import {
  insertStocks,
  insertStudent,
  ledgerBalance,
  quote,
  setWatchlist,
} from '../../src/server/testing/money-fixtures';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import { zTradeResult, zTransaction } from '../../src/shared/schemas/trading';
import { stocks } from '../../src/server/db/schema';

let t: TestApp;
let marketOpen: boolean;
let studentId: number;
let auth: Record<string, string>;
let stockIds: Map<string, number>;

// Friday 2026-03-20 10:00 KST; sales tax 0.20 %, class fee 0.015 %.
beforeEach(async () => {
  marketOpen = true;
  // The order limit has its own test below; here a burst of 200 orders must all be weighed.
  t = createTestApp({
    overrides: {
      isMarketOpen: () => marketOpen,
      orderRateLimit: { limit: 1_000, windowMs: 60_000 },
    },
  });
  stockIds = new Map([...insertStocks(t.db, t.deps.catalogue)].map(([s, row]) => [s, row.id]));
  const student = insertStudent(t.db);
  studentId = student.id;
  setWatchlist(t.db, student.id, [stockIds.get('005930')!, stockIds.get('000660')!]);
  t.deps.prices.apply([quote('005930', 70_000), quote('000660', 200_000)]);
  auth = await authHeader(t.accessTokens, student);
});
afterEach(() => t.dispose());

async function call(path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await t.app.request(`/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...auth, 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : body === undefined ? undefined : JSON.stringify(body),
  });
  return {
    status: response.status,
    body: (await response.json()) as { data?: unknown; message?: string; code?: string },
  };
}

const order = (quantity: unknown = 10, symbol = '005930') => ({
  symbol,
  quantity,
  reason: '반도체 업황이 회복될 것으로 판단',
});

describe('POST /trading/buy and /trading/sell', () => {
  it('buys at the current price with the class fee and moves the cash', async () => {
    const { status, body } = await call('/trading/buy', order(10));
    expect(status).toBe(200);
    const result = zTradeResult.parse(body.data);
    expect(result).toMatchObject({
      cash: 10_000_000 - 700_105,
      cashChange: -700_105,
      quantityHeld: 10,
      transaction: { type: 'BUY', symbol: '005930', stockName: '삼성전자', price: 70_000 },
    });
    expect(result.transaction).toMatchObject({ totalAmount: 700_000, fee: 105, tax: 0 });
    expect(ledgerBalance(t.db, studentId)).toEqual({ ledger: 9_299_895, cash: 9_299_895 });
  });

  it('sells with fee and 2026 sales tax, removing the holding at zero', async () => {
    await call('/trading/buy', order(10));
    t.deps.prices.apply([quote('005930', 77_000)]);
    const { status, body } = await call('/trading/sell', order(10));
    expect(status).toBe(200);
    const result = zTradeResult.parse(body.data);
    // 770,000 − fee 115 − tax 1,540.
    expect(result).toMatchObject({ cashChange: 768_345, quantityHeld: 0 });
    expect(result.transaction).toMatchObject({ type: 'SELL', fee: 115, tax: 1_540 });
    const portfolio = await call('/portfolio');
    expect(portfolio.body.data).toMatchObject({ holdings: [], cash: 10_068_240 });
    expect(ledgerBalance(t.db, studentId)).toEqual({ ledger: 10_068_240, cash: 10_068_240 });
  });

  it.each([
    // 770,000 × 0.10 % = 770 (KONEX: 증권거래세 only); 770,000 − fee 115 − 770.
    ['KONEX', 770, 769_115],
    // 770,000 × 0.20 % = 1,540.
    ['KOSDAQ', 1_540, 768_345],
  ] as const)('a %s sale pays its market’s 2026 tax: %i won', async (market, tax, cashChange) => {
    const stock = t.db
      .insert(stocks)
      .values({ symbol: 'TAX001', name: '시장별 세율', market, sector: '기타', isAdded: true })
      .returning()
      .get();
    setWatchlist(t.db, studentId, [stock.id]);
    t.deps.prices.apply([quote('TAX001', 70_000)]);
    await call('/trading/buy', order(10, 'TAX001'));
    t.deps.prices.apply([quote('TAX001', 77_000)]);
    const { status, body } = await call('/trading/sell', order(10, 'TAX001'));
    expect(status).toBe(200);
    const result = zTradeResult.parse(body.data);
    expect(result.transaction).toMatchObject({ fee: 115, tax });
    expect(result.cashChange).toBe(cashChange);
  });

  it('may sell a held stock that left the watchlist', async () => {
    expect((await call('/trading/buy', order(1, '000660'))).status).toBe(200);
    setWatchlist(t.db, studentId, [stockIds.get('005930')!]);
    expect((await call('/trading/sell', order(1, '000660'))).status).toBe(200);
    expect((await call('/trading/buy', order(1, '000660'))).body.code).toBe('NOT_IN_WATCHLIST');
  });
});

describe('rejections', () => {
  it.each([
    ['{"symbol":"005930","quantity":1e400,"reason":"근거"}'],
    [JSON.stringify(order(-1))],
    [JSON.stringify(order(0))],
    [JSON.stringify(order(0.5))],
    [JSON.stringify(order('10'))],
    [JSON.stringify(order(1_000_001))],
  ])('400 올바른 수량을 입력해주세요 for %s', async (raw) => {
    const { status, body } = await call('/trading/buy', raw);
    expect(status).toBe(400);
    expect(body).toMatchObject({ success: false, message: '올바른 수량을 입력해주세요' });
  });

  it.each([[''], ['   \n ']])('400 투자 판단 근거를 입력해주세요 for %j', async (reason) => {
    const { status, body } = await call('/trading/sell', { ...order(), reason });
    expect(status).toBe(400);
    expect(body.message).toBe('투자 판단 근거를 입력해주세요');
  });

  it('400 for a rationale over 1,000 characters and for extra fields', async () => {
    const long = await call('/trading/buy', { ...order(), reason: '가'.repeat(1_001) });
    expect([long.status, long.body.message]).toEqual([
      400,
      '투자 판단 근거는 1,000자 이내로 입력해주세요',
    ]);
    const extra = await call('/trading/buy', { ...order(), price: 1 });
    expect(extra.status).toBe(400);
  });

  it.each([
    ['a zero price', 'PRICE_UNAVAILABLE', () => t.deps.prices.apply([quote('005930', 0)])],
    [
      'a stale quote',
      'PRICE_UNAVAILABLE',
      () => t.deps.prices.apply([quote('005930', 70_000, { stale: true })]),
    ],
    ['a closed market', 'MARKET_CLOSED', () => (marketOpen = false)],
  ])('buying with %s → 422 %s, cash untouched', async (_, code, arrange) => {
    arrange();
    const result = await call('/trading/buy', order());
    expect([result.status, result.body.code]).toEqual([422, code]);
    expect(ledgerBalance(t.db, studentId).cash).toBe(10_000_000);
  });

  it('says 현재 가격 정보가 없습니다 for a watched stock nobody has priced yet', async () => {
    setWatchlist(t.db, studentId, [stockIds.get('035720')!]);
    const result = await call('/trading/buy', order(1, '035720'));
    expect(result).toEqual({
      status: 422,
      body: {
        success: false,
        code: 'PRICE_UNAVAILABLE',
        message: '현재 가격 정보가 없습니다. 잠시 후 다시 시도해주세요.',
      },
    });
  });

  it('buys only stocks in the watchlist', async () => {
    const result = await call('/trading/buy', order(1, '035720'));
    expect([result.status, result.body.code]).toEqual([422, 'NOT_IN_WATCHLIST']);
  });

  it.each([
    ['/trading/buy', order(143), 'INSUFFICIENT_CASH', '보유 현금이 부족해요'],
    ['/trading/sell', order(1), 'INSUFFICIENT_HOLDINGS', '보유 수량이 부족해요'],
    ['/trading/buy', order(1, '999999'), 'STOCK_NOT_FOUND', '종목을 찾을 수 없습니다.'],
  ])('%s %j → %s', async (path, body, code, message) => {
    const result = await call(path, body);
    expect(result.body).toMatchObject({ success: false, code, message });
    expect(result.status).toBe(code === 'STOCK_NOT_FOUND' ? 404 : 422);
  });

  it('403 WATCHLIST_REQUIRED for a student without a watchlist; 403 for a teacher', async () => {
    auth = await authHeader(t.accessTokens, insertStudent(t.db));
    const student = await call('/trading/buy', order());
    expect([student.status, student.body.code]).toEqual([403, 'WATCHLIST_REQUIRED']);
    auth = await authHeader(t.accessTokens, insertUser(t.db, { role: 'TEACHER' }));
    expect((await call('/trading/buy', order())).status).toBe(403);
  });

  it('401 without a session', async () => {
    auth = {};
    expect((await call('/trading/buy', order())).status).toBe(401);
  });
});

describe('Idempotency-Key', () => {
  it('executes a retried buy once and answers the first result again', async () => {
    const key = { 'Idempotency-Key': 'c0ffee-1' };
    const first = await call('/trading/buy', order(10), key);
    const retry = await call('/trading/buy', order(10), key);
    expect(retry).toEqual(first);
    expect(ledgerBalance(t.db, studentId).cash).toBe(10_000_000 - 700_105);
    const history = await call('/trading/history');
    expect(history.body.data).toHaveLength(1);
  });

  it('refuses the same key with a different order (422) and a malformed key (400)', async () => {
    await call('/trading/buy', order(10), { 'Idempotency-Key': 'k-1' });
    const reused = await call('/trading/buy', order(11), { 'Idempotency-Key': 'k-1' });
    expect([reused.status, reused.body.code]).toEqual([422, 'IDEMPOTENCY_KEY_REUSED']);
    const bad = await call('/trading/buy', order(1), { 'Idempotency-Key': 'x'.repeat(101) });
    expect(bad.status).toBe(400);
  });

  it('executes simultaneous retries with one key once, each answered with the first result', async () => {
    const key = { 'Idempotency-Key': 'double-click' };
    const [first, retry] = await Promise.all([
      call('/trading/buy', order(10), key),
      call('/trading/buy', order(10), key),
    ]);
    expect(first.status).toBe(200);
    expect(retry).toEqual(first);
    expect(ledgerBalance(t.db, studentId).cash).toBe(10_000_000 - 700_105);
  });

  it('lets a failed first attempt be retried', async () => {
    const key = { 'Idempotency-Key': 'retry-after-price' };
    t.deps.prices.apply([quote('005930', 70_000, { stale: true })]);
    expect((await call('/trading/buy', order(1), key)).status).toBe(422);
    t.deps.prices.apply([quote('005930', 70_000)]);
    expect((await call('/trading/buy', order(1), key)).status).toBe(200);
  });
});

describe('realtime events', () => {
  it('announce a trade to the class once, even when it is retried', async () => {
    const events: string[] = [];
    t.dispose();
    t = createTestApp();
    t.events.subscribe('tradeExecuted', (trade) =>
      events.push(`trade ${trade.type} ${trade.userId} ${trade.classId}`),
    );
    t.events.subscribe('portfolioChanged', ({ userId }) => events.push(`portfolio ${userId}`));
    const stock = insertStocks(t.db, t.deps.catalogue).get('005930')!;
    const student = insertStudent(t.db);
    setWatchlist(t.db, student.id, [stock.id]);
    t.deps.prices.apply([quote('005930', 70_000)]);
    auth = await authHeader(t.accessTokens, student);
    const key = { 'Idempotency-Key': 'once' };
    await call('/trading/buy', order(1), key);
    await call('/trading/buy', order(1), key);
    expect(events).toEqual([
      `portfolio ${student.id}`,
      `trade BUY ${student.id} ${student.classId}`,
    ]);
  });
});

describe('GET /trading/history', () => {
  it('lists trades newest first with the rationale, limited by ?limit', async () => {
    await call('/trading/buy', order(3));
    t.clock.advance(60_000);
    await call('/trading/sell', { ...order(1), reason: '일부 차익 실현' });
    const all = await call('/trading/history');
    const rows = zTransaction.array().parse(all.body.data);
    expect(rows.map((r) => [r.type, r.quantity, r.reason])).toEqual([
      ['SELL', 1, '일부 차익 실현'],
      ['BUY', 3, '반도체 업황이 회복될 것으로 판단'],
    ]);
    expect((await call('/trading/history?limit=1')).body.data).toHaveLength(1);
    expect((await call('/trading/history?limit=0')).status).toBe(400);
  });
});

describe('order rate limit', () => {
  /** The app with the production order limit and a student who may buy 005930. */
  async function limitedStudent() {
    const limited = createTestApp({ overrides: { isMarketOpen: () => true } });
    const stocks = insertStocks(limited.db, limited.deps.catalogue);
    const student = insertStudent(limited.db);
    setWatchlist(limited.db, student.id, [stocks.get('005930')!.id]);
    limited.deps.prices.apply([quote('005930', 70_000)]);
    const headers = {
      ...(await authHeader(limited.accessTokens, student)),
      'Content-Type': 'application/json',
    };
    const buy = async (key?: string) => {
      const response = await limited.app.request('/api/trading/buy', {
        method: 'POST',
        headers: key === undefined ? headers : { ...headers, 'Idempotency-Key': key },
        body: JSON.stringify(order(1)),
      });
      return {
        status: response.status,
        retryAfter: response.headers.get('Retry-After'),
        body: (await response.json()) as { data?: { transaction: { id: number } } },
      };
    };
    return { limited, student, buy };
  }

  it('refuses a student’s 31st order within a minute and takes orders again after it', async () => {
    const { limited, student, buy } = await limitedStudent();
    try {
      for (let i = 0; i < 30; i += 1) expect((await buy()).status).toBe(200);
      limited.clock.advance(15_000);
      const refused = await buy();
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({
        code: 'RATE_LIMITED',
        message: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
      });
      // A one-minute window, 15 s gone.
      expect(refused.retryAfter).toBe('45');
      expect(ledgerBalance(limited.db, student.id).cash).toBe(10_000_000 - 30 * 70_010);
      limited.clock.advance(45_000);
      expect((await buy()).status).toBe(200);
    } finally {
      limited.dispose();
    }
  });

  it('answers a retried order with its stored result, without counting it as an order', async () => {
    const { limited, student, buy } = await limitedStudent();
    try {
      const first = await buy('lost-answer');
      for (let i = 0; i < 5; i += 1) expect(await buy('lost-answer')).toEqual(first);
      for (let i = 0; i < 29; i += 1) expect((await buy()).status).toBe(200);
      // The limit is used up by 30 real orders; the retry still gets its answer.
      expect((await buy()).status).toBe(429);
      expect(await buy('lost-answer')).toEqual(first);
      expect(ledgerBalance(limited.db, student.id).cash).toBe(10_000_000 - 30 * 70_010);
    } finally {
      limited.dispose();
    }
  });
});

describe('200 simultaneous buys', () => {
  it('fill exactly the affordable ones and never take the cash below zero', async () => {
    // Each buy costs 70,000 + 10 fee; 10,000,000 affords 142 of them.
    const results = await Promise.all(
      Array.from({ length: 200 }, () => call('/trading/buy', order(1))),
    );
    const filled = results.filter((r) => r.status === 200).length;
    expect(filled).toBe(142);
    expect(results.filter((r) => r.body.code === 'INSUFFICIENT_CASH')).toHaveLength(58);
    const { cash, ledger } = ledgerBalance(t.db, studentId);
    expect(cash).toBe(10_000_000 - 142 * 70_010);
    expect(ledger).toBe(cash);
  });
});
