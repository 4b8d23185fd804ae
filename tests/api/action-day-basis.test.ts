import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { holdings, stocks } from '../../src/server/db/schema';
import { loadCatalogue } from '../../src/server/market/catalogue';
import { startMarket } from '../../src/server/market/start-market';
import { createCorporateActionsService } from '../../src/server/services/corporate-actions.service';
import { insertUser } from '../../src/server/testing/factories';
import { insertStudent, quote } from '../../src/server/testing/money-fixtures';
import { replayEnv } from '../../src/server/testing/replay-env';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import type { MarketSettingsPreview } from '../../src/shared/schemas/market-settings';
import type { CorporateAdjustment } from '../../src/shared/schemas/corporate-actions';
import type { Order } from '../../src/shared/schemas/orders';
import type { Portfolio } from '../../src/shared/schemas/trading';
import { asUser, call } from './accounts.helpers';
import { actionScene } from './corporate-actions.helpers';

// The embedded data: 플레이그램 (009810) merged 5:1 on 2026-02-10 (261 → 기준가 1,305; it rested
// at 261 before) and 만호제강 (001080) split 10:1 on 2026-03-09 (54,400 → 5,440).
const real = loadCatalogue();
// Three large stocks beside the one with the action: the engine ticks each in its own 250 ms
// bucket, the action's stock in the first.
const others = ['005930', '000660', '035420'];
const DAY = 30 * 60_000;

let t: TestApp | undefined;
let stopMarket: (() => void) | undefined;
afterEach(() => {
  stopMarket?.();
  stopMarket = undefined;
  t?.dispose();
});

async function scene(startDate: string, symbol: string) {
  const s = await actionScene({ catalogue: real, startDate, symbols: [symbol, ...others] });
  t = s.t;
  s.engine.track([symbol, ...others]);
  return s;
}

type Trade = { transaction: { price: number; quantity: number } };

/**
 * Plays replayed days until `symbol`'s quote is of `date`: the days between are the stock's
 * 거래정지 before its action (KRX did not trade it), so it is bought on its last trading day.
 */
function playUntil(s: Awaited<ReturnType<typeof scene>>, symbol: string, date: string) {
  for (let day = 0; s.prices.get(symbol)?.marketDate !== date; day += 1) {
    if (day > 40) throw new Error(`${symbol} never reached ${date}`);
    s.engine.step(DAY);
  }
}

describe('a new market day with a corporate action', () => {
  it('re-prices every stock at the day boundary: a student cannot buy 플레이그램 at the eve’s 261 won', async () => {
    const s = await scene('2026-02-09', '009810');
    expect(s.prices.get('009810')).toMatchObject({ price: 261, marketDate: '2026-02-09' });

    s.engine.step(DAY); // the last 250 ms slice crosses into 2026-02-10

    for (const symbol of ['009810', ...others])
      expect(s.prices.get(symbol)?.source.label).toBe('과거 시세 재생 · 2026-02-10');
    const bought = await s.call<Trade>('POST', '/trading/buy', {
      symbol: '009810',
      quantity: 1_000,
      reason: '병합 후 첫 거래',
    });
    // The day's real open, not the eve's 261 (which the next tick valued at ×5).
    expect(bought.transaction.price).toBe(1_430);
  });

  it('re-prices every stock at the day boundary: a 만호제강 holder cannot sell the split shares at 54,400', async () => {
    // 02-19 is 만호제강's last trading day before the split's 거래정지 (02-20 … 03-06).
    const s = await scene('2026-02-19', '001080');
    await s.call('POST', '/trading/buy', { symbol: '001080', quantity: 10, reason: '와이어로프' });

    playUntil(s, '001080', '2026-03-09');

    const [holding] = (await s.call<Portfolio>('GET', '/portfolio')).holdings;
    expect(holding).toMatchObject({ symbol: '001080', quantity: 100 });
    const sold = await s.call<Trade>('POST', '/trading/sell', {
      symbol: '001080',
      quantity: 100,
      reason: '분할 후 정리',
    });
    // 03-09's real open after the 기준가 of 5,440, not the eve's 54,400 (+4.9 million won).
    expect(sold.transaction.price).toBe(4_950);
  });

  it('refuses an order, and leaves a limit order resting, at a quote of another market day', async () => {
    const s = await scene('2026-02-09', '009810');
    s.engine.step(DAY + 60_000); // 2026-02-10, every quote of it
    const limit = await s.call<{ order: Order }>('POST', '/trading/orders', {
      symbol: '005930',
      side: 'BUY',
      type: 'LIMIT',
      quantity: 1,
      limitPrice: 160_000,
      reason: '조금 더 싸게',
    });
    expect(limit.order.status).toBe('OPEN');

    // A quote of the eve, as one left behind by a day's change would be.
    s.prices.apply([{ ...quote('005930', 155_000), marketDate: '2026-02-09' }]);
    const refused = await s.answer('POST', '/trading/buy', {
      symbol: '005930',
      quantity: 1,
      reason: '어제 가격',
    });
    expect(refused).toMatchObject({
      status: 422,
      message: '새 거래일의 가격 정보를 불러오는 중이에요. 잠시 후 다시 시도해주세요.',
    });
    const [open] = await s.call<Order[]>('GET', '/trading/orders?status=open');
    expect(open).toMatchObject({ id: limit.order.id, status: 'OPEN' });

    // The same price on the market's own day fills it.
    s.prices.apply([{ ...quote('005930', 155_000), marketDate: '2026-02-10' }]);
    const [filled] = await s.call<Order[]>('GET', '/trading/orders?status=filled');
    expect(filled).toMatchObject({ id: limit.order.id, status: 'FILLED' });
  });
});

