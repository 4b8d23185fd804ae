import type { Env } from '../env';
import type { MarketEngine } from './engine';
import type { PriceStore } from './price-store';
import { createReplayProvider } from './providers/replay';
import { createSimProvider } from './providers/sim';
import type { Catalogue } from './types';

export function createMarketProvider(deps: {
  env: Pick<Env, 'MARKET_PROVIDER' | 'MARKET_SEED' | 'REPLAY_DAY_MINUTES' | 'REPLAY_START_DATE'>;
  catalogue: Catalogue;
  prices: PriceStore;
  elapsedMs?: number;
}): MarketEngine {
  const { env, catalogue, prices, elapsedMs } = deps;
  const options = {
    catalogue,
    prices,
    elapsedMs,
    seed: env.MARKET_SEED,
    dayMinutes: env.REPLAY_DAY_MINUTES,
  };
  switch (env.MARKET_PROVIDER) {
    case 'replay':
      return createReplayProvider({ ...options, startDate: env.REPLAY_START_DATE });
    case 'sim':
      return createSimProvider(options);
    default:
      throw new Error(
        `MARKET_PROVIDER=${env.MARKET_PROVIDER} is not available yet; use replay (the default) or sim.`,
      );
  }
}
