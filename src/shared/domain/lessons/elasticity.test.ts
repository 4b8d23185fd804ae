import { describe, expect, it } from 'vitest';
import { clearAuction, type AuctionOrderInput } from '../auction/clearing';
import { arcAround, demandSteps, elasticityLesson, type DemandOrder } from './elasticity';

const buy = (quantity: number, price: number): DemandOrder => ({ side: 'BUY', quantity, price });
const sell = (quantity: number, price: number): DemandOrder => ({ side: 'SELL', quantity, price });

describe('arc elasticity at the clearing price (hand-worked)', () => {
  // D(9,900) = 15, D(10,000) = 10, D(10,100) = 6; sells 6 at 10,000 and 4 more at 10,100.
  const orders = [buy(6, 10_100), buy(4, 10_000), buy(5, 9_900), sell(6, 10_000), sell(4, 10_100)];

  it('reads the demand steps and their revenue P·D(P)', () => {
    expect(demandSteps(orders)).toEqual([
      { price: 9_900, demand: 15, revenue: 148_500 },
      { price: 10_000, demand: 10, revenue: 100_000 },
      { price: 10_100, demand: 6, revenue: 60_600 },
    ]);
  });

  it('takes the step P* lies on and the step below it', () => {
    // P* = 10,100: Q₁ = 6 there, Q₂ = 10 one step lower at 10,000.
    // ΔQ/Q̄ = 4 ÷ 8 = 0.5, ΔP/P̄ = −100 ÷ 10,050 = −0.00995…, E = 0.5 ÷ −0.00995… = −50.25
    const lesson = elasticityLesson(orders, 10_100);
    expect(lesson.arc).toMatchObject({ low: { price: 10_000 }, high: { price: 10_100 } });
    expect(lesson.elasticity.value).toBe(-50.25);
    expect(lesson.elasticity.steps.map((s) => s.value)).toEqual([6, 10, 0.5, -0.00995, -50.25]);
    // 10,000 × 10 = 100,000 > 10,100 × 6 = 60,600: the lower price brings more, |E| > 1.
    expect(lesson.reading).toBe('elastic');
    expect(lesson.bestRevenue).toEqual({ price: 9_900, demand: 15, revenue: 148_500 });
  });

  it('says inelastic when the quantity hardly moves for a big price step', () => {
    // D(10,000) = 12, D(20,000) = 10: ΔQ/Q̄ = 2 ÷ 11, ΔP/P̄ = −10,000 ÷ 15,000, E = −3/11
    const lesson = elasticityLesson([buy(10, 20_000), buy(2, 10_000)], 20_000);
    expect(lesson.elasticity.value).toBe(-0.272727);
    // 200,000 at 20,000 against 120,000 at 10,000
    expect(lesson.reading).toBe('inelastic');
  });

  it('says unit elastic when both ends bring the same revenue', () => {
    // 20,000 × 10 = 10,000 × 20 = 200,000; ΔQ/Q̄ = 10 ÷ 15, ΔP/P̄ = −10,000 ÷ 15,000: E = −1
    const lesson = elasticityLesson([buy(10, 20_000), buy(10, 10_000)], 15_000);
    expect(lesson.arc?.brackets).toBe(true);
    expect(lesson.elasticity.value).toBe(-1);
    expect(lesson.reading).toBe('unit');
  });

  it('uses the two lowest steps when nobody bid below P*, and says so', () => {
    const lesson = elasticityLesson([buy(6, 10_100), buy(4, 10_000)], 10_000);
    expect(lesson.arc).toMatchObject({
      low: { price: 10_000 },
      high: { price: 10_100 },
      brackets: false,
    });
    expect(lesson.elasticity.note).toContain('체결가보다 낮은 매수 주문이 없어서');
  });

  it('explains in Korean when there is no clearing price or only one step', () => {
    expect(elasticityLesson([buy(5, 9_000), sell(5, 10_000)], null).elasticity).toMatchObject({
      value: null,
      note: expect.stringContaining('체결가가 없어요'),
    });
    expect(elasticityLesson([buy(5, 10_000), sell(5, 10_000)], 10_000).elasticity).toMatchObject({
      value: null,
      note: expect.stringContaining('계단이 하나뿐'),
    });
  });
});

describe('against an independent computation', () => {
  // A deterministic class of orders on a 50-won grid (a tiny linear congruential generator).
  function classOrders(seed: number): AuctionOrderInput[] {
    let x = seed;
    const next = () => (x = (x * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
    return Array.from({ length: 30 }, (_, id) => ({
      id,
      side: next() < 0.5 ? 'BUY' : 'SELL',
      quantity: 1 + Math.floor(next() * 20),
      price: 9_500 + 50 * Math.floor(next() * 20),
      createdAt: id,
    }));
  }
  /** D(P) by brute force: every buy order looked at for every price. */
  const bruteDemand = (orders: AuctionOrderInput[], p: number) => {
    let total = 0;
    for (const o of orders) if (o.side === 'BUY' && o.price >= p) total += o.quantity;
    return total;
  };

  it('agrees with D(P) recomputed from the raw orders and with the revenue test', () => {
    for (let seed = 1; seed <= 40; seed++) {
      const orders = classOrders(seed);
      const { price } = clearAuction(orders, 10_000);
      const lesson = elasticityLesson(orders, price);
      for (const step of lesson.steps) expect(step.demand).toBe(bruteDemand(orders, step.price));
      if (price === null || !lesson.arc) continue;
      const { low, high } = lesson.arc;
      // The demand at P* is the demand of the step it lies on.
      expect(bruteDemand(orders, price)).toBe(high.demand);
      const e =
        (low.demand - high.demand) /
        ((low.demand + high.demand) / 2) /
        ((low.price - high.price) / ((low.price + high.price) / 2));
      expect(lesson.elasticity.value).toBeCloseTo(e, 5);
      expect(e).toBeLessThan(0);
      // Midpoint elasticity: |E| > 1 exactly when the lower price brings more revenue.
      const reading =
        Math.abs(e) > 1 + 1e-12 ? 'elastic' : Math.abs(e) < 1 - 1e-12 ? 'inelastic' : 'unit';
      expect(lesson.reading).toBe(reading);
      expect(arcAround(lesson.steps, price)).toEqual(lesson.arc);
    }
  });
});
