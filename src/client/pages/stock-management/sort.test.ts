import { describe, expect, it } from 'vitest';
import type { ManagedStock } from '../../../shared/schemas/stocks';
import { sortStocks } from './sort';

const stock = (name: string, currentPrice: number, changePercent: number, volume: number) =>
  ({ name, currentPrice, changePercent, volume }) as ManagedStock;

const list = [
  stock('카카오', 50_000, -1.2, 900),
  stock('삼성전자', 190_000, 2.5, 5_000),
  stock('LG화학', 300_000, 0, 100),
];

describe('sortStocks', () => {
  it.each([
    // Korean collation puts Hangul before Latin letters, as a Korean reader expects.
    ['name', 'asc', ['삼성전자', '카카오', 'LG화학']],
    ['price', 'desc', ['LG화학', '삼성전자', '카카오']],
    ['change', 'asc', ['카카오', 'LG화학', '삼성전자']],
    ['volume', 'desc', ['삼성전자', '카카오', 'LG화학']],
  ] as const)('by %s %s', (key, direction, expected) => {
    expect(sortStocks(list, { key, direction }).map((s) => s.name)).toEqual(expected);
  });

  it('leaves the input untouched', () => {
    sortStocks(list, { key: 'price', direction: 'asc' });
    expect(list[0]!.name).toBe('카카오');
  });
});
