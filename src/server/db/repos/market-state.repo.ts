import { eq, gt, sql } from 'drizzle-orm';
import type { ReplayPace } from '../../../shared/schemas/market-settings';
import type { Db } from '../connection';
import type { DbOrTx } from './db-or-tx';
import { holdings, settings, stocks, watchlistItems } from '../schema';

const STATE_KEY = 'market.state';
const REPLAY_KEY = 'market.replay';
const ACTIONS_KEY = 'market.corporate-actions-through';

/** Where the market engine was, so a restart continues the same replay instead of rewinding. */
export interface SavedMarketState {
  provider: string;
  seed: number;
  dayMinutes: number;
  startDate: string | null;
  pace?: ReplayPace;
  elapsedMs: number;
}

/**
 * The admin's 시장 설정 (a null start: the pace's default) and the school day the real-time
 * replay of `anchoredStart` began on, so a restart keeps the semester's place.
 */
export interface SavedReplaySettings {
  pace: ReplayPace;
  startDate: string | null;
  anchoredStart: string | null;
  anchorDate: string | null;
}

function loadJson<T>(db: DbOrTx, key: string): T | undefined {
  const row = db.select().from(settings).where(eq(settings.key, key)).get();
  return row ? (JSON.parse(row.value) as T) : undefined;
}

function saveJson(db: DbOrTx, key: string, data: unknown) {
  const value = JSON.stringify(data);
  db.insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } })
    .run();
}

export const marketStateRepo = {
  load: (db: Db) => loadJson<SavedMarketState>(db, STATE_KEY),
  save: (db: Db, state: SavedMarketState) => saveJson(db, STATE_KEY, state),
  loadReplay: (db: Db) => loadJson<SavedReplaySettings>(db, REPLAY_KEY),
  saveReplay: (db: Db, replay: SavedReplaySettings) => saveJson(db, REPLAY_KEY, replay),
  /** The market day through which every corporate action has been applied to holdings. */
  actionsAppliedThrough: (db: DbOrTx) => loadJson<string>(db, ACTIONS_KEY),
  saveActionsAppliedThrough: (db: DbOrTx, date: string) => saveJson(db, ACTIONS_KEY, date),

  /** Tracked stocks plus every stock in a watchlist or a holding (docs/product/market-data.md#added-and-tracked-stocks: always priced). */
  pricedSymbols(db: Db): string[] {
    const rows = db.all<{ symbol: string }>(sql`
      select ${stocks.symbol} as symbol from ${stocks} where ${stocks.isTracked} = 1
      union select ${stocks.symbol} from ${watchlistItems}
        join ${stocks} on ${stocks.id} = ${watchlistItems.stockId}
      union select ${stocks.symbol} from ${holdings}
        join ${stocks} on ${stocks.id} = ${holdings.stockId} where ${gt(holdings.quantity, 0)}`);
    return rows.map((row) => row.symbol);
  },
};
