import { describe, expect, it } from 'vitest';
import { clearAuction, curves, type AuctionOrderInput } from './clearing';
import { explainClearing } from './explain';

let nextId = 1;
const order = (side: 'BUY' | 'SELL', quantity: number, price: number, createdAt = 0) =>
  ({ id: nextId++, side, quantity, price, createdAt }) satisfies AuctionOrderInput;
const fillsOf = (orders: AuctionOrderInput[], fills: Map<number, number>) =>
  orders.map((o) => fills.get(o.id));

describe('call auction clearing (hand-worked)', () => {
  it('clears where the most shares trade; the price level is split by time', () => {
    const orders = [
      order('BUY', 10, 10_100, 1),
      order('BUY', 5, 10_000, 2),
      order('BUY', 5, 10_000, 3),
      order('SELL', 8, 9_900, 1),
      order('SELL', 10, 10_000, 2),
    ];
    // p       D   S   min
    // 9,900   20   8    8
    // 10,000  20  18   18  ← most
    // 10,100  10  18   10
    const result = clearAuction(orders, 10_000);
    expect(result.price).toBe(10_000);
    expect(result.executed).toBe(18);
    // Buys: 10,100 first (price), then the earlier 10,000 in full, the later one gets 18−10−5 = 3.
    expect(fillsOf(orders, result.fills)).toEqual([10, 5, 3, 8, 10]);
    expect(curves(orders)).toEqual({
      demand: [
        { price: 9_900, quantity: 20 },
        { price: 10_000, quantity: 20 },
        { price: 10_100, quantity: 10 },
      ],
      supply: [
        { price: 9_900, quantity: 8 },
        { price: 10_000, quantity: 18 },
        { price: 10_100, quantity: 18 },
      ],
    });
  });

  it('breaks a tie in quantity by the smaller imbalance, even away from the reference', () => {
    const orders = [
      order('BUY', 10, 10_100),
      order('BUY', 4, 9_900),
      order('SELL', 10, 9_900),
      order('SELL', 3, 10_100),
    ];
    // p       D   S   min  |D−S|
    // 9,800   14   0    0
    // 9,900   14  10   10    4
    // 10,100  10  13   10    3  ← least imbalance (9,900 is nearer the reference 9,800)
    const result = clearAuction(orders, 9_800);
    expect(result.price).toBe(10_100);
    expect(result.executed).toBe(10);
    expect(result.maxExecuted).toEqual([9_900, 10_100]);
    expect(result.leastImbalance).toEqual([10_100]);
    // The 9,900 sell is the better price: it fills before the 10,100 one.
    expect(fillsOf(orders, result.fills)).toEqual([10, 0, 10, 0]);
  });

  it.each([
    // Every price from 9,800 to 10,200 trades 10 with nothing left over: the reference decides.
    { reference: 10_000, price: 10_000 },
    { reference: 10_500, price: 10_200 },
    { reference: 9_000, price: 9_800 },
  ])('breaks a full tie by the reference $reference → $price', ({ reference, price }) => {
    const orders = [order('BUY', 10, 10_200), order('SELL', 10, 9_800)];
    const result = clearAuction(orders, reference);
    expect(result.price).toBe(price);
    expect(result.executed).toBe(10);
  });

  it('a market-wide buying imbalance clears at the top buy price and rations the buyers', () => {
    const orders = [
      order('BUY', 30, 10_500, 2),
      order('BUY', 20, 10_000, 1),
      order('SELL', 5, 9_500, 3),
    ];
    // p       D   S   min  |D−S|
    // 9,500   50   5    5   45
    // 10,000  50   5    5   45
    // 10,500  30   5    5   25  ← least imbalance
    const result = clearAuction(orders, 10_000);
    expect(result.price).toBe(10_500);
    expect(result.executed).toBe(5);
    expect(fillsOf(orders, result.fills)).toEqual([5, 0, 5]);
  });

  it.each([
    { name: 'bids below asks', orders: [order('BUY', 10, 9_900), order('SELL', 10, 10_100)] },
    { name: 'only buyers', orders: [order('BUY', 10, 9_900), order('BUY', 3, 10_000)] },
    { name: 'nobody', orders: [] },
  ])('no cross ($name): no price, nothing traded', ({ orders }) => {
    const result = clearAuction(orders, 10_000);
    expect(result.price).toBeNull();
    expect(result.executed).toBe(0);
    expect([...result.fills.values()].every((q) => q === 0)).toBe(true);
    expect(explainClearing(result, 10_000).value).toBeNull();
  });

  it('explains each candidate and the tie-breaks, ending in the clearing price', () => {
    const orders = [order('BUY', 10, 10_200), order('SELL', 10, 9_800)];
    const explanation = explainClearing(clearAuction(orders, 10_000), 10_000);
    expect(explanation.value).toBe(10_000);
    expect(explanation.steps.map((s) => s.value)).toEqual([10, 10, 10, 10, 0, 10_000, 10_000]);
    expect(explanation.steps[0]!.expression).toBe('p = 9{,}800:\\ \\min(D, S) = \\min(10,\\ 10)');
  });
});
