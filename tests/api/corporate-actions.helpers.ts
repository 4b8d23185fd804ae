import { createPriceStore } from '../../src/server/market/price-store';
import { createReplayProvider } from '../../src/server/market/providers/replay';
import { createSwitchableFeed } from '../../src/server/market/switchable-feed';
import type { Catalogue } from '../../src/server/market/types';
import { createCorporateActionsService } from '../../src/server/services/corporate-actions.service';
import { createServerEventBus } from '../../src/shared/realtime/server-events';
import { authHeader, insertClass } from '../../src/server/testing/factories';
import {
  insertStocks,
  insertStudent,
  quote,
  setWatchlist,
} from '../../src/server/testing/money-fixtures';
import { createTestApp } from '../../src/server/testing/test-app';
import type { CorporateAdjustment } from '../../src/shared/schemas/corporate-actions';
import type { Order } from '../../src/shared/schemas/orders';
import type { LeaderboardEntry, Portfolio } from '../../src/shared/schemas/trading';

/**
 * The app on a replay stepped by hand (30 minutes a day from `startDate`), its corporate actions
 * wired as the server wires them: applied by the engine's new-day hook, their marker read back
 * as the holdings' basis. One student watches `symbols`. `restart` builds a new engine on the
 * same database and price store, as a server restart (the played time it had saved) or the
 * admin's 시장 설정 (a new first day, from its start) does.
 */
export async function actionScene(options: {
  catalogue: Catalogue;
  startDate: string;
  symbols: string[];
}) {
  const { catalogue, symbols } = options;
  const prices = createPriceStore();
  const hook = {
    newDay: (_date: string): void => {},
    basis: (): string | undefined => undefined,
  };
  const replay = (startDate: string, elapsedMs = 0) =>
    createReplayProvider({
      catalogue,
      prices,
      seed: 1,
      dayMinutes: 30,
      clock: { now: () => new Date('2026-03-20T01:00:00Z') },
      startDate,
      elapsedMs,
      onNewDay: (date) => hook.newDay(date),
      holdingsBasis: () => hook.basis(),
    });
  let engine = replay(options.startDate);
  const { feed, replace } = createSwitchableFeed(engine);
  const t = createTestApp({
    overrides: {
      catalogue,
      prices,
      market: feed,
      marketNow: () => new Date(feed.now()),
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
  hook.newDay = (date) => void service.applyDue(date);
  hook.basis = service.appliedThrough;
  const stocks = insertStocks(t.db, catalogue);
  const klass = insertClass(t.db);
  const student = insertStudent(t.db, { classId: klass.id });
  setWatchlist(
    t.db,
    student.id,
    symbols.map((symbol) => stocks.get(symbol)!.id),
  );
  const headers = await authHeader(t.accessTokens, student);
  async function answer<T>(method: string, path: string, body?: unknown) {
    const response = await t.app.request(`/api${path}`, {
      method,
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = (await response.json()) as { data: T; message?: string };
    return { status: response.status, data: json.data, message: json.message };
  }
  async function call<T>(method: string, path: string, body?: unknown) {
    const { status, data, message } = await answer<T>(method, path, body);
    if (status >= 400) throw new Error(`${method} ${path}: ${status} ${message}`);
    return data;
  }
  /** The student's figures with the stock (the first watched unless named) priced at `price`. */
  async function figures(price: number, symbol = symbols[0]!) {
    prices.apply([quote(symbol, price)]);
    const portfolio = await call<Portfolio>('GET', '/portfolio');
    const board = await call<LeaderboardEntry[]>('GET', '/leaderboard');
    const entry = board.find((e) => e.userId === student.id)!;
    const { holdings: _holdings, ...summary } = portfolio;
    return { summary, entry };
  }
  return {
    t,
    prices,
    service,
    student,
    klass,
    answer,
    call,
    figures,
    told,
    get engine() {
      return engine;
    },
    restart(startDate: string, elapsedMs = 0) {
      engine = replay(startDate, elapsedMs);
      replace(engine);
      engine.track(symbols);
      return engine;
    },
  };
}
