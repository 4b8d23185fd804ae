import { createBackgroundHealth, type BackgroundHealth } from '../background-health';
import type { Clock } from '../clock';
import type { Db } from '../db/connection';
import { listenerFailures } from '../listener-failures';
import type { BarRecorder } from '../market/bar-recorder';
import type { PriceStore } from '../market/price-store';
import type { ReplayControl } from '../market/replay-control';
import type { Catalogue, MarketFeed, MarketStatus } from '../market/types';
import type { AccessTokens } from '../services/accounts/access-tokens';
import { createAuctionTimers, type AuctionTimers } from '../services/auctions/auction-timers';
import { createSignedInCache, type SignedInCache } from '../services/accounts/authentication';
import {
  createCorporateActionsService,
  type CorporateActionsService,
  type PendingCorporateActions,
} from '../services/corporate-actions.service';
import { createPasswordHasher, type PasswordHasher } from '../services/accounts/passwords';
import type { Storage } from '../services/privacy.service';
import type { RateLimit } from '../util/rate-limiter';
import type { TrackingListener } from '../services/stock-management.service';
import { createServerEventBus, type ServerEventBus } from '../../shared/realtime/server-events';
import type { BackupStatus } from '../../shared/schemas/backups';
import type { ServerAddress } from '../../shared/schemas/roster';

/**
 * What every area is built from, each one instance the whole server shares. index.ts makes every
 * one of them (so the instance the API, the hub and the background jobs share is the one it made);
 * a test's app names only what it cares about and `completeShared` makes the rest.
 */
export interface Shared {
  db: Db;
  clock: Clock;
  accessTokens: AccessTokens;
  /** The signed-in users remembered while the database is unchanged: the API's and the hub's. */
  signedIn: SignedInCache;
  /** What the services announce after their commits; the hub delivers them to sockets. */
  events: ServerEventBus;
  /** Background work and after-commit listeners that failed and are retrying (the admin's health). */
  background: BackgroundHealth;
  version: string;
  marketStatus: () => MarketStatus;
  catalogue: Catalogue;
  prices: PriceStore;
  market: MarketFeed;
  /** Records 1-minute bars for the 1D/1W charts (absent in most tests). */
  bars?: BarRecorder;
  /** Told when a teacher starts or stops tracking stocks (the market prices them or stops). */
  onTrackingChanged?: TrackingListener;
  staticDir?: string;
  /** Argon2id with the production parameters unless a test passes cheaper ones. */
  passwords: PasswordHasher;
  /** Sleeps the soft per-account login delay (tests record it instead). */
  wait?: (ms: number) => Promise<void>;
  /** Believe the last X-Forwarded-For hop for rate limits (TRUST_PROXY). */
  trustProxy: boolean;
  /** Trades only while the provider's market is open; the replay keeps its own time. */
  isMarketOpen: () => boolean;
  /** The embedded replay's 시장 설정 (absent for sim, live feeds and most tests). */
  replay?: ReplayControl;
  /** Minutes a replayed day lasts at the fast pace (REPLAY_DAY_MINUTES). */
  fastDayMinutes: number;
  /** Orders per student (default ORDER_RATE_LIMIT). */
  orderRateLimit?: RateLimit;
  /** The market's own time (a replayed day keeps its date): a limit order's market day. */
  marketNow: () => Date;
  /** How order fills run after a tick (setImmediate by default). */
  deferFills?: (run: () => void) => void;
  /** How long a changed leaderboard may be served as it was (0, the default: never). */
  leaderboardRefreshMs?: number;
  /** Applies corporate actions to holdings (index.ts wires it to the market's new-day hook too). */
  corporateActions: CorporateActionsService;
  /** Live mode: corporate actions detected from a provider's 기준가, awaiting the admin. */
  detectedCorporateActions?: PendingCorporateActions;
  /** The nightly backups (index.ts runs them; a test's app has none). */
  backups: { status(): BackupStatus };
  /** Where students reach the server, for the login cards (index.ts reads the network). */
  serverAddress: () => ServerAddress;
  /** When open call auctions close (real timers unless a test steps them by hand). */
  auctionTimers: AuctionTimers;
  /** MARKET_PROVIDER: the 처리방침 says what a live provider is sent. */
  marketProvider: string;
  /** Where the database is, for the 점검표 (null in a test's app). */
  storage: Storage | null;
}

/** What a test (or a tool) names of `Shared`: the rest is made fresh for its app. */
export type AppDeps = Omit<
  Shared,
  | 'signedIn'
  | 'events'
  | 'background'
  | 'passwords'
  | 'trustProxy'
  | 'isMarketOpen'
  | 'fastDayMinutes'
  | 'marketNow'
  | 'corporateActions'
  | 'backups'
  | 'serverAddress'
  | 'auctionTimers'
  | 'marketProvider'
  | 'storage'
> &
  Partial<Shared>;

const noBackups: Shared['backups'] = {
  status: () => ({ directory: null, keepDays: 0, last: null }),
};

/** The shared instances a test's app did not name, made for it alone (index.ts names them all). */
export function completeShared(deps: AppDeps): Shared {
  const background = deps.background ?? createBackgroundHealth();
  const events = deps.events ?? createServerEventBus(listenerFailures(background));
  return {
    ...deps,
    background,
    events,
    signedIn: deps.signedIn ?? createSignedInCache(),
    passwords: deps.passwords ?? createPasswordHasher(),
    trustProxy: deps.trustProxy ?? false,
    isMarketOpen: deps.isMarketOpen ?? (() => true),
    fastDayMinutes: deps.fastDayMinutes ?? 30,
    marketNow: deps.marketNow ?? (() => new Date(deps.market.now())),
    corporateActions:
      deps.corporateActions ??
      createCorporateActionsService({
        ...deps,
        events,
        actions: () => deps.catalogue.corporateActions(),
      }),
    backups: deps.backups ?? noBackups,
    serverAddress: deps.serverAddress ?? (() => ({ configured: null, network: [] })),
    auctionTimers: deps.auctionTimers ?? createAuctionTimers(() => deps.clock.now()),
    marketProvider: deps.marketProvider ?? 'replay',
    storage: deps.storage ?? null,
  };
}
