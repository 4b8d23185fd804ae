import { describe, expect, it } from 'vitest';
import { createMarketEngine } from './engine';
import { createPriceStore } from './price-store';
import { buildCatalogue, syntheticStock } from '../testing/test-catalogue';

describe('the engine’s new-day hook', () => {
  it('runs once per day, at start-up too, before any quote of that day is published', () => {
    const stock = syntheticStock(1);
    const dates = stock.segments.flat().map((bar) => bar.date);
    const prices = createPriceStore();
    const seen: string[] = [];
    prices.onQuotes((batch) => batch.forEach((q) => seen.push(`quote ${q.source.label}`)));
    const engine = createMarketEngine({
      catalogue: buildCatalogue([stock]),
      prices,
      provider: 'replay',
      seed: 1,
      dayMinutes: 1,
      replayDates: dates.slice(1, 3),
      lastRealDate: dates.at(-1)!,
      onNewDay: (date) => void seen.push(`day ${date}`),
    });
    engine.track([stock.symbol]);
    engine.step(30_000);
    engine.step(60_000);
    const days = seen.filter((e) => e.startsWith('day'));
    expect(days).toEqual([`day ${dates[1]}`, `day ${dates[2]}`]);
    for (const day of days) {
      const date = day.slice(4);
      expect(seen.indexOf(day)).toBeLessThan(
        seen.findIndex((e) => e === `quote 과거 시세 재생 · ${date}`),
      );
    }
  });

  it('holds the day’s quotes back while the hook cannot prepare it, and asks again', () => {
    const stock = syntheticStock(1);
    const dates = stock.segments.flat().map((bar) => bar.date);
    const prices = createPriceStore();
    let ready = false;
    const asked: string[] = [];
    const engine = createMarketEngine({
      catalogue: buildCatalogue([stock]),
      prices,
      provider: 'replay',
      seed: 1,
      dayMinutes: 1,
      replayDates: dates.slice(1, 3),
      lastRealDate: dates.at(-1)!,
      onNewDay: (date) => {
        asked.push(date);
        return ready;
      },
    });
    engine.track([stock.symbol]);
    engine.step(1_000);
    expect(prices.get(stock.symbol)).toBeUndefined();
    expect(asked).toEqual([dates[1], dates[1]]);
    ready = true;
    engine.step(1_000);
    expect(prices.get(stock.symbol)?.source.label).toBe(`과거 시세 재생 · ${dates[1]}`);
    engine.step(1_000);
    expect(asked).toEqual([dates[1], dates[1], dates[1]]);
  });

  it('re-prices every tracked stock as the day turns, not only the 250 ms bucket that is due', () => {
    const stocks = [1, 2, 3, 4].map((n) => syntheticStock(n));
    const dates = stocks[0]!.segments.flat().map((bar) => bar.date);
    const prices = createPriceStore();
    const batches: string[][] = [];
    prices.onQuotes((batch) => batches.push(batch.map((q) => `${q.symbol} ${q.marketDate}`)));
    const engine = createMarketEngine({
      catalogue: buildCatalogue(stocks),
      prices,
      provider: 'replay',
      seed: 1,
      dayMinutes: 1,
      replayDates: dates.slice(1, 3),
      lastRealDate: dates.at(-1)!,
      onNewDay: () => true,
    });
    engine.track(stocks.map((stock) => stock.symbol)); // one stock in each bucket

    engine.step(60_000); // the last slice turns the day

    expect(batches.at(-1)).toEqual(stocks.map((stock) => `${stock.symbol} ${dates[2]}`));
  });
});
