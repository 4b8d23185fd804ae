import { Hono } from 'hono';
import { createBackgroundHealth, type BackgroundHealth } from './background-health';
import type { Clock } from './clock';
import type { Db } from './db/connection';
import { createGroupCommit } from './db/group-commit';
import { createParsedRules } from './db/repos/class-rules.repo';
import { apiBodyLimit, isRosterUpload, rosterBodyLimit } from './http/middleware/headers';
import { onError, onNotFound } from './http/middleware/errors';
import { createRequireAuth } from './http/middleware/session';
import { adminRoutes } from './http/routes/admin.routes';
import { authRoutes } from './http/routes/auth.routes';
import { classesRoutes } from './http/routes/classes.routes';
import { rosterRoutes } from './http/routes/roster.routes';
import { semesterRoutes } from './http/routes/semester.routes';
import { createSemesterService } from './services/semester/semester.service';
import { createLoginCardsService } from './services/roster/login-cards.service';
import { createRosterService } from './services/roster/roster.service';
import { healthRoutes } from './http/routes/health.routes';
import { lessonsRoutes } from './http/routes/lessons.routes';
import { createHealthCheck } from './services/health.service';
import { createInverseLessonService } from './services/lessons/inverse.service';
import { createInverseUseLessonService } from './services/lessons/inverse-use.service';
import { createMatrixLessonService } from './services/lessons/matrix.service';
import { createGraphShapeLessonService } from './services/lessons/graph-shape.service';
import { createMarginalLessonService } from './services/lessons/marginal.service';
import { createFunctionsLessonService } from './services/lessons/functions.service';
import { createUtilityLessonService } from './services/lessons/utility.service';
import { createTaxIncidenceLessonService } from './services/lessons/tax-incidence.service';
import { createExchangeLessonService } from './services/lessons/exchange.service';
import { createClassIndexLessonService } from './services/lessons/class-index.service';
import { createTaxesLessonService } from './services/lessons/taxes.service';
import { createStockPrices } from './services/lessons/stock-prices';
import { createElasticityLessonService } from './services/lessons/elasticity.service';
import { createOptimizationLessonService } from './services/lessons/optimization.service';
import { pastCloses } from './services/lessons/two-stocks';
import { chartRoutes, realStocksRoutes, stockPricesRoutes } from './http/routes/real-stocks.routes';
import { mountSpa } from './http/static';
import type { BarRecorder } from './market/bar-recorder';
import type { PriceStore } from './market/price-store';
import type { Catalogue, MarketFeed, MarketStatus } from './market/types';
import type { AccessTokens } from './services/accounts/access-tokens';
import { createAuthService } from './services/auth.service';
import { createSignedInCache, type SignedInCache } from './services/accounts/authentication';
import { createClassesService } from './services/classes.service';
import { createPasswordHasher, type PasswordHasher } from './services/accounts/passwords';
import { createSessions } from './services/accounts/sessions';
import { createUsersService } from './services/users.service';
import { createMarketSettingsService } from './services/market-settings.service';
import type { ReplayControl } from './market/replay-control';
import { createCashService } from './services/cash.service';
import { createLeaderboardSettingsService } from './services/leaderboard-settings.service';
import { createLeaderboardService } from './services/leaderboard.service';
import { createPortfolioService } from './services/portfolio.service';
import type { RateLimit } from './util/rate-limiter';
import { createTradingService } from './services/trading.service';
import { createWatchlistService } from './services/watchlist.service';
import { requireWatchlist } from './http/middleware/watchlist';
import {
  adminLeaderboardRoutes,
  leaderboardRoutes,
  teacherLeaderboardRoutes,
} from './http/routes/leaderboard.routes';
import { teacherRoutes } from './http/routes/teacher.routes';
import { marketRoutes } from './http/routes/market.routes';
import { portfolioRoutes } from './http/routes/portfolio.routes';
import { teacherCashRoutes } from './http/routes/teacher-cash.routes';
import { teacherReportsRoutes } from './http/routes/teacher-reports.routes';
import { createTeacherReportsService } from './services/teacher-reports.service';
import {
  displayRoutes,
  projectorRoutes,
  projectorSettingsRoutes,
} from './http/routes/projector.routes';
import { createProjectorService } from './services/projector.service';
import { marketLabel } from './market/market-label';
import { tradingRoutes } from './http/routes/trading.routes';
import { classRulesRoutes } from './http/routes/class-rules.routes';
import { createClassMarketService } from './services/class-market.service';
import { createOrdersService } from './services/orders.service';
import { watchlistRoutes } from './http/routes/watchlist.routes';
import { onboardingRoutes } from './http/routes/onboarding.routes';
import { classRecordRoutes } from './http/routes/class-record.routes';
import {
  accessLogRoutes,
  myDataRoutes,
  teacherPrivacyRoutes,
} from './http/routes/student-data.routes';
import { createAccessLogService } from './services/access-log.service';
import { createNameChangesService } from './services/name-changes.service';
import { createStudentDataService } from './services/class-record/student-data.service';
import { createClassRecordService } from './services/class-record/class-record.service';
import { createStudentReportService } from './services/reviews/student-report.service';
import { createOnboardingService } from './services/onboarding.service';
import { createMarketDataService } from './services/market-data.service';
import { stockManagementRoutes } from './http/routes/stock-management.routes';
import { stocksRoutes } from './http/routes/stocks.routes';
import { watchlistStocksRoutes } from './http/routes/watchlist-stocks.routes';
import {
  createStockManagementService,
  type TrackingListener,
} from './services/stock-management.service';
import { createStocksService } from './services/stocks.service';
import {
  feedbackRoutes,
  reflectionRoutes,
  teacherReviewRoutes,
} from './http/routes/reviews.routes';
import { createFeedbackService } from './services/reviews/feedback.service';
import { createReviewsService } from './services/reviews/reviews.service';
import { createRubricService } from './services/reviews/rubric.service';
import { createAnalyticsService } from './services/analytics.service';
import { createRegionService } from './services/region.service';
import {
  createCorporateActionsService,
  type CorporateActionsService,
  type PendingCorporateActions,
} from './services/corporate-actions.service';
import {
  adminCorporateActionsRoutes,
  corporateActionsRoutes,
} from './http/routes/corporate-actions.routes';
import { studentAnalyticsRoutes, teacherAnalyticsRoutes } from './http/routes/analytics.routes';
import {
  studentAssignmentRoutes,
  teacherAssignmentRoutes,
  templateRoutes,
} from './http/routes/assignments.routes';
import { createAssignmentsService } from './services/assignments/assignments.service';
import { checkAfterReviews, checkAfterTrades } from './services/assignments/assignment-checks';
import { createEvidenceService } from './services/assignments/evidence.service';
import {
  auctionRoutes,
  displayAuctionRoutes,
  teacherAuctionRoutes,
} from './http/routes/auctions.routes';
import { createAuctionsService } from './services/auctions/auctions.service';
import { createAuctionTimers, type AuctionTimers } from './services/auctions/auction-timers';
import { createProjectorAccess } from './services/projector/projector-access';
import { createServerEventBus, type ServerEventBus } from '../shared/realtime/server-events';
import type { ServerAddress } from '../shared/schemas/roster';
import type { BackupService } from './services/backups.service';
import { listenerFailures } from './listener-failures';
import { adminPrivacyRoutes, privacyRoutes } from './http/routes/privacy.routes';
import { createPrivacyService, type Storage } from './services/privacy.service';

