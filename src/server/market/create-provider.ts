import { join } from 'node:path';
import type { Clock } from '../clock';
import type { Env } from '../env';
import { createKisAdapter } from './live/kis/kis-adapter';
import { createFileTokenStore } from './live/kis/token-store';
import { createLiveFeed, type Demand } from './live/live-feed';
import { createNaverAdapter } from './live/naver/naver-adapter';
import type { LiveAdapter, LiveAdapterDeps, LiveProviderName } from './live/types';
import { createYahooAdapter } from './live/yahoo/yahoo-adapter';
import type { PriceStore } from './price-store';
import { createReplayProvider, type ReplayPacing } from './providers/replay';
import type { MarketEngineOptions } from './engine';
import type { ReplayChoice } from './replay-settings';
import { createSimProvider } from './providers/sim';
import type { Catalogue, MarketFeed } from './types';

export type MarketEnv = Pick<
  Env,
  | 'MARKET_PROVIDER'
  | 'MARKET_SEED'
  | 'REPLAY_DAY_MINUTES'
  | 'REPLAY_START_DATE'
  | 'REPLAY_PACE'
  | 'DATA_DIR'
  | 'KIS_APP_KEY'
  | 'KIS_APP_SECRET'
  | 'KIS_ENV'
  | 'KIS_REST_URL'
  | 'KIS_WS_URL'
  | 'NAVER_BASE_URL'
  | 'YAHOO_BASE_URL'
  | 'YAHOO_REQUESTS_PER_HOUR'
  | 'YAHOO_USER_AGENT'
  | 'LIVE_POLL_MS'
  | 'LIVE_CLOSED_POLL_MS'
>;

interface ProviderDeps {
  env: MarketEnv;
  catalogue: Catalogue;
  prices: PriceStore;
  clock: Clock;
  demand: Demand;
  elapsedMs?: number;
  /** The replay's pace and first day (the admin's 시장 설정 under the environment's overrides). */
  replay?: ReplayChoice;
  /** The replayed or simulated market entered a day, before its first quote (false: not ready). */
  onNewDay?: (date: string) => boolean | void;
  /** The market day holdings are on (corporate actions applied through it). */
  holdingsBasis?: () => string | undefined;
  /** A day of a market that keeps its own time (빠르게, sim) closed: its snapshots are taken. */
  onDayClosed?: MarketEngineOptions['onDayClosed'];
}

function pacingOf(choice: ReplayChoice | undefined): ReplayPacing {
  if (choice?.pace !== 'realtime') return { pace: 'fast' };
  return { pace: 'realtime', anchorDate: choice.anchorDate };
}

function liveAdapterFactory(
  name: LiveProviderName,
  { env, catalogue }: ProviderDeps,
): (deps: LiveAdapterDeps) => LiveAdapter {
  const pollMs = env.LIVE_POLL_MS;
  switch (name) {
    case 'kis':
      return (deps) =>
        createKisAdapter(
          {
            appKey: env.KIS_APP_KEY ?? '',
            appSecret: env.KIS_APP_SECRET ?? '',
            env: env.KIS_ENV,
            restUrl: env.KIS_REST_URL,
            wsUrl: env.KIS_WS_URL,
            pollMs,
          },
          // The 24 h token survives restarts: KIS lets a key issue one only about once a minute.
          { ...deps, tokenStore: createFileTokenStore(join(env.DATA_DIR, 'kis-token.json')) },
        );
    case 'naver':
      return (deps) => createNaverAdapter({ baseUrl: env.NAVER_BASE_URL, pollMs }, deps);
    case 'yahoo':
      return (deps) =>
        createYahooAdapter(
          {
            baseUrl: env.YAHOO_BASE_URL,
            pollMs,
            requestsPerHour: env.YAHOO_REQUESTS_PER_HOUR,
            // An operator who sets the pace wants prices that fresh, within the budget.
            repriceMs: pollMs,
            userAgent: env.YAHOO_USER_AGENT,
          },
          { ...deps, marketOf: (symbol) => catalogue.get(symbol)?.market },
        );
  }
}

export function createMarketProvider(deps: ProviderDeps): MarketFeed {
  const { env, catalogue, prices, elapsedMs } = deps;
  const options = {
    catalogue,
    prices,
    elapsedMs,
    onNewDay: deps.onNewDay,
    holdingsBasis: deps.holdingsBasis,
    onDayClosed: deps.onDayClosed,
    clock: deps.clock,
    seed: env.MARKET_SEED,
    dayMinutes: env.REPLAY_DAY_MINUTES,
  };
  switch (env.MARKET_PROVIDER) {
    case 'replay':
      return createReplayProvider({
        ...options,
        startDate: deps.replay?.startDate ?? env.REPLAY_START_DATE,
        pacing: pacingOf(deps.replay),
      });
    case 'sim':
      return createSimProvider(options);
    default:
      return createLiveFeed({
        name: env.MARKET_PROVIDER,
        createAdapter: liveAdapterFactory(env.MARKET_PROVIDER, deps),
        prices,
        clock: deps.clock,
        demand: deps.demand,
        closedPollMs: env.LIVE_CLOSED_POLL_MS,
      });
  }
}