describe('a restart or a rewind across an applied action', () => {
  /**
   * 1,000 플레이그램 bought at 01-16's open of 246 (its last trading day before the merge's
   * 거래정지, 01-19 … 02-09; it closed at 261), merged into 200 at 1,305 on 02-10.
   */
  async function merged() {
    const s = await scene('2026-01-16', '009810');
    const bought = await s.call<Trade>('POST', '/trading/buy', {
      symbol: '009810',
      quantity: 1_000,
      reason: '병합 전',
    });
    expect(bought.transaction.price).toBe(246);
    playUntil(s, '009810', '2026-02-10');
    const [holding] = (await s.call<Portfolio>('GET', '/portfolio')).holdings;
    // ⌊1,000 × 261 ÷ 1,305⌋ = 200 shares, no 단주
    expect(holding).toMatchObject({ quantity: 200 });
    return s;
  }

  const history = (s: Awaited<ReturnType<typeof merged>>) =>
    s.call<CorporateAdjustment[]>('GET', '/portfolio/corporate-actions');

  it('a restart resuming on the eve (played time saved 5 s before the day) plays it on the merged basis', async () => {
    const s = await merged();

    s.restart('2026-02-09', DAY - 5_000);

    // 261 × 1,305 ÷ 261 = 1,305: the eve at 수정주가, as the 200 shares are
    expect(s.prices.get('009810')).toMatchObject({ price: 1_305, marketDate: '2026-02-09' });
    const [holding] = (await s.call<Portfolio>('GET', '/portfolio')).holdings;
    expect(holding).toMatchObject({ quantity: 200, currentPrice: 1_305 });

    s.engine.step(10_000); // into 2026-02-10 again: nothing applies twice

    const [after] = (await s.call<Portfolio>('GET', '/portfolio')).holdings;
    expect(after).toMatchObject({ quantity: 200 });
    expect(await history(s)).toHaveLength(1);
  });

  it('a rewind in 시장 설정 to 02-05 plays the days before the merge on its basis', async () => {
    const s = await merged();

    s.restart('2026-02-05');

    expect(s.prices.get('009810')).toMatchObject({ price: 1_305, previousClose: 1_305 });
    const [holding] = (await s.call<Portfolio>('GET', '/portfolio')).holdings;
    expect(holding).toMatchObject({ quantity: 200, currentPrice: 1_305 });

    s.engine.step(3 * DAY + 60_000); // 02-05, 02-06, 02-09, then 02-10 again

    expect(s.prices.get('009810')?.marketDate).toBe('2026-02-10');
    const [after] = (await s.call<Portfolio>('GET', '/portfolio')).holdings;
    expect(after).toMatchObject({ quantity: 200 });
    expect(await history(s)).toHaveLength(1);
  });
});

describe('시장 설정 across an applied action, wired as the server wires it', () => {
  it('a rewind before 플레이그램’s merge is previewed and played on the merged basis', async () => {
    // Monday 2026-11-23, 11:00 KST: at 실제 시간 the replay stands still with the test's clock.
    t = createTestApp({ now: '2026-11-23T02:00:00Z' });
    const catalogue = real;
    const stock = t.db
      .insert(stocks)
      .values({ symbol: '009810', name: '플레이그램', market: 'KOSPI', sector: '유통업' })
      .returning()
      .get();
    const student = insertStudent(t.db, { cash: 10_000_000 });
    t.db
      .insert(holdings)
      .values({
        userId: student.id,
        stockId: stock.id,
        quantity: 1_000,
        averagePrice: 261,
        updatedAt: t.clock.now(),
      })
      .run();
    const actions = createCorporateActionsService({
      db: t.db,
      clock: t.clock,
      actions: () => catalogue.corporateActions(),
      events: t.events,
    });
    const started = startMarket({
      env: replayEnv,
      db: t.db,
      catalogue,
      clock: t.clock,
      viewers: () => new Map(),
      onNewDay: (date) => void actions.applyDue(date),
      holdingsBasis: actions.appliedThrough,
    });
    stopMarket = started.stop;
    const app = createApp({
      ...t.deps,
      catalogue,
      market: started.market,
      prices: started.prices,
      replay: started.replay,
    });
    t = { ...t, app };
    const admin = await asUser(t, insertUser(t.db, { role: 'ADMIN' }));
    const held = () => t!.db.select().from(holdings).get()?.quantity;
    const choose = (startDate: string) =>
      call(t!, 'PUT', '/api/admin/market-settings', {
        body: { pace: 'realtime', startDate },
        headers: admin,
      });

    expect((await choose('2026-02-10')).status).toBe(200);
    expect(held()).toBe(200); // 1,000 × 261 ÷ 1,305
    const today = started.prices.get('009810')!;
    expect(today.marketDate).toBe('2026-02-10');

    const preview = await call<MarketSettingsPreview>(
      t,
      'POST',
      '/api/admin/market-settings/preview',
      {
        body: { pace: 'realtime', startDate: '2026-02-05' },
        headers: admin,
      },
    );
    // 11:00 KST of 2026-02-10 plays 1,613; 02-05 opens at 261 × 5 = 1,305, as the 200 shares
    // are: 200 × (1,305 − 1,613) = −61,600 (at 261 it would have been −270,400).
    expect(today.price).toBe(1_613);
    expect(preview.body.data.assetChange).toEqual({ min: -61_600, median: -61_600, max: -61_600 });

    expect((await choose('2026-02-05')).status).toBe(200);
    expect(started.prices.get('009810')).toMatchObject({ price: 1_305, marketDate: '2026-02-05' });
    expect(held()).toBe(200);
  });
});
