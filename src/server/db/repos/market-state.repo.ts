import { eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../connection';
import { holdings, settings, stocks, watchlistItems } from '../schema';

const KEY = 'market.state';

/** Where the market engine was, so a restart continues the same replay instead of rewinding. */
export interface SavedMarketState {
  provider: string;
  seed: number;
  dayMinutes: number;
  startDate: string | null;
  elapsedMs: number;
}

export const marketStateRepo = {
  load(db: Db): SavedMarketState | undefined {
    const row = db.select().from(settings).where(eq(settings.key, KEY)).get();
    return row ? (JSON.parse(row.value) as SavedMarketState) : undefined;
  },

  save(db: Db, state: SavedMarketState) {
    const value = JSON.stringify(state);
    db.insert(settings)
      .values({ key: KEY, value })
      .onConflictDoUpdate({ target: settings.key, set: { value } })
      .run();
  },

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
