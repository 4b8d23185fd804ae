import type { MarketEnv } from '../market/create-provider';

/** The embedded replay as `npm start` runs it, with a fixed seed: what a test's startMarket reads. */
export const replayEnv: MarketEnv = {
  MARKET_PROVIDER: 'replay',
  MARKET_SEED: 5,
  REPLAY_DAY_MINUTES: 30,
  REPLAY_START_DATE: undefined,
  REPLAY_PACE: undefined,
  DATA_DIR: 'data',
  KIS_ENV: 'real',
  LIVE_CLOSED_POLL_MS: 60_000,
  YAHOO_REQUESTS_PER_HOUR: 300,
};
