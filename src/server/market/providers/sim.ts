import { createMarketEngine, type MarketEngine } from '../engine';
import { lastRealDateOf, realTradingDates, type ProviderOptions } from './replay';

/** A calibrated random walk (see sim-model.ts) from each stock's last real close onwards. */
export function createSimProvider({ clock, ...options }: ProviderOptions): MarketEngine {
  const lastRealDate = lastRealDateOf(realTradingDates(options.catalogue), clock.now());
  return createMarketEngine({ ...options, replayDates: [], lastRealDate, provider: 'sim' });
}
