import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../connection';
import { stocks } from '../schema';
import type { DbOrTx } from './db-or-tx';

export type StockRecord = typeof stocks.$inferSelect;
export type StockFlags = Pick<StockRecord, 'isAdded' | 'isTracked'>;

export interface CatalogueStock extends StockFlags {
  symbol: string;
  name: string;
  market: StockRecord['market'];
  sector: string;
}

export const stocksRepo = {
  /**
   * A prepared upsert by symbol for the start-up sync of the whole catalogue. A new row takes the
   * given flags; an existing row only follows the catalogue's name, market and sector, so a
   * teacher's added and tracked choices survive every restart. Run it inside a transaction.
   */
  upserter(db: Db) {
    const statement = db.$client.prepare(
      `insert into stocks (symbol, name, market, sector, is_added, is_tracked)
       values (@symbol, @name, @market, @sector, @isAdded, @isTracked)
       on conflict (symbol) do update set name = excluded.name, market = excluded.market,
         sector = excluded.sector`,
    );
    return (row: CatalogueStock) =>
      statement.run({ ...row, isAdded: Number(row.isAdded), isTracked: Number(row.isTracked) });
  },

  /** What the table holds of the catalogue, by symbol (a plain query: it reads every row). */
  catalogueRows(db: Db): Map<string, Omit<CatalogueStock, keyof StockFlags>> {
    const rows = db.$client
      .prepare('select symbol, name, market, sector from stocks')
      .all() as Array<Omit<CatalogueStock, keyof StockFlags>>;
    return new Map(rows.map((row) => [row.symbol, row]));
  },

  all(db: DbOrTx): StockRecord[] {
    return db.select().from(stocks).all();
  },

  bySymbols(db: DbOrTx, symbols: string[]): StockRecord[] {
    if (symbols.length === 0) return [];
    return db.select().from(stocks).where(inArray(stocks.symbol, symbols)).all();
  },

  bySymbol(db: DbOrTx, symbol: string): StockRecord | undefined {
    return db.select().from(stocks).where(eq(stocks.symbol, symbol)).get();
  },

  added(db: DbOrTx): StockRecord[] {
    return db.select().from(stocks).where(eq(stocks.isAdded, true)).all();
  },

  tracked(db: DbOrTx): StockRecord[] {
    return db.select().from(stocks).where(eq(stocks.isTracked, true)).all();
  },

  setFlags(db: DbOrTx, id: number, flags: StockFlags, at: Date): StockRecord {
    const row = db
      .update(stocks)
      .set({ ...flags, updatedAt: at })
      .where(eq(stocks.id, id))
      .returning()
      .get();
    if (!row) throw new Error(`stock ${id} vanished`);
    return row;
  },
};
