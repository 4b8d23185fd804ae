import { gt, sql } from 'drizzle-orm';
import type { ReplayPace } from '../../../shared/schemas/market-settings';
import type { Db } from '../connection';
import { holdings, stocks, watchlistItems } from '../schema';
import { settingsRepo } from './settings.repo';

const STATE_KEY = 'market.state';
const REPLAY_KEY = 'market.replay';

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

export const marketStateRepo = {
  load: (db: Db) => settingsRepo.load<SavedMarketState>(db, STATE_KEY),
  save: (db: Db, state: SavedMarketState) => settingsRepo.save(db, STATE_KEY, state),
  loadReplay: (db: Db) => settingsRepo.load<SavedReplaySettings>(db, REPLAY_KEY),
  saveReplay: (db: Db, replay: SavedReplaySettings) => settingsRepo.save(db, REPLAY_KEY, replay),

  /** Tracked stocks plus every stock in a watchlist or a holding (DESIGN §6: always priced). */
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
