import { describe, expect, it } from 'vitest';
import { arrivalTimes, curvesAt, type ArrivedOrder } from './replay';

// Three buys and two sells of 삼성전자 arriving over a minute, in the order the room saw them.
const orders: ArrivedOrder[] = [
  { side: 'BUY', quantity: 10, price: 70_100, at: '2026-03-23T01:00:05.000Z' },
  { side: 'SELL', quantity: 8, price: 69_900, at: '2026-03-23T01:00:20.000Z' },
  { side: 'BUY', quantity: 5, price: 69_800, at: '2026-03-23T01:00:20.000Z' },
  { side: 'SELL', quantity: 12, price: 70_100, at: '2026-03-23T01:00:41.000Z' },
  { side: 'BUY', quantity: 4, price: 70_300, at: '2026-03-23T01:00:59.000Z' },
];
const at = (iso: string) => Date.parse(iso);

describe('curvesAt', () => {
  it('is empty before the first order arrives', () => {
    expect(curvesAt(orders, at('2026-03-23T01:00:04.999Z'))).toEqual({ demand: [], supply: [] });
  });

  it('holds only the orders that had arrived, ties together', () => {
    // At 01:00:20 the first three: buys 10 @ 70,100 and 5 @ 69,800, sell 8 @ 69,900.
    // Demand (buys at or above p): 69,800 → 15, 69,900 → 10, 70,100 → 10.
    // Supply (sells at or below p): 69,800 → 0, 69,900 → 8, 70,100 → 8.
    expect(curvesAt(orders, at('2026-03-23T01:00:20.000Z'))).toEqual({
      demand: [
        { price: 69_800, quantity: 15 },
        { price: 69_900, quantity: 10 },
        { price: 70_100, quantity: 10 },
      ],
      supply: [
        { price: 69_800, quantity: 0 },
        { price: 69_900, quantity: 8 },
        { price: 70_100, quantity: 8 },
      ],
    });
  });

  it('ends at the board’s final curves once every order arrived', () => {
    // All five: demand 69,800 → 19, 69,900 → 14, 70,100 → 14, 70,300 → 4;
    // supply 69,800 → 0, 69,900 → 8, 70,100 → 20, 70,300 → 20.
    expect(curvesAt(orders, at('2026-03-23T01:05:00.000Z'))).toEqual({
      demand: [
        { price: 69_800, quantity: 19 },
        { price: 69_900, quantity: 14 },
        { price: 70_100, quantity: 14 },
        { price: 70_300, quantity: 4 },
      ],
      supply: [
        { price: 69_800, quantity: 0 },
        { price: 69_900, quantity: 8 },
        { price: 70_100, quantity: 20 },
        { price: 70_300, quantity: 20 },
      ],
    });
  });
});

describe('arrivalTimes', () => {
  it('has one stop per distinct instant, earliest first, whatever order they are listed in', () => {
    expect(arrivalTimes([...orders].reverse()).map((t) => new Date(t).toISOString())).toEqual([
      '2026-03-23T01:00:05.000Z',
      '2026-03-23T01:00:20.000Z',
      '2026-03-23T01:00:41.000Z',
      '2026-03-23T01:00:59.000Z',
    ]);
  });
});
