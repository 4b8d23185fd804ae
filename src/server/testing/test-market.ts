import { fixedClock } from '../clock';
import { createPriceStore } from '../market/price-store';
import { createReplayProvider } from '../market/providers/replay';
import type { Catalogue } from '../market/types';
import { createTestCatalogue } from './test-catalogue';

/** A small in-memory market stepped by hand (market.step(ms)); no timers run in tests. */
export function createTestMarket(catalogue: Catalogue = createTestCatalogue(), seed = 1) {
  const prices = createPriceStore();
  const clock = fixedClock('2026-03-20T01:00:00Z');
  const market = createReplayProvider({ catalogue, prices, seed, dayMinutes: 30, clock });
  return { catalogue, prices, market };
}
