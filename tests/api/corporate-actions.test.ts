import { afterEach, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../../src/server/market/catalogue';
import type { Catalogue, CorporateAction } from '../../src/server/market/types';
import { eq } from 'drizzle-orm';
import { classes, holdings, stocks } from '../../src/server/db/schema';
import { authHeader, insertUser } from '../../src/server/testing/factories';
import { createCorporateActionsService } from '../../src/server/services/corporate-actions.service';
import { createServerEventBus } from '../../src/shared/realtime/server-events';
import { ledgerBalance, quote } from '../../src/server/testing/money-fixtures';
import type { TestApp } from '../../src/server/testing/test-app';
import { buildCatalogue } from '../../src/server/testing/test-catalogue';
import type { CorporateAdjustment } from '../../src/shared/schemas/corporate-actions';
import type { Analytics } from '../../src/shared/schemas/analytics';
import type { Order } from '../../src/shared/schemas/orders';
import type { HistoryItem, ReviewQueue } from '../../src/shared/schemas/reviews';
import type { Portfolio } from '../../src/shared/schemas/trading';
import { auctionScene } from './auctions.helpers';
import { actionScene } from './corporate-actions.helpers';

// 대한제강 (084010) on 2026-01-05 had this 무상증자 (19,600 → 13,070); here it falls on a Monday
// after a Friday the class trades, so the replay crosses it.
const action: CorporateAction = {
  symbol: '084010',
  date: '2026-03-09',
  kind: 'bonus',
  previousClose: 19_600,
  basePrice: 13_070,
  sharesRatio: 1.5,
  // No share ratio: the holding follows the price rule (previous close ÷ base price).
  shareRatio: null,
  verifiedBy: 'none',
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
const daehanSteel: Parameters<typeof buildCatalogue>[0] = [
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
];
const catalogue = buildCatalogue(daehanSteel, [], { corporateActions: [action] });

let t: TestApp | undefined;
afterEach(() => t?.dispose());

async function scene(
  options: { catalogue: Catalogue; startDate: string; symbols: string[] } = {
    catalogue,
    startDate: '2026-03-06',
    symbols: ['084010'],
  },
) {
  const s = await actionScene(options);
  t = s.t;
  return s;
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

  it("shows a trade before the action at its price in today's shares, beside the original", async () => {
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

  it('applies a day’s actions and moves its marker in one transaction: a failure part-way leaves every holding as it was', async () => {
    // 대한제강 and a twin held beside it, whose action the data got wrong (a 권리락 above the
    // close): the twin fails after 대한제강's holders were adjusted, as a server killed between
    // the two would stop.
    const broken = { ...action, symbol: '084011', kind: 'rights' as const, basePrice: 19_700 };
    const s = await scene();
    s.engine.track(['084010']);
    await s.call('POST', '/trading/buy', { symbol: '084010', quantity: 15, reason: '철근 수요' });
    const twin = t!.db
      .insert(stocks)
      .values({ symbol: '084011', name: '쌍둥이', market: 'KOSPI', sector: '철강' })
      .returning()
      .get();
    t!.db
      .insert(holdings)
      .values({
        userId: s.student.id,
        stockId: twin.id,
        quantity: 3,
        averagePrice: 19_600,
        updatedAt: t!.clock.now(),
      })
      .run();
    const failing = createCorporateActionsService({
      db: t!.db,
      clock: t!.clock,
      actions: () => [action, broken],
      events: createServerEventBus(),
    });

    expect(() => failing.applyDue('2026-03-09')).toThrow('기업 행사의 기준가가 올바르지 않습니다');

    const held = (await s.call<Portfolio>('GET', '/portfolio')).holdings;
    expect(held.map((h) => [h.symbol, h.quantity])).toEqual([
      ['084010', 15],
      ['084011', 3],
    ]);
    expect(failing.appliedThrough()).toBe('2026-03-06');
    expect(await s.call<CorporateAdjustment[]>('GET', '/portfolio/corporate-actions')).toEqual([]);
  });

  it('on a fresh database starts after the current day: nothing is adjusted for days before it', async () => {
    const s = await scene();
    expect(s.service.applyDue('2026-03-09')).toBe(0);
    s.engine.track(['084010']);
    expect(await s.call<CorporateAdjustment[]>('GET', '/portfolio/corporate-actions')).toEqual([]);
  });

  it('plays the days before actions it already applied at their adjusted prices after the replay ran past the real days and started over', async () => {
    const s = await scene();
    // A replay that played on beyond 2026-07-10 applied every action of the semester and left
    // the marker in the summer holiday; then 시장 설정 started the class again on 2026-03-06.
    expect(s.service.applyDue('2026-07-20')).toBe(0);
    s.engine.track(['084010']);
    // 수정주가: 19,500 × 13,070 ÷ 19,600 = 13,003.3 → 13,000 on the 10-won grid
    expect(s.prices.get('084010')).toMatchObject({ open: 13_000, previousClose: 13_000 });
    const bought = await s.call<{ transaction: { price: number } }>('POST', '/trading/buy', {
      symbol: '084010',
      quantity: 15,
      reason: '철근 수요',
    });
    expect(bought.transaction.price).toBe(13_000);

    s.engine.step(31 * 60_000);

    // Bought on the adjusted basis: the action does not apply a second time.
    const [holding] = (await s.call<Portfolio>('GET', '/portfolio')).holdings;
    expect(holding).toMatchObject({ symbol: '084010', quantity: 15 });
    expect(await s.call<CorporateAdjustment[]>('GET', '/portfolio/corporate-actions')).toEqual([]);
  });
});

// The embedded data (data/krx), not a test catalogue: the real events the class replays.
describe('a corporate action whose share ratio the data knows', () => {
  it('allots ⌊quantity × ratio⌋ shares and pays only the true fraction, as KRX does', async () => {
    // 대한제강's 1주당 0.5주 무상증자: listed shares 22,914,397 → 34,371,596, ratio 1.5
    const withRatio = buildCatalogue(daehanSteel, [], {
      corporateActions: [{ ...action, shareRatio: 1.5, verifiedBy: 'listed-shares' }],
    });
    const s = await scene({ catalogue: withRatio, startDate: '2026-03-06', symbols: ['084010'] });
    s.engine.track(['084010']);
    await s.call('POST', '/trading/buy', { symbol: '084010', quantity: 16, reason: '철근 수요' });
    const before = await s.figures(action.previousClose);

    s.engine.step(31 * 60_000);

    // 16 × 1.5 = 24 shares, no fraction (close ÷ base gave ⌊313,600 ÷ 13,070⌋ = 23 + 12,990 won)
    const [holding] = (await s.call<Portfolio>('GET', '/portfolio')).holdings;
    expect(holding).toMatchObject({ symbol: '084010', quantity: 24 });
    const after = await s.figures(action.basePrice);
    expect(after.summary.cash).toBe(before.summary.cash);
    const history = await s.call<CorporateAdjustment[]>('GET', '/portfolio/corporate-actions');
    expect(history).toMatchObject([{ quantityBefore: 16, quantityAfter: 24, cashIn: 0 }]);
    // 계산 보기 read back from the stored row: ⌊16 × 1.5⌋ = 24
    expect(history[0]!.explanations[1]?.explanation.steps.map((x) => x.value)).toEqual([24]);
  });
});

describe('real corporate actions of the embedded semester', () => {
  const real = loadCatalogue();
  const actionOf = (symbol: string, date: string) =>
    real.corporateActions().find((a) => a.symbol === symbol && a.date === date)!;

  it('gives 아진엑스텍’s 1:1 무상증자 and 티웨이항공’s 5 % 주식배당 their real share counts on 2026-01-28', async () => {
    const s = await scene({
      catalogue: real,
      startDate: '2026-01-27',
      symbols: ['059120', '091810'],
    });
    s.engine.track(['059120', '091810']);
    await s.call('POST', '/trading/buy', { symbol: '059120', quantity: 7, reason: '모션 제어' });
    await s.call('POST', '/trading/buy', { symbol: '091810', quantity: 100, reason: '여객 회복' });
    const cash = (await s.call<Portfolio>('GET', '/portfolio')).cash;

    t!.clock.advance(60_000);
    s.engine.step(30 * 60_000 + 60_000);
    expect(s.engine.position().date).toBe('2026-01-28');

    // 7 × 2 = 14 (not ⌊7 × 16,970 ÷ 8,490⌋ = 13 + 8,420원); 100 × 1.05 = 105 (not 104 + 1,404원):
    // whole shares, so no 단주 대금.
    const held = (await s.call<Portfolio>('GET', '/portfolio')).holdings;
    expect(held.map((h) => [h.symbol, h.quantity]).sort()).toEqual([
      ['059120', 14],
      ['091810', 105],
    ]);
    expect((await s.call<Portfolio>('GET', '/portfolio')).cash).toBe(cash);
    // 거래 내역: the 01-27 buy at 17,120 beside its price in today's shares, 17,120 ÷ 2 = 8,560
    // (the holding's average price; 17,120 × 8,490 ÷ 16,970 = 8,565 was not), and the move since
    // (9,320 − 8,560) ÷ 8,560 × 100 = +8.88 %, not (9,320 − 17,120) ÷ 17,120 × 100 = −45.56 %
    const history = await s.call<HistoryItem[]>('GET', '/trading/history');
    const ajin = history.find((item) => item.symbol === '059120')!;
    expect([ajin.price, ajin.adjustedPrice?.value]).toEqual([17_120, 8_560]);
    expect(held.find((h) => h.symbol === '059120')!.averagePrice).toBe(8_560);
    expect(ajin.move).toMatchObject({ value: 8.88 });
  });

  it('gives 에이비프로바이오’s 10:1 감자 its ten shares on 2026-03-12, after a halt that takes no order', async () => {
    const s = await scene({ catalogue: real, startDate: '2026-02-19', symbols: ['195990'] });
    s.engine.track(['195990']);
    await s.call('POST', '/trading/buy', { symbol: '195990', quantity: 100, reason: '바이오' });

    // 02-20: KRX's file shows no trade (open, high and low 0): 거래정지, the order is refused.
    s.engine.step(30 * 60_000 + 60_000);
    expect(s.engine.position().date).toBe('2026-02-20');
    const refused = await s.answer('POST', '/trading/buy', {
      symbol: '195990',
      quantity: 1,
      reason: '바이오',
    });
    expect([refused.status, refused.message]).toEqual([
      422,
      '거래정지 종목이에요. 이날 한국거래소에서 거래되지 않아 주문할 수 없어요.',
    ]);

    while (s.engine.position().date < '2026-03-12') s.engine.step(30 * 60_000);
    s.engine.step(60_000);
    // 100 × 0.1 = 10 (not ⌊100 × 140 ÷ 1,199⌋ = 11)
    const [holding] = (await s.call<Portfolio>('GET', '/portfolio')).holdings;
    expect(holding).toMatchObject({ symbol: '195990', quantity: 10 });
  });

  it('keeps a 만호제강 holding to the won across its 10:1 split on 2026-03-09', async () => {
    // Halted from 02-20 for the split (KRX's files: no trades; 거래정지, no orders) to 03-06, its
    // last day at the old price: bought on 02-19, its last trading day before.
    const s = await scene({ catalogue: real, startDate: '2026-02-19', symbols: ['001080'] });
    s.engine.track(['001080']);
    await s.call('POST', '/trading/buy', { symbol: '001080', quantity: 7, reason: '와이어로프' });
    const before = await s.figures(54_400, '001080');

    // Into 2026-03-09: 54,400 → 기준가 5,440.
    while (s.engine.position().date < '2026-03-09') s.engine.step(30 * 60_000);
    s.engine.step(60_000);

    const [holding] = (await s.call<Portfolio>('GET', '/portfolio')).holdings;
    expect(holding).toMatchObject({ symbol: '001080', quantity: 70 });
    const after = await s.figures(5_440, '001080');
    expect(after.summary.totalValue).toBe(before.summary.totalValue);
    expect(after.summary.cash).toBe(before.summary.cash);
    expect(after.entry).toEqual(before.entry);
  });

  it('leaves an ended class’s record as it was at 종료: no split under its frozen price', async () => {
    // 02-19: 만호제강's last trading day before the split's 거래정지 (02-20 … 03-06).
    const s = await scene({ catalogue: real, startDate: '2026-02-19', symbols: ['001080'] });
    s.engine.track(['001080']);
    await s.call('POST', '/trading/buy', { symbol: '001080', quantity: 7, reason: '와이어로프' });
    const before = await s.figures(54_400, '001080');
    const classId = s.student.classId!;
    const teacher = insertUser(s.t.db, { role: 'TEACHER' });
    s.t.db.update(classes).set({ teacherId: teacher.id }).where(eq(classes.id, classId)).run();
    const ended = await s.t.app.request(`/api/teacher/classes/${classId}/end`, {
      method: 'POST',
      headers: await authHeader(s.t.accessTokens, teacher),
    });
    expect(ended.status).toBe(200);

    // Into 2026-03-09: the split makes others' 7 shares 70 at 5,440.
    for (let day = 0; s.prices.get('001080')?.marketDate !== '2026-03-09'; day += 1) {
      if (day > 40) throw new Error('the replay never reached 2026-03-09');
      s.engine.step(31 * 60_000);
    }

    const portfolio = await s.call<Portfolio>('GET', '/portfolio');
    expect(portfolio.holdings).toMatchObject([
      { symbol: '001080', quantity: 7, currentPrice: 54_400 },
    ]);
    expect(portfolio.totalValue).toBe(before.summary.totalValue);
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

describe('a class auction open across a corporate action', () => {
  it('is released with its reservations: its reference price and orders were in the old shares', async () => {
    const a = await auctionScene();
    t = a.t;
    a.give(a.accounts[1]!.id, 20);
    const { data: opened } = await a.openAuction(3);
    expect((await a.order(0, opened.id, 'BUY', 10, 70_000)).status).toBe(201);
    expect((await a.order(1, opened.id, 'SELL', 10, 70_000)).status).toBe(201);
    const service = createCorporateActionsService({
      db: a.t.db,
      clock: a.t.clock,
      // 삼성전자 splitting 2:1 at the next day's open: 70,000 → 35,000
      actions: () => [
        {
          symbol: '005930',
          date: '2026-03-21',
          kind: 'split',
          previousClose: 70_000,
          basePrice: 35_000,
          sharesRatio: 2,
          shareRatio: 2,
          verifiedBy: 'listed-shares',
          source: 'krx',
        },
      ],
      events: a.t.events,
    });
    service.applyDue('2026-03-20');

    service.applyDue('2026-03-21');

    expect(a.events.at(-1)).toMatchObject({ id: opened.id, status: 'cancelled' });
    expect(a.stillReserved()).toBe(0);
    a.t.clock.advance(3 * 60_000);
    a.timers.fireDue();
    // Nothing traded at the old shares' 70,000: the seller keeps the 40 new shares.
    const held = (userId: number) =>
      a.t.db.$client
        .prepare('select quantity from holdings where user_id = ?')
        .all(userId) as Array<{ quantity: number }>;
    expect(held(a.accounts[0]!.id)).toEqual([]);
    expect(held(a.accounts[1]!.id)).toEqual([{ quantity: 40 }]);
  });
});
