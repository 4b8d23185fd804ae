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
      onNewDay: (date) => seen.push(`day ${date}`),
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
});