export interface AppDeps {
  /**
   * What the services announce after their commits (index.ts's hub subscribes); else the app's own,
   * whose listeners' failures go to `background`.
   */
  events?: ServerEventBus;
  db: Db;
  clock: Clock;
  accessTokens: AccessTokens;
  /** The signed-in users remembered while the database is unchanged: index.ts shares one with the
   * realtime hub; an app without one makes its own. */
  signedIn?: SignedInCache;
  version: string;
  marketStatus: () => MarketStatus;
  catalogue: Catalogue;
  prices: PriceStore;
  market: MarketFeed;
  /** Records 1-minute bars for the 1D/1W charts (optional in tests). */
  bars?: BarRecorder;
  /** Told when a teacher starts or stops tracking stocks (the market prices them or stops). */
  onTrackingChanged?: TrackingListener;
  staticDir?: string;
  /** Argon2id with the production parameters unless a test passes cheaper ones. */
  passwords?: PasswordHasher;
  /** Sleeps the soft per-account login delay (tests record it instead). */
  wait?: (ms: number) => Promise<void>;
  /** Believe the last X-Forwarded-For hop for rate limits (TRUST_PROXY). */
  trustProxy?: boolean;
  /** Trades only while the provider's market is open; the replay keeps its own time (default). */
  isMarketOpen?: () => boolean;
  /** The embedded replay's 시장 설정 (absent for sim, live feeds and most tests). */
  replay?: ReplayControl;
  /** Minutes a replayed day lasts at the fast pace (REPLAY_DAY_MINUTES). */
  fastDayMinutes?: number;
  /** Orders per student (default ORDER_RATE_LIMIT). */
  orderRateLimit?: RateLimit;
  /** The market's own time (a replayed day keeps its date): a limit order's market day. */
  marketNow?: () => Date;
  /** How order fills run after a tick (setImmediate by default). */
  deferFills?: (run: () => void) => void;
  /** How long a changed leaderboard may be served as it was (0, the default: never). */
  leaderboardRefreshMs?: number;
  /** Background work that failed and is retrying (a fresh record unless the server shares one). */
  background?: BackgroundHealth;
  /** Applies corporate actions to holdings (index.ts wires it to the market's new-day hook). */
  corporateActions?: CorporateActionsService;
  /** Live mode: corporate actions detected from a provider's 기준가, awaiting the admin. */
  detectedCorporateActions?: PendingCorporateActions;
  /** The nightly backups (index.ts runs them; a test's app has none). */
  backups?: Pick<BackupService, 'status'>;
  /** Where students reach the server, for the login cards (index.ts reads the network). */
  serverAddress?: () => ServerAddress;
  /** When open call auctions close (real timers unless a test steps them by hand). */
  auctionTimers?: AuctionTimers;
  /** MARKET_PROVIDER: the 처리방침 says what a live provider is sent (default replay). */
  marketProvider?: string;
  /** Where the database is, for the 점검표 (index.ts; a test's app passes none). */
  storage?: Storage;
}

