import { describe, expect, it } from 'vitest';
import { createRestingIndex } from './resting-index';

const buy = (id: number, limitPrice: number) => ({
  id,
  symbol: '005930',
  side: 'BUY' as const,
  limitPrice,
});
const sell = (id: number, limitPrice: number) => ({
  ...buy(id, limitPrice),
  side: 'SELL' as const,
});

describe('resting index', () => {
  it.each([
    // [price, ids crossed]: buys at 69,000 (1), 68,000 (2), 69,000 (3); sells at 72,000 (4), 71,000 (5)
    [70_000, []],
    [69_000, [1, 3]],
    [68_000, [1, 3, 2]],
    [71_000, [5]],
    [73_000, [5, 4]],
  ])('a tick at %i takes out %j, best limit first then oldest', (price, ids) => {
    const index = createRestingIndex();
    [buy(1, 69_000), buy(2, 68_000), buy(3, 69_000), sell(4, 72_000), sell(5, 71_000)].forEach(
      index.add,
    );
    expect(index.takeCrossed('005930', price).map((e) => e.id)).toEqual(ids);
    expect(index.size()).toBe(5 - ids.length);
    expect(index.takeCrossed('005930', price)).toEqual([]);
  });

  it('forgets a cancelled order and ignores other symbols', () => {
    const index = createRestingIndex();
    index.add(buy(1, 69_000));
    index.add({ ...buy(2, 69_000), symbol: '000660' });
    index.remove(1);
    expect(index.takeCrossed('005930', 60_000)).toEqual([]);
    expect(index.takeCrossed('000660', 60_000).map((e) => e.id)).toEqual([2]);
  });
});
