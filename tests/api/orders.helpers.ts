import { createApp } from '../../src/server/app';
import type { BackgroundHealth } from '../../src/server/background-health';
import { authHeader, insertClass, insertUser } from '../../src/server/testing/factories';
import {
  insertStocks,
  insertStudent,
  quote,
  setWatchlist,
} from '../../src/server/testing/money-fixtures';
import { createTestApp } from '../../src/server/testing/test-app';
import { createPriceStore } from '../../src/server/market/price-store';
import { isMarketOpen } from '../../src/shared/domain/market/calendar';
import type { ClassOrderClosed } from '../../src/shared/realtime/events';
import type { Order } from '../../src/shared/schemas/orders';

/**
 * A class with a teacher and a student holding 10,000,000 won, 삼성전자 at 70,000 (previous
 * close 70,000: limits 49,000–91,000) on Friday 2026-03-20 10:00 KST. Fills run at once after
 * each tick unless `deferFills` is given; every order event is recorded. The market is open at
 * any hour unless `krxHours` is given.
 */
export async function orderScene(
  options: {
    cash?: number;
    deferFills?: (run: () => void) => void;
    orderRateLimit?: { limit: number; windowMs: number };
    /** Follow KRX hours at `market.at`, as the server does with a live feed. */
    krxHours?: boolean;
    /** Shared with background services a test starts, so /api/admin/health shows their failures. */
    background?: BackgroundHealth;
  } = {},
) {
  const market = { at: new Date('2026-03-20T01:00:00Z') };
  const events: Array<{ userId: number; order: Order }> = [];
  const classFeed: ClassOrderClosed[] = [];
  const t = createTestApp({
    overrides: {
      orderRateLimit: options.orderRateLimit ?? { limit: 5_000, windowMs: 60_000 },
      marketNow: () => market.at,
      ...(options.krxHours && { isMarketOpen: () => isMarketOpen(market.at) }),
      deferFills: options.deferFills ?? ((run) => run()),
      background: options.background,
    },
  });
  t.events.subscribe('orderChanged', (changed) => events.push(changed));
  t.events.subscribe('classOrderClosed', (closed) => classFeed.push(closed));
  const stocks = insertStocks(t.db, t.deps.catalogue);
  const teacher = insertUser(t.db, { role: 'TEACHER', name: '김교사' });
  const klass = insertClass(t.db, { teacherId: teacher.id });
  const student = insertStudent(t.db, { classId: klass.id, cash: options.cash });
  setWatchlist(
    t.db,
    student.id,
    ['005930', '000660', '263750'].map((s) => stocks.get(s)!.id),
  );
  t.deps.prices.apply([quote('005930', 70_000), quote('000660', 200_000), quote('263750', 50_000)]);
  const headers = {
    student: await authHeader(t.accessTokens, student),
    teacher: await authHeader(t.accessTokens, teacher),
  };

  async function request<T = unknown>(
    method: string,
    path: string,
    body?: unknown,
    as: Record<string, string> = headers.student,
    extra: Record<string, string> = {},
  ) {
    const response = await t.app.request(`/api${path}`, {
      method,
      headers: { ...as, 'Content-Type': 'application/json', ...extra },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as { data: T; code?: string; message?: string };
    return { status: response.status, ...json };
  }

  /** The same database opened by a new app (a restart): fresh price store, fresh matcher. */
  function restart() {
    const prices = createPriceStore();
    const app = createApp({ ...t.deps, prices });
    return { app, prices };
  }

  return {
    t,
    market,
    events,
    classFeed,
    stocks,
    teacher,
    klass,
    student,
    headers,
    request,
    restart,
  };
}

export type OrderScene = Awaited<ReturnType<typeof orderScene>>;

export const limitBuy = (quantity: number, limitPrice: number, symbol = '005930') => ({
  side: 'BUY' as const,
  type: 'LIMIT' as const,
  symbol,
  quantity,
  limitPrice,
  reason: '주가가 내려오면 사고 싶습니다',
});

export const limitSell = (quantity: number, limitPrice: number, symbol = '005930') => ({
  ...limitBuy(quantity, limitPrice, symbol),
  side: 'SELL' as const,
  reason: '목표 가격에 이익을 실현합니다',
});

export const marketOrder = (side: 'BUY' | 'SELL', quantity: number, symbol = '005930') => ({
  side,
  type: 'MARKET' as const,
  symbol,
  quantity,
  reason: '지금 가격이 적당하다고 판단했습니다',
});

export { quote };
