import { describe, expect, it } from 'vitest';
import { applyBuy, applySell } from './position';

describe('applyBuy (weighted average price)', () => {
  it.each([
    [null, { price: 70_000, quantity: 10 }, { quantity: 10, averagePrice: 70_000 }],
    [
      { quantity: 10, averagePrice: 70_000 },
      { price: 80_000, quantity: 10 },
      { quantity: 20, averagePrice: 75_000 },
    ],
    [
      { quantity: 1, averagePrice: 100 },
      { price: 200, quantity: 2 },
      { quantity: 3, averagePrice: 500 / 3 },
    ],
  ])('%j + %j → %j', (position, fill, expected) => {
    expect(applyBuy(position, fill)).toEqual(expected);
  });

  it('does not drift over many small buys at the same price', () => {
    let position = applyBuy(null, { price: 333, quantity: 1 });
    for (let i = 0; i < 1_000; i += 1) position = applyBuy(position, { price: 333, quantity: 7 });
    expect(position.averagePrice).toBeCloseTo(333, 9);
  });
});

describe('applySell', () => {
  const held = { quantity: 10, averagePrice: 75_000 };

  it.each([
    [{ price: 80_000, quantity: 4 }, { quantity: 6, averagePrice: 75_000 }, 20_000],
    [{ price: 70_000, quantity: 10 }, null, -50_000],
  ])('%j leaves %j with realised %i', (fill, position, realisedProfitLoss) => {
    expect(applySell(held, fill)).toEqual({ position, realisedProfitLoss });
  });

  it.each([
    [held, 11],
    [null, 1],
  ])('refuses to sell more than held (%j, %i)', (position, quantity) => {
    expect(() => applySell(position, { price: 1, quantity })).toThrow('보유 수량이 부족해요');
  });
});
