import { loadCatalogue } from '../market/catalogue';
import type { Catalogue, DailySegments } from '../market/types';

let cached: Catalogue | undefined;

/**
 * The real embedded catalogue (data/krx), read once per test file and shared by its tests since
 * it is read-only; each stock's bars are decoded once.
 */
export function realCatalogue(): Catalogue {
  if (cached) return cached;
  const catalogue = loadCatalogue();
  const segments = new Map<string, DailySegments>();
  cached = {
    ...catalogue,
    dailySegments(symbol) {
      const known = segments.get(symbol) ?? catalogue.dailySegments(symbol);
      segments.set(symbol, known);
      return known;
    },
  };
  return cached;
}
