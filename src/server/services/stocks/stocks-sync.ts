import { addDays } from '../../../shared/domain/market/calendar';
import type { Db } from '../../db/connection';
import { stocksRepo } from '../../db/repos/stocks.repo';
import type { Catalogue, Instrument } from '../../market/types';

// Half a year: the data's short history before the replay (KRX's 2025-10-29 … 12-30, for every
// stock) is not long history.
const LONG_HISTORY_DAYS = 183;

/**
 * docs/product/market-data.md#added-and-tracked-stocks: the default universe is the stocks with long history (the 300 large stocks whose
 * bars reach back at least half a year before the replay's first day, or the latest data).
 */
function hasLongHistory(catalogue: Catalogue, instrument: Instrument): boolean {
  const first = catalogue.dailySegments(instrument.symbol)[0]?.[0]?.date;
  const from = catalogue.replayFrom() || instrument.lastBar.date;
  return first !== undefined && first <= addDays(from, -LONG_HISTORY_DAYS);
}

/**
 * Writes the catalogue into the stocks table in one transaction: new stocks with the default
 * flags, changed names, markets or sectors updated; existing rows keep what teachers chose.
 */
export function syncStocks(deps: { db: Db; catalogue: Catalogue }) {
  const { db, catalogue } = deps;
  const upsert = stocksRepo.upserter(db);
  return db.$client.transaction(() => {
    const known = stocksRepo.catalogueRows(db);
    const counts = { total: 0, inserted: 0, updated: 0 };
    for (const instrument of catalogue.instruments()) {
      counts.total += 1;
      const row = known.get(instrument.symbol);
      const { name, market, sector } = instrument;
      if (row && row.name === name && row.market === market && row.sector === sector) continue;
      const inUniverse = !row && hasLongHistory(catalogue, instrument);
      upsert({
        symbol: instrument.symbol,
        name,
        market,
        sector,
        isAdded: inUniverse,
        isTracked: inUniverse,
      });
      counts[row ? 'updated' : 'inserted'] += 1;
    }
    return counts;
  })();
}
