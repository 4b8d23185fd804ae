import { afterEach, describe, expect, it } from 'vitest';
import { createPriceStore } from '../../src/server/market/price-store';
import { createReplayProvider } from '../../src/server/market/providers/replay';
import { loadCatalogue } from '../../src/server/market/catalogue';
import type { Catalogue, CorporateAction } from '../../src/server/market/types';
import { createCorporateActionsService } from '../../src/server/services/corporate-actions.service';
import { createServerEventBus } from '../../src/shared/realtime/server-events';
import { authHeader, insertClass, insertUser } from '../../src/server/testing/factories';
import {
  insertStocks,
  insertStudent,
  ledgerBalance,
  quote,
  setWatchlist,
} from '../../src/server/testing/money-fixtures';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import { buildCatalogue } from '../../src/server/testing/test-catalogue';
import type { CorporateAdjustment } from '../../src/shared/schemas/corporate-actions';
import type { Analytics } from '../../src/shared/schemas/analytics';
import type { Order } from '../../src/shared/schemas/orders';
import type { HistoryItem, ReviewQueue } from '../../src/shared/schemas/reviews';
import type { LeaderboardEntry, Portfolio } from '../../src/shared/schemas/trading';

// 대한제강 (084010) on 2026-01-05 had this 무상증자 (19,600 → 13,070); here it falls on a Monday
// after a Friday the class trades, so the replay crosses it.
const action: CorporateAction = {
  symbol: '084010',
  date: '2026-03-09',
  kind: 'bonus',
  previousClose: 19_600,
  basePrice: 13_070,
  sharesRatio: 1.5,
  source: 'krx',
};
const bar = (date: string, open: number, high: number, low: number, close: number) => ({
  date,
  open,
  high,
  low,
  close,
  volume: 100_000,
});
const catalogue = buildCatalogue(
  [
    {
      symbol: '084010',
      name: '대한제강',
      market: 'KOSPI',
      segments: [
        [
          bar('2026-03-05', 19_500, 19_700, 19_400, 19_500),
          bar('2026-03-06', 19_500, 19_700, 19_400, 19_600),
          bar('2026-03-09', 13_100, 13_300, 12_900, 13_200),
          bar('2026-03-10', 13_200, 13_400, 13_000, 13_300),
        ],
      ],
    },
  ],
  [],
  { corporateActions: [action] },
);

let t: TestApp | undefined;
afterEach(() => t?.dispose());

