import type { ManagedStock } from '../../../shared/schemas/stocks';

export type SortKey = 'name' | 'price' | 'change' | 'volume';
export interface SortState {
  key: SortKey;
  direction: 'asc' | 'desc';
}

const valueOf: Record<SortKey, (s: ManagedStock) => number | string> = {
  name: (s) => s.name,
  price: (s) => s.currentPrice,
  change: (s) => s.changePercent,
  volume: (s) => s.volume,
};

export function sortStocks(stocks: ManagedStock[], { key, direction }: SortState): ManagedStock[] {
  const sign = direction === 'asc' ? 1 : -1;
  const read = valueOf[key];
  return [...stocks].sort((a, b) => {
    const x = read(a);
    const y = read(b);
    return sign * (typeof x === 'string' ? x.localeCompare(String(y), 'ko') : x - Number(y));
  });
}
