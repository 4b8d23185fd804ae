import { describe, expect, it } from 'vitest';
import { clearAuction, curves, type AuctionOrderInput } from './clearing';
import { explainClearing } from './explain';

let nextId = 1;
const order = (side: 'BUY' | 'SELL', quantity: number, price: number, createdAt = 0) =>
  ({ id: nextId++, side, quantity, price, createdAt }) satisfies AuctionOrderInput;
const fillsOf = (orders: AuctionOrderInput[], fills: Map<number, number>) =>
  orders.map((o) => fills.get(o.id));

// Columns of the hand-worked tables: D = buys at or above p, S = sells at or below p,
// Q = min(D, S), D> = buys above p, S< = sells below p. A 합치가격 needs D> ≤ Q and S< ≤ Q, and
// each side that ordered at p trades at least one share there (0022). Ticks are 10 won here.
describe('call auction clearing by KRX 합치가격 (hand-worked)', () => {
  it('clears at the one 합치가격; the clearing price level is split by time', () => {
    const orders = [
      order('BUY', 10, 10_100, 1),
      order('BUY', 5, 10_000, 2),
      order('BUY', 5, 10_000, 3),
      order('SELL', 8, 9_900, 1),
      order('SELL', 10, 10_000, 2),
    ];
    // p       D   S   Q   D>  S<
    // 9,900   20   8   8  20   0   D> > Q
    // 10,000  20  18  18  10   8   ← 합치가격
    // 10,100  10  18  10   0  18   S< > Q
    const result = clearAuction(orders, 10_000);
    expect(result.price).toBe(10_000);
    expect(result.executed).toBe(18);
    expect(result.matching).toEqual({ low: 10_000, high: 10_000 });
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

  it('never leaves an order priced better than the clearing price part-filled', () => {
    // The audit's example: 9,900 and 10,000 both trade 5 and 9,900 is nearer the reference,
    // but at 9,900 the 10,000 buy (priced better) would get only 5 of its 10.
    const orders = [order('BUY', 10, 10_000), order('SELL', 5, 9_900), order('SELL', 5, 10_100)];
    // p       D   S   Q   D>  S<
    // 9,900   10   5   5  10   0   D> > Q
    // 10,000  10   5   5   0   5   ← 합치가격
    // 10,100   0  10   0
    const result = clearAuction(orders, 9_800);
    expect(result.price).toBe(10_000);
    expect(result.executed).toBe(5);
    expect(fillsOf(orders, result.fills)).toEqual([5, 5, 0]);
  });

  it('fills every better-priced order on both sides in full, whatever its time', () => {
    const orders = [
      order('BUY', 4, 10_300, 3),
      order('BUY', 6, 10_200, 2),
      order('BUY', 10, 10_000, 1),
      order('SELL', 3, 9_800, 3),
      order('SELL', 5, 9_900, 2),
      order('SELL', 8, 10_000, 1),
    ];
    // p       D   S   Q   D>  S<
    // 9,900   20   8   8  20   3   D> > Q
    // 10,000  20  16  16  10   8   ← 합치가격: the buys at 10,000 get 16 − 10 = 6
    // 10,200  10  16  10   4  16   S< > Q
    const result = clearAuction(orders, 10_000);
    expect(result.price).toBe(10_000);
    expect(result.executed).toBe(16);
    expect(fillsOf(orders, result.fills)).toEqual([4, 6, 6, 3, 5, 8]);
  });

  it.each([
    // Every tick from 9,800 to 10,200 trades 10 and fills everything: the reference decides.
    { reference: 10_000, price: 10_000 },
    { reference: 10_500, price: 10_200 },
    { reference: 9_000, price: 9_800 },
  ])('several 합치가격: the reference $reference picks $price', ({ reference, price }) => {
    const orders = [order('BUY', 10, 10_200), order('SELL', 10, 9_800)];
    const result = clearAuction(orders, reference);
    expect(result.price).toBe(price);
    expect(result.executed).toBe(10);
    expect(result.matching).toEqual({ low: 9_800, high: 10_200 });
  });

  it.each([
    { reference: 9_800, price: 9_910 },
    { reference: 10_000, price: 10_000 },
    { reference: 10_500, price: 10_090 },
  ])(
    'a tie in quantity is not a 합치가격 where a side at p gets nothing (reference $reference → $price)',
    ({ reference, price }) => {
      const orders = [
        order('BUY', 10, 10_100),
        order('BUY', 4, 9_900),
        order('SELL', 10, 9_900),
        order('SELL', 3, 10_100),
      ];
      // p               D   S   Q   D>  S<
      // 9,900           14  10  10  10   0   the 9,900 buys would get 10 − 10 = 0
      // 9,910…10,090    10  10  10  10  10   ← 합치가격 (nobody ordered there: every order fills
      //                                        in full, like 7,820 in KRX's own example)
      // 10,100          10  13  10   0  10   the 10,100 sells would get 10 − 10 = 0
      const result = clearAuction(orders, reference);
      expect(result.matching).toEqual({ low: 9_910, high: 10_090 });
      expect(result.price).toBe(price);
      expect(result.executed).toBe(10);
      expect(fillsOf(orders, result.fills)).toEqual([10, 0, 10, 0]);
    },
  );

  it.each([
    {
      name: 'buying',
      orders: [order('BUY', 30, 10_500, 2), order('BUY', 20, 10_000, 1), order('SELL', 5, 9_500)],
      // p       D   S   Q   D>  S<
      // 9,500   50   5   5  50   0   D> > Q
      // 10,000  50   5   5  30   5   D> > Q
      // 10,500  30   5   5   0   5   ← 합치가격: the top buy price, its buyers rationed by time
      price: 10_500,
      fills: [5, 0, 5],
    },
    {
      name: 'selling',
      orders: [order('SELL', 30, 9_500, 2), order('SELL', 20, 10_000, 1), order('BUY', 5, 10_500)],
      // Mirror image: only at the lowest sell price do all sells below it (none) fill.
      price: 9_500,
      fills: [5, 0, 5],
    },
  ])('a market-wide $name imbalance clears at the far price', ({ orders, price, fills }) => {
    const result = clearAuction(orders, 10_000);
    expect(result.price).toBe(price);
    expect(result.executed).toBe(5);
    expect(fillsOf(orders, result.fills)).toEqual(fills);
  });

  it("clears 1 share at 9,990 when each side's best order is alone at its price", () => {
    const orders = [
      order('BUY', 1, 9_990),
      order('BUY', 1, 9_980),
      order('SELL', 1, 9_980),
      order('SELL', 1, 9_990),
    ];
    // p        D  S  Q  D> S<
    // 9,980    2  1  1  1  0   the 9,980 buy would get 1 − 1 = 0
    // 9,990    1  2  1  0  1   the 9,990 sell would get 1 − 1 = 0
    // 10,000   0  2  0
    // The curves cross, yet no price gives each side at it a share: the two prices that fill the
    // better-priced orders in full are the 합치가격, and 9,990 is nearer the reference 10,000.
    const result = clearAuction(orders, 10_000);
    expect(result.matching).toEqual({ low: 9_980, high: 9_990 });
    expect(result.price).toBe(9_990);
    expect(result.executed).toBe(1);
    expect(fillsOf(orders, result.fills)).toEqual([1, 0, 1, 0]);
  });

  it.each([
    { name: 'bids below asks', orders: [order('BUY', 10, 9_900), order('SELL', 10, 10_100)] },
    { name: 'only buyers', orders: [order('BUY', 10, 9_900), order('BUY', 3, 10_000)] },
    { name: 'nobody', orders: [] },
  ])('no cross ($name): no price, nothing traded', ({ orders }) => {
    const result = clearAuction(orders, 10_000);
    expect(result.price).toBeNull();
    expect(result.executed).toBe(0);
    expect(result.matching).toBeNull();
    expect([...result.fills.values()].every((q) => q === 0)).toBe(true);
    expect(explainClearing(result, 10_000).value).toBeNull();
  });
});

describe('계산 보기 of the clearing price', () => {
  it('shows why the better-priced buy ruled out 9,900, then the one 합치가격', () => {
    const orders = [order('BUY', 10, 10_000), order('SELL', 5, 9_900), order('SELL', 5, 10_100)];
    const explanation = explainClearing(clearAuction(orders, 9_800), 9_800);
    expect(explanation.value).toBe(10_000);
    // The reference 9,800, the three order prices, the 합치가격's quantity, the price.
    expect(explanation.steps.map((s) => s.value)).toEqual([0, 5, 5, 0, 5, 10_000]);
    expect(explanation.steps[1]!.expression).toBe(
      'p = 9{,}900:\\ D_{>} = 10,\\ S_{<} = 0,\\ Q = \\min(10,\\ 5)',
    );
    expect(explanation.steps[4]!.expression).toBe(
      '\\text{합치가격 } 10{,}000\\text{의 체결 수량 } Q',
    );
    expect(explanation.note).toContain('1주 이상 체결되는 가격이에요');
  });

  it('names the range of 합치가격 and the reference that chose among them', () => {
    const orders = [order('BUY', 10, 10_200), order('SELL', 10, 9_800)];
    const explanation = explainClearing(clearAuction(orders, 10_000), 10_000);
    expect(explanation.value).toBe(10_000);
    expect(explanation.steps.map((s) => s.value)).toEqual([10, 10, 10, 10, 10_000, 10_000]);
    expect(explanation.steps[3]!.expression).toBe(
      '\\text{합치가격 } 9{,}800 \\le p \\le 10{,}200\\text{의 체결 수량 } Q',
    );
    expect(explanation.steps[4]!.expression).toBe(
      '\\text{기준가격 } 10{,}000\\text{에 가장 가까운 합치가격}',
    );
  });
});

describe('clearing against a brute-force pass over every tick', () => {
  // KRX's two conditions checked literally at every tick between the lowest and highest order.
  const qty = (orders: AuctionOrderInput[], keep: (o: AuctionOrderInput) => boolean) =>
    orders.filter(keep).reduce((s, o) => s + o.quantity, 0);
  const traded = (orders: AuctionOrderInput[], p: number) =>
    Math.min(
      qty(orders, (o) => o.side === 'BUY' && o.price >= p),
      qty(orders, (o) => o.side === 'SELL' && o.price <= p),
    );
  function bruteMatching(orders: AuctionOrderInput[], ticks: number[]) {
    const atTick = ticks.map((p) => {
      const q = traded(orders, p);
      const buyAt = q - qty(orders, (o) => o.side === 'BUY' && o.price > p);
      const sellAt = q - qty(orders, (o) => o.side === 'SELL' && o.price < p);
      const orderedAt = (side: string) => orders.some((o) => o.side === side && o.price === p);
      const fillsBetter = q > 0 && buyAt >= 0 && sellAt >= 0;
      const shares = (!orderedAt('BUY') || buyAt >= 1) && (!orderedAt('SELL') || sellAt >= 1);
      return { p, fillsBetter, matching: fillsBetter && shares };
    });
    const strict = atTick.filter((t) => t.matching);
    return (strict.length > 0 ? strict : atTick.filter((t) => t.fillsBetter)).map((t) => t.p);
  }

  it('finds the same 합치가격 whenever anything crosses, one run of ticks, the reference clamped into it', () => {
    // 4,985…5,040 crosses the 5,000 band edge (ticks of 5, then 10).
    const ticks = [4_985, 4_990, 4_995, 5_000, 5_010, 5_020, 5_030, 5_040];
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    for (let round = 0; round < 300; round++) {
      const orders = Array.from({ length: 1 + random(6) }, (_, i) =>
        order(random(2) ? 'BUY' : 'SELL', 1 + random(5), ticks[random(ticks.length)]!, i),
      );
      const reference = [4_900, ...ticks, 5_100][random(ticks.length + 2)]!;
      const expected = bruteMatching(orders, ticks);
      const result = clearAuction(orders, reference);
      expect(expected.length > 0).toBe(ticks.some((p) => traded(orders, p) > 0));
      if (expected.length === 0) {
        expect(result.price).toBeNull();
        continue;
      }
      const first = ticks.indexOf(expected[0]!);
      expect(expected).toEqual(ticks.slice(first, first + expected.length));
      expect(result.matching).toEqual({ low: expected[0], high: expected.at(-1) });
      expect(result.price).toBe(Math.min(Math.max(reference, expected[0]!), expected.at(-1)!));
    }
  });
});