export function createApp(appDeps: AppDeps) {
  const background = appDeps.background ?? createBackgroundHealth();
  const events = appDeps.events ?? createServerEventBus(listenerFailures(background));
  const deps = { ...appDeps, events };
  const app = new Hono();
  app.onError(onError);
  app.notFound(onNotFound);

  const { requireAuth, requireSignedIn, optionalSession } = createRequireAuth({
    ...deps,
    signedIn: deps.signedIn ?? createSignedInCache(),
  });
  const api = new Hono();
  // Only the methods that carry a body pass the limit: asking a GET for its body would build a
  // full Fetch Request, and every middleware on the way costs each request.
  api.on(['POST', 'PUT', 'PATCH', 'DELETE'], '*', (c, next) =>
    (isRosterUpload(c.req.path) ? rosterBodyLimit : apiBodyLimit)(c, next),
  );
  const health = createHealthCheck({ ...deps, background });
  api.route('/health', healthRoutes({ health }));
  // Feature routers are mounted here, each given the dependencies it needs and requireAuth.
  const passwords = deps.passwords ?? createPasswordHasher();
  const sessions = createSessions(deps);
  const auth = createAuthService({ ...deps, passwords, sessions });
  const users = createUsersService({ ...deps, passwords, sessions });
  const classes = createClassesService(deps);
  api.route(
    '/auth',
    authRoutes({ auth, requireSignedIn, optionalSession, trustProxy: !!deps.trustProxy }),
  );
  api.route(
    '/onboarding',
    onboardingRoutes({ onboarding: createOnboardingService(deps), requireAuth }),
  );
  const marketSettings = createMarketSettingsService({
    ...deps,
    fastDayMinutes: deps.fastDayMinutes ?? 30,
    background,
  });
  const backups = () => deps.backups?.status() ?? { directory: null, keepDays: 0, last: null };
  const serverAddress = deps.serverAddress ?? (() => ({ configured: null, network: [] }));
  const accessLog = createAccessLogService(deps);
  const privacy = createPrivacyService({
    ...deps,
    marketProvider: deps.marketProvider ?? 'replay',
    storage: deps.storage ?? null,
    trustProxy: !!deps.trustProxy,
    publicUrl: () => serverAddress().configured,
    backups,
    accessLogDays: accessLog.retentionDays,
  });
  api.route('/privacy', privacyRoutes({ privacy }));
  api.route('/admin/privacy', adminPrivacyRoutes({ privacy, requireAuth }));
  api.route('/admin', adminRoutes({ users, marketSettings, health, backups, requireAuth }));
  const teacher = [classesRoutes({ classes, users })];
  const roster = createRosterService({ ...deps, passwords });
  const loginCards = createLoginCardsService({ ...deps, passwords, sessions });
  teacher.push(rosterRoutes({ roster, users, loginCards, serverAddress }));
  const semester = createSemesterService({ ...deps, sessions });
  teacher.push(semesterRoutes({ semester }));
  const marketData = createMarketDataService(deps);
  api.route('/real-stocks', realStocksRoutes({ marketData, requireAuth }));
  api.route('/chart', chartRoutes({ marketData, requireAuth }));
  api.route('/stocks/prices', stockPricesRoutes({ marketData, requireAuth }));
  // Public like /health: the projector's display link shows the indices without a login.
  api.route('/market', marketRoutes({ requireAuth, marketData, marketSettings }));
  const stocks = createStocksService(deps);
  api.route('/stocks', stocksRoutes({ stocks, requireAuth }));
  api.route('/watchlist', watchlistStocksRoutes({ stocks, requireAuth }));
  const management = createStockManagementService(deps);
  api.route('/stock-management', stockManagementRoutes({ management, requireAuth }));
  const watchlist = createWatchlistService(deps);
  const marketNow = deps.marketNow ?? (() => new Date(deps.market.now()));
  const isMarketOpen = deps.isMarketOpen ?? (() => true);
  const commits = createGroupCommit(deps.db);
  // Each app keeps its own parses of the classes' stored rules, shared by the services that trade.
  const parsedRules = createParsedRules();
  // A stock's real closes and sell rates, read alike by the 미분과 경제 lessons and their 과제.
  const closes = pastCloses({ catalogue: deps.catalogue, market: { now: () => +marketNow() } });
  const stockPrices = createStockPrices({ ...deps, parsedRules, closes });
  // 과제 are checked right after each commit that can complete one: trades, reviews, 회고.
  const classIndex = createClassIndexLessonService(deps);
  const assignments = createAssignmentsService({ ...deps, stockPrices, closes, classIndex });
  const evidence = createEvidenceService({ ...deps, accessLog });
  api.route('/assignments', studentAssignmentRoutes({ assignments, requireAuth }));
  api.route('/assignment-templates', templateRoutes({ assignments, requireAuth }));
  const trading = createTradingService({
    ...deps,
    commits,
    parsedRules,
    marketNow,
    isMarketOpen,
  });
  checkAfterTrades(assignments, deps.events);
  const classMarket = createClassMarketService({ ...deps, parsedRules });
  const orders = createOrdersService({
    ...deps,
    commits,
    parsedRules,
    trading,
    isMarketOpen,
    marketNow,
    defer: deps.deferFills,
    background,
  });
  deps.prices.onQuotes(orders.onQuotes);
  const analytics = createAnalyticsService({ ...deps, parsedRules });
  checkAfterReviews(assignments, deps.events);
  const rubrics = createRubricService(deps);
  const reviews = createReviewsService({ ...deps, rubrics });
  const studentReports = createStudentReportService({
    ...deps,
    accessLog,
    metricsOf: (userId) => analytics.own(userId, 'all').metrics,
  });
  const feedback = createFeedbackService(deps);
  api.route('/feedback', feedbackRoutes({ feedback, requireAuth }));
  // Before /trading's own routers: a reflection checks the session but needs no watchlist.
  api.route('/trading/trades', reflectionRoutes({ feedback, requireAuth }));
  api.route(
    '/trading',
    tradingRoutes({
      trading,
      orders,
      classMarket,
      requireAuth,
      requireWatchlist,
      history: feedback.history,
    }),
  );
  teacher.push(
    classRulesRoutes({ classMarket }),
    teacherAssignmentRoutes({ assignments, evidence }),
    teacherReviewRoutes({ rubrics, reviews, reports: studentReports }),
  );
  const portfolio = createPortfolioService(deps);
  api.route('/portfolio', portfolioRoutes({ portfolio, requireAuth, requireWatchlist }));
  const region = createRegionService({ ...deps, parsedRules });
  api.route(
    '/portfolio',
    studentAnalyticsRoutes({ analytics, region, requireAuth, requireWatchlist }),
  );
  const corporateActions =
    deps.corporateActions ??
    createCorporateActionsService({
      ...deps,
      actions: () => deps.catalogue.corporateActions(),
    });
  api.route(
    '/portfolio',
    corporateActionsRoutes({ corporateActions, requireAuth, requireWatchlist }),
  );
  api.route(
    '/admin/corporate-actions',
    adminCorporateActionsRoutes({
      corporateActions,
      detected: deps.detectedCorporateActions,
      requireAuth,
    }),
  );
  teacher.push(teacherAnalyticsRoutes({ analytics }));
  api.route(
    '/lessons',
    lessonsRoutes({
      requireAuth,
      functions: createFunctionsLessonService({ ...deps, stockPrices }),
      utility: createUtilityLessonService(deps),
      taxIncidence: createTaxIncidenceLessonService(deps),
      matrix: createMatrixLessonService(deps),
      inverse: createInverseLessonService(deps),
      inverseUse: createInverseUseLessonService(deps),
      marginal: createMarginalLessonService({ ...deps, stockPrices }),
      graphShape: createGraphShapeLessonService({ ...deps, stockPrices }),
      elasticity: createElasticityLessonService(deps),
      optimization: createOptimizationLessonService({ ...deps, closes }),
      classIndex,
      exchange: createExchangeLessonService(deps),
      taxes: createTaxesLessonService({ ...deps, parsedRules }),
    }),
  );
  const leaderboard = createLeaderboardService(deps);
  api.route('/leaderboard', leaderboardRoutes({ leaderboard, requireAuth }));
  const leaderboardSettings = createLeaderboardSettingsService(deps);
  teacher.push(teacherLeaderboardRoutes({ settings: leaderboardSettings }));
  api.route('/admin', adminLeaderboardRoutes({ settings: leaderboardSettings, requireAuth }));
  api.route('/watchlist', watchlistRoutes({ watchlist, requireAuth }));
  const cash = createCashService(deps);
  teacher.push(teacherCashRoutes({ cash }));
  const reports = createTeacherReportsService({ ...deps, accessLog });
  teacher.push(teacherReportsRoutes({ reports }));
  const classRecord = createClassRecordService({
    ...deps,
    sessions,
    reports,
    studentReports: createStudentReportService({ ...deps, accessLog }),
  });
  api.route('/admin', classRecordRoutes({ classRecord, requireAuth }));
  const studentData = createStudentDataService({ ...deps, sessions, accessLog });
  const nameChanges = createNameChangesService(deps);
  api.route('/my-data', myDataRoutes({ studentData, nameChanges, requireAuth }));
  teacher.push(teacherPrivacyRoutes({ studentData, nameChanges }));
  api.route('/admin', accessLogRoutes({ accessLog, requireAuth }));
  const projector = createProjectorService({
    ...deps,
    leaderboard,
    reports,
    market: () => marketLabel(deps.marketStatus()),
  });
  teacher.push(projectorSettingsRoutes({ projector }));
  api.route('/projector', projectorRoutes({ projector, requireAuth }));
  api.route('/display', displayRoutes({ projector }));
  const auctions = createAuctionsService({
    ...deps,
    parsedRules,
    trading,
    background,
    timers: deps.auctionTimers ?? createAuctionTimers(() => deps.clock.now()),
  });
  teacher.push(teacherAuctionRoutes({ auctions }));
  api.route('/teacher', teacherRoutes(requireAuth, teacher));
  api.route('/auctions', auctionRoutes({ auctions, requireAuth }));
  const displays = createProjectorAccess(deps);
  api.route(
    '/display',
    displayAuctionRoutes({ auctions, classOfDisplay: displays.resolveDisplayToken }),
  );
  api.notFound(onNotFound);
  api.onError(onError);

  app.route('/api', api);
  // Unknown /api/* paths answer JSON 404, never the SPA.
  app.all('/api/*', onNotFound);
  if (deps.staticDir) mountSpa(app, deps.staticDir);
  return app;
}
