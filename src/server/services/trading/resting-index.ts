import type { RestingOrder } from '../../db/repos/orders.repo';

type Entry = Pick<RestingOrder, 'id' | 'symbol' | 'side' | 'limitPrice'>;

interface SymbolBook {
  /** Highest limit first: a falling price crosses a prefix of them. */
  buys: Entry[];
  /** Lowest limit first: a rising price crosses a prefix of them. */
  sells: Entry[];
}

const before = (side: Entry['side'], a: Entry, b: Entry) =>
  side === 'BUY'
    ? a.limitPrice > b.limitPrice || (a.limitPrice === b.limitPrice && a.id < b.id)
    : a.limitPrice < b.limitPrice || (a.limitPrice === b.limitPrice && a.id < b.id);

/**
 * Open limit orders by symbol, each side sorted by how soon a price crosses it, so a tick looks
 * only at the orders it crosses (a binary-search insert, a prefix read per tick).
 */
export function createRestingIndex() {
  const books = new Map<string, SymbolBook>();
  const where = new Map<number, Entry>();

  function listOf(entry: Entry) {
    let book = books.get(entry.symbol);
    if (!book) books.set(entry.symbol, (book = { buys: [], sells: [] }));
    return entry.side === 'BUY' ? book.buys : book.sells;
  }

  function add(entry: Entry) {
    if (where.has(entry.id)) return;
    const list = listOf(entry);
    let low = 0;
    let high = list.length;
    while (low < high) {
      const mid = (low + high) >> 1;
      if (before(entry.side, list[mid]!, entry)) low = mid + 1;
      else high = mid;
    }
    list.splice(low, 0, entry);
    where.set(entry.id, entry);
  }

  function remove(id: number) {
    const entry = where.get(id);
    if (!entry) return;
    where.delete(id);
    const list = listOf(entry);
    const at = list.findIndex((e) => e.id === id);
    if (at >= 0) list.splice(at, 1);
  }

  /** Takes out and returns the orders this price crosses, best limit first. */
  function takeCrossed(symbol: string, price: number): Entry[] {
    const book = books.get(symbol);
    if (!book) return [];
    let buys = 0;
    while (buys < book.buys.length && book.buys[buys]!.limitPrice >= price) buys++;
    let sells = 0;
    while (sells < book.sells.length && book.sells[sells]!.limitPrice <= price) sells++;
    if (buys === 0 && sells === 0) return [];
    const crossed = [...book.buys.splice(0, buys), ...book.sells.splice(0, sells)];
    for (const entry of crossed) where.delete(entry.id);
    return crossed;
  }

  return { add, remove, takeCrossed, size: () => where.size, has: (id: number) => where.has(id) };
}

export type RestingIndex = ReturnType<typeof createRestingIndex>;