async function scene(
  options: { catalogue: Catalogue; startDate: string; symbols: string[] } = {
    catalogue,
    startDate: '2026-03-06',
    symbols: ['084010'],
  },
) {
  const { catalogue } = options;
  const prices = createPriceStore();
  const hook = { newDay: (_date: string) => {} };
  const engine = createReplayProvider({
    catalogue,
    prices,
    seed: 1,
    dayMinutes: 30,
    clock: { now: () => new Date('2026-03-20T01:00:00Z') },
    startDate: options.startDate,
    onNewDay: (date) => hook.newDay(date),
  });
  t = createTestApp({
    overrides: {
      catalogue,
      prices,
      market: engine,
      marketNow: () => new Date(engine.now()),
      deferFills: (run) => run(),
    },
  });
  const told: Array<{ userId: number; adjustment?: CorporateAdjustment; order?: Order }> = [];
  // Its own bus: what this service told, not the app's order fills.
  const events = createServerEventBus();
  events.subscribe('corporateActionApplied', (adjusted) => told.push(adjusted));
  events.subscribe('orderChanged', (changed) => told.push(changed));
  const service = createCorporateActionsService({
    db: t.db,
    clock: t.clock,
    actions: () => catalogue.corporateActions(),
    events,
  });
  hook.newDay = (date) => service.applyDue(date);
  const stocks = insertStocks(t.db, catalogue);
  const klass = insertClass(t.db);
  const student = insertStudent(t.db, { classId: klass.id });
  setWatchlist(
    t.db,
    student.id,
    options.symbols.map((symbol) => stocks.get(symbol)!.id),
  );
  const headers = await authHeader(t.accessTokens, student);
  const app = t.app;
  async function call<T>(method: string, path: string, body?: unknown) {
    const response = await app.request(`/api${path}`, {
      method,
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as { data: T; message?: string };
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${json.message}`);
    return json.data;
  }
  /** The student's figures with the stock (대한제강 unless named) priced at `price`. */
  async function figures(price: number, symbol = '084010') {
    prices.apply([quote(symbol, price)]);
    const portfolio = await call<Portfolio>('GET', '/portfolio');
    const board = await call<LeaderboardEntry[]>('GET', '/leaderboard');
    const entry = board.find((e) => e.userId === student.id)!;
    const { holdings: _holdings, ...summary } = portfolio;
    return { summary, entry };
  }
  return { engine, service, student, klass, call, figures, told };
}

describe('a corporate action crossed by the replay', () => {
  it('keeps the holding’s value to the won, pays the fraction through the ledger and cancels open orders', async () => {
    const s = await scene();
    s.engine.track(['084010']);
    await s.call('POST', '/trading/buy', { symbol: '084010', quantity: 15, reason: '철근 수요' });
    const limit = await s.call<{ order: Order }>('POST', '/trading/orders', {
      symbol: '084010',
      side: 'BUY',
      type: 'LIMIT',
      quantity: 10,
      limitPrice: 14_000,
      reason: '싸게 사고 싶다',
    });
    expect(limit.order.status).toBe('OPEN');
    const before = await s.figures(action.previousClose);

    s.engine.step(31 * 60_000); // into 2026-03-09: the action applies before its first quote

    const [holding] = (await s.call<Portfolio>('GET', '/portfolio')).holdings;
    // ⌊15 × 19,600 ÷ 13,070⌋ = ⌊22.49⌋ = 22 shares; 294,000 − 22 × 13,070 = 6,460 won 단주 대금
    expect(holding).toMatchObject({ symbol: '084010', quantity: 22 });
    const after = await s.figures(action.basePrice);
    expect(after.summary.cash).toBe(before.summary.cash + 6_460);
    expect(after.summary.totalValue).toBe(before.summary.totalValue);
    expect(after.summary.totalProfitLoss).toBe(before.summary.totalProfitLoss);
    expect(after.summary.netDeposits).toBe(before.summary.netDeposits);
    expect(after.entry).toEqual(before.entry);
    expect(after.entry.transactionCount).toBe(1);
    expect(ledgerBalance(t!.db, s.student.id)).toEqual({
      ledger: after.summary.cash,
      cash: after.summary.cash,
    });

    const [cancelled] = await s.call<Order[]>('GET', '/trading/orders?status=cancelled');
    expect(cancelled).toMatchObject({
      id: limit.order.id,
      closeReason: '기업 행사(무상증자)로 주문이 취소되었습니다',
      reservedCash: 0,
    });
    const history = await s.call<CorporateAdjustment[]>('GET', '/portfolio/corporate-actions');
    expect(history).toMatchObject([
      {
        marketDate: '2026-03-09',
        kindLabel: '무상증자',
        quantityBefore: 15,
        quantityAfter: 22,
        cashIn: 6_460,
      },
    ]);
    expect(history[0]!.explanations.at(-1)?.explanation.steps.map((x) => x.value)).toEqual([
      294_000, 294_000,
    ]);
    expect(s.told.map((e) => e.adjustment?.quantityAfter ?? e.order?.status)).toEqual([
      22,
      'CANCELLED',
    ]);
  });

  it('is neither a trade nor a gain in the analytics: the average price scales, selling the new shares realises the real gain', async () => {
    const s = await scene();
    s.engine.track(['084010']);
    const bought = await s.call<{ transaction: { price: number } }>('POST', '/trading/buy', {
      symbol: '084010',
      quantity: 15,
      reason: '철근 수요',
    });
    t!.clock.advance(60_000);
    s.engine.step(31 * 60_000);
    t!.clock.advance(60_000);
    const average = (bought.transaction.price * 13_070) / 19_600;
    const metricOf = (analytics: Analytics, key: string) =>
      [...analytics.metrics, ...analytics.holdings.flatMap((h) => h.metrics)].find(
        (m) => m.key === key,
      )?.value;
    const held = await s.call<Analytics>('GET', '/portfolio/analytics');
    expect(metricOf(held, 'averagePrice')).toBe(Math.round(average));

    await s.figures(13_070);
    await s.call('POST', '/trading/sell', { symbol: '084010', quantity: 22, reason: '정리' });
    const sold = await s.call<Analytics>('GET', '/portfolio/analytics');
    // (13,070 − average) × 22: the sale of the 22 adjusted shares, nothing for the action itself.
    expect(metricOf(sold, 'realisedProfitLoss')).toBe(Math.round((13_070 - average) * 22));
  });

  it("shows a trade before the action at its price in today's shares, beside the original (issue 37.4)", async () => {
    const s = await scene();
    s.engine.track(['084010']);
    const bought = await s.call<{ transaction: { price: number } }>('POST', '/trading/buy', {
      symbol: '084010',
      quantity: 15,
      reason: '철근 수요',
    });
    expect(bought.transaction.price).toBe(19_500);
    t!.clock.advance(60_000);
    s.engine.step(31 * 60_000);
    t!.clock.advance(60_000);
    s.engine.track([]);
    t!.deps.prices.apply([quote('084010', 14_300)]);
    t!.clock.advance(60_000);
    await s.call('POST', '/trading/buy', { symbol: '084010', quantity: 1, reason: '추가 매수' });
    const [after, trade] = await s.call<HistoryItem[]>('GET', '/trading/history');
    // Bought in today's shares: nothing to adjust.
    expect([after!.price, after!.adjustedPrice]).toEqual([14_300, null]);
    // 19,500 × 13,070 ÷ 19,600 = 13,003.32 → 13,003 won in today's shares
    expect(trade!.price).toBe(19_500);
    expect(trade!.adjustedPrice!.value).toBe(13_003);
    expect(trade!.adjustedPrice!.steps.map((step) => step.value)).toEqual([
      13_070 / 19_600,
      (19_500 * 13_070) / 19_600,
      13_003,
    ]);
    // (14,300 − 13,003) ÷ 13,003 × 100 = +9.97 %, not (14,300 − 19,500) ÷ 19,500 = −26.67 %
    expect(trade!.move).toMatchObject({
      value: 9.97,
      formula: '(현재가 − 수정 거래 가격) ÷ 수정 거래 가격 × 100',
    });
    // The teacher's review queue reads the same move.
    const admin = await authHeader(t!.accessTokens, insertUser(t!.db, { role: 'ADMIN' }));
    const response = await t!.app.request(`/api/teacher/classes/${s.klass.id}/reviews`, {
      headers: admin,
    });
    const queue = ((await response.json()) as { data: ReviewQueue }).data;
    const queued = queue.items.find((item) => item.trade.id === trade!.id)!;
    expect(queued.move!.value).toBe(9.97);
  });

  it('applies an action once: a second run, a restart or a rewound replay change nothing', async () => {
    const s = await scene();
    s.engine.track(['084010']);
    await s.call('POST', '/trading/buy', { symbol: '084010', quantity: 15, reason: '철근 수요' });
    s.engine.step(31 * 60_000);
    const cash = ledgerBalance(t!.db, s.student.id);

    expect(s.service.applyDue('2026-03-09')).toBe(0);
    expect(s.service.applyDue('2026-03-06')).toBe(0);
    expect(s.service.apply(action).adjusted).toEqual([]);

    const [holding] = (await s.call<Portfolio>('GET', '/portfolio')).holdings;
    expect(holding?.quantity).toBe(22);
    expect(ledgerBalance(t!.db, s.student.id)).toEqual(cash);
    expect(await s.call<CorporateAdjustment[]>('GET', '/portfolio/corporate-actions')).toHaveLength(
      1,
    );
  });

  it('on a fresh database starts after the current day: nothing is adjusted for days before it', async () => {
    const s = await scene();
    expect(s.service.applyDue('2026-03-09')).toBe(0);
    s.engine.track(['084010']);
    expect(await s.call<CorporateAdjustment[]>('GET', '/portfolio/corporate-actions')).toEqual([]);
  });

  it('applies the actions ahead again after the replay ran past the real days and started over', async () => {
    const s = await scene();
    // A replay that played on beyond 2026-07-10 left the marker in the summer holiday; then
    // 시장 설정 started the class again on 2026-03-06.
    expect(s.service.applyDue('2026-07-20')).toBe(0);
    s.engine.track(['084010']);
    await s.call('POST', '/trading/buy', { symbol: '084010', quantity: 15, reason: '철근 수요' });

    s.engine.step(31 * 60_000);

    const [holding] = (await s.call<Portfolio>('GET', '/portfolio')).holdings;
    expect(holding).toMatchObject({ symbol: '084010', quantity: 22 });
  });
});

// The embedded data (data/krx), not a test catalogue: the real events the class replays.
describe('real corporate actions of the embedded semester', () => {
  const real = loadCatalogue();
  const actionOf = (symbol: string, date: string) =>
    real.corporateActions().find((a) => a.symbol === symbol && a.date === date)!;

  it('keeps a 만호제강 holding to the won across its 10:1 split on 2026-03-09', async () => {
    // Halted from 02-20 for the split; 03-06 is its last day at the old price (no trades).
    const s = await scene({ catalogue: real, startDate: '2026-03-06', symbols: ['001080'] });
    s.engine.track(['001080']);
    await s.call('POST', '/trading/buy', { symbol: '001080', quantity: 7, reason: '와이어로프' });
    const before = await s.figures(54_400, '001080');

    s.engine.step(31 * 60_000); // into 2026-03-09: 54,400 → 기준가 5,440

    const [holding] = (await s.call<Portfolio>('GET', '/portfolio')).holdings;
    expect(holding).toMatchObject({ symbol: '001080', quantity: 70 });
    const after = await s.figures(5_440, '001080');
    expect(after.summary.totalValue).toBe(before.summary.totalValue);
    expect(after.summary.cash).toBe(before.summary.cash);
    expect(after.entry).toEqual(before.entry);
  });

  it('credits the rights of a 루닛 holding in cash at its 권리락 on 2026-03-18', async () => {
    const action = actionOf('328130', '2026-03-18');
    expect(action).toMatchObject({ kind: 'rights', previousClose: 38_500, basePrice: 36_050 });
    const s = await scene({ catalogue: real, startDate: '2026-03-17', symbols: ['328130'] });
    s.engine.track(['328130']);
    await s.call('POST', '/trading/buy', { symbol: '328130', quantity: 9, reason: 'AI 진단' });
    const before = await s.figures(38_500, '328130');

    s.engine.step(31 * 60_000);

    const [holding] = (await s.call<Portfolio>('GET', '/portfolio')).holdings;
    expect(holding).toMatchObject({ symbol: '328130', quantity: 9 });
    const after = await s.figures(36_050, '328130');
    // (38,500 − 36,050) × 9 = 22,050 won for the rights
    expect(after.summary.cash).toBe(before.summary.cash + 22_050);
    expect(after.summary.totalValue).toBe(before.summary.totalValue);
    expect(after.entry).toEqual(before.entry);
  });
});
