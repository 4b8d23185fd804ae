import { sql } from 'drizzle-orm';
import {
  type AnySQLiteColumn,
  check,
  index,
  integer,
  primaryKey,
  real,
  sqliteTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/sqlite-core';

// Times are epoch milliseconds (UTC); calendar days are 'YYYY-MM-DD' in Asia/Seoul.
const createdAt = () =>
  integer('created_at', { mode: 'timestamp_ms' })
    .notNull()
    .default(sql`(cast(unixepoch('subsec') * 1000 as integer))`);

export const classes = sqliteTable('classes', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  name: text('name').notNull(),
  code: text('code').notNull().unique(),
  teacherId: integer('teacher_id').references((): AnySQLiteColumn => users.id, {
    onDelete: 'set null',
  }),
  isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
  startDate: text('start_date').notNull(),
  endDate: text('end_date'),
  initialCash: integer('initial_cash').notNull().default(10_000_000),
  // Brokerage fee in parts per million of the trade amount: 150 = 0.015 %.
  feeRatePpm: integer('fee_rate_ppm').notNull().default(150),
  // 우리 반 규칙 (docs/product/trading.md#class-rules): checked by src/shared/domain/trading/rules at placement and fill.
  sellTax: integer('sell_tax', { mode: 'boolean' }).notNull().default(true),
  maxPositionPercent: integer('max_position_percent'),
  maxOrdersPerDay: integer('max_orders_per_day'),
  // Comma-separated KOSPI,KOSDAQ,KONEX; KOSDAQ GLOBAL counts as KOSDAQ.
  markets: text('markets').notNull().default('KOSPI,KOSDAQ,KONEX'),
  tradingHours: text('trading_hours', { enum: ['MARKET', 'TIMETABLE'] })
    .notNull()
    .default('MARKET'),
  // JSON array of class periods (zClassPeriod), KST.
  timetable: text('timetable').notNull().default('[]'),
  // 경제 수학 lessons (docs/product/teaching.md#lessons): the 정기예금 rate students compare with, in basis points
  // (300 = 3.00 %/yr); a regular deposit (적립식) when both amount and schedule are set; the
  // objective the 부등식의 영역 view maximises.
  depositRateBp: integer('deposit_rate_bp').notNull().default(300),
  regularDepositAmount: integer('regular_deposit_amount'),
  regularDepositSchedule: text('regular_deposit_schedule', { enum: ['WEEKLY', 'MONTHLY'] }),
  regionObjective: text('region_objective', { enum: ['SHARES', 'INVESTED'] })
    .notNull()
    .default('SHARES'),
  // What the classroom projector shows (the teacher decides, per class).
  projectorNames: text('projector_names', { enum: ['FULL', 'INITIALS', 'HIDDEN'] })
    .notNull()
    .default('FULL'),
  projectorReasons: text('projector_reasons', { enum: ['FULL', 'SHORT', 'HIDDEN'] })
    .notNull()
    .default('SHORT'),
  projectorPeriod: text('projector_period', { enum: ['all', 'month', 'week'] })
    .notNull()
    .default('all'),
  // What students see on their own leaderboard (docs/product/classes.md#leaderboard): names full, masked, or only their
  // own row; and whether they see it at all.
  leaderboardNames: text('leaderboard_names', { enum: ['FULL', 'INITIALS', 'SELF'] })
    .notNull()
    .default('FULL'),
  leaderboardVisible: integer('leaderboard_visible', { mode: 'boolean' }).notNull().default(true),
  // Students must write a reflection (회고) on each of their sells.
  reflectionRequired: integer('reflection_required', { mode: 'boolean' }).notNull().default(false),
  // 종료 (docs/decisions/0021): its students keep reading their record but place no orders, and
  // it leaves the live rankings. Never cleared: a new semester is a successor class.
  endedAt: integer('ended_at', { mode: 'timestamp_ms' }),
  // 중학교 (만 14세 미만 포함, docs/decisions/0043): a student takes part only once their teacher
  // has confirmed the 법정대리인's consent (guardian_consents), and the class stays out of every
  // view beyond it (the school-wide board, a display link's names).
  middleSchool: integer('middle_school', { mode: 'boolean' }).notNull().default(false),
  createdAt: createdAt(),
});

// Read-only projector links: whoever holds the token sees this one class, nothing else.
export const displayLinks = sqliteTable(
  'display_links',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    // The short code (/p/K7M2QX9P) typed on a classroom PC: a second key to the same link,
    // hashed like the token. Links made before codes existed have none.
    codeHash: text('code_hash').unique(),
    createdBy: integer('created_by').references((): AnySQLiteColumn => users.id, {
      onDelete: 'set null',
    }),
    revokedAt: integer('revoked_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [index('display_links_class_idx').on(t.classId)],
);

export const users = sqliteTable(
  'users',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['GUEST', 'STUDENT', 'TEACHER', 'ADMIN'] })
      .notNull()
      .default('GUEST'),
    isActive: integer('is_active', { mode: 'boolean' }).notNull().default(true),
    classId: integer('class_id').references(() => classes.id, { onDelete: 'set null' }),
    cash: integer('cash').notNull().default(0),
    // Access tokens issued before this instant are refused (logout, reset, deactivation).
    tokensValidAfter: integer('tokens_valid_after', { mode: 'timestamp_ms' })
      .notNull()
      .default(sql`0`),
    watchlistChangedAt: integer('watchlist_changed_at', { mode: 'timestamp_ms' }),
    // 학번 as the school writes it (학년, 반 and 번호 run together: '10315'); text keeps any leading zero.
    number: text('number'),
    // A temporary password (명렬표 import, a teacher's reset, the admin's generated one) is used
    // once: until the user chooses their own, every call but the password change is refused.
    mustChangePassword: integer('must_change_password', { mode: 'boolean' })
      .notNull()
      .default(false),
    // When the one-time password (a login card's) stops opening the account; null for a password
    // the user chose, an admin's reset and the bootstrap admin's printed one.
    temporaryPasswordExpiresAt: integer('temporary_password_expires_at', { mode: 'timestamp_ms' }),
    // Made by a 명렬표 import (or moved on from such an account): only these are the students a
    // later import of the same 학번 finds. An account someone registered at a login ID is not.
    createdByRoster: integer('created_by_roster', { mode: 'boolean' }).notNull().default(false),
    // An e-mail a student with a school login ID added at first sign-in: a second way to sign in.
    contactEmail: text('contact_email').unique(),
    // When the student closed the first sign-in welcome; null shows it (once per account).
    onboardedAt: integer('onboarded_at', { mode: 'timestamp_ms' }),
    // Set on a student's record in a class they were moved out of (docs/decisions/0021): the
    // row keeps its history for that class, and the login lives on in this account. No foreign
    // key: drizzle-kit's ALTER drops ON DELETE, and a plain reference would forbid erasing the
    // account the record points at.
    movedToId: integer('moved_to_id'),
    createdAt: createdAt(),
  },
  (t) => [
    check('users_cash_not_negative', sql`${t.cash} >= 0`),
    index('users_class_idx').on(t.classId),
    // One account per 학번 in a class: importing the same 명렬표 again finds it instead of adding one.
    uniqueIndex('users_class_number_idx').on(t.classId, t.number),
  ],
);

export const refreshTokens = sqliteTable(
  'refresh_tokens',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: integer('expires_at', { mode: 'timestamp_ms' }).notNull(),
    rotatedAt: integer('rotated_at', { mode: 'timestamp_ms' }),
    revokedAt: integer('revoked_at', { mode: 'timestamp_ms' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('refresh_tokens_user_idx').on(t.userId),
    index('refresh_tokens_family_idx').on(t.familyId),
  ],
);

export const stocks = sqliteTable(
  'stocks',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    symbol: text('symbol').notNull().unique(),
    name: text('name').notNull(),
    market: text('market', { enum: ['KOSPI', 'KOSDAQ', 'KOSDAQ GLOBAL', 'KONEX'] }).notNull(),
    sector: text('sector').notNull(),
    // "Added" stocks are in the trading universe; "tracked" ones receive live ticks.
    isAdded: integer('is_added', { mode: 'boolean' }).notNull().default(false),
    isTracked: integer('is_tracked', { mode: 'boolean' }).notNull().default(false),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('stocks_market_idx').on(t.market)],
);

export const watchlistItems = sqliteTable(
  'watchlist_items',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stockId: integer('stock_id')
      .notNull()
      .references(() => stocks.id),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.stockId] })],
);

export const holdings = sqliteTable(
  'holdings',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stockId: integer('stock_id')
      .notNull()
      .references(() => stocks.id),
    quantity: integer('quantity').notNull(),
    // Weighted average purchase price; fractional won are kept so repeated buys do not drift.
    averagePrice: real('average_price').notNull(),
    // The price the holding was valued at when its class ended (종료): an ended class's record
    // keeps its final figures instead of following today's quotes (docs/product/classes.md#ending-a-class). Null: running.
    endPrice: integer('end_price'),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [
    uniqueIndex('holdings_user_stock_idx').on(t.userId, t.stockId),
    check('holdings_quantity_not_negative', sql`${t.quantity} >= 0`),
  ],
);

export const trades = sqliteTable(
  'trades',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stockId: integer('stock_id')
      .notNull()
      .references(() => stocks.id),
    type: text('type', { enum: ['BUY', 'SELL'] }).notNull(),
    quantity: integer('quantity').notNull(),
    price: integer('price').notNull(),
    totalAmount: integer('total_amount').notNull(),
    fee: integer('fee').notNull().default(0),
    tax: integer('tax').notNull().default(0),
    // A call auction's lesson tax (12경수02-05) the seller paid: not a 증권거래세, kept apart.
    lessonTax: integer('lesson_tax').notNull().default(0),
    reason: text('reason').notNull(),
    priceSource: text('price_source').notNull(),
    // The real KRX day the market was playing (a replay's day, the KST date of a live feed), so a
    // rationale ("오늘 10 % 떨어져서") can be checked against the chart. Null on older rows.
    marketDate: text('market_date'),
    createdAt: createdAt(),
  },
  (t) => [
    index('trades_user_idx').on(t.userId, t.createdAt),
    check('trades_quantity_positive', sql`${t.quantity} > 0`),
    check('trades_price_positive', sql`${t.price} > 0`),
  ],
);

// Append-only: every movement of a user's cash. The sum of `amount` equals users.cash.
export const cashLedger = sqliteTable(
  'cash_ledger',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: [
        'INITIAL',
        'ADJUSTMENT',
        'REGULAR_DEPOSIT',
        'BUY',
        'SELL',
        'FEE',
        'TAX',
        'CORPORATE_ACTION',
        'LESSON_TAX',
        'LESSON_INCOME',
      ],
    }).notNull(),
    amount: integer('amount').notNull(),
    balanceAfter: integer('balance_after').notNull(),
    tradeId: integer('trade_id').references(() => trades.id),
    corporateAdjustmentId: integer('corporate_adjustment_id').references(
      (): AnySQLiteColumn => corporateAdjustments.id,
    ),
    createdAt: createdAt(),
  },
  (t) => [
    index('cash_ledger_user_idx').on(t.userId, t.createdAt),
    check('cash_ledger_balance_not_negative', sql`${t.balanceAfter} >= 0`),
  ],
);

export const idempotencyKeys = sqliteTable(
  'idempotency_keys',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    status: integer('status').notNull(),
    responseBody: text('response_body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] })],
);

// Value of each portfolio at the KST close, for period returns (Modified Dietz).
export const portfolioSnapshots = sqliteTable(
  'portfolio_snapshots',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
    totalValue: integer('total_value').notNull(),
    cash: integer('cash').notNull(),
    netDeposits: integer('net_deposits').notNull(),
    // The market moment that valued the snapshot (docs/decisions/0013): the
    // real KRX date the market was playing and KOSPI then. Null on rows from before they existed.
    marketDate: text('market_date'),
    kospi: real('kospi'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.date] })],
);

// Each portfolio's value at the close of each replayed day at 빠르게, where many market days
// pass in one school day (docs/decisions/0038): the analytics' daily series reads them between
// the KST closes above, which week and month returns keep starting from.
export const replayedCloses = sqliteTable(
  'replayed_closes',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Epoch ms of the wall clock when the replayed day closed.
    takenAt: integer('taken_at').notNull(),
    marketDate: text('market_date').notNull(),
    totalValue: integer('total_value').notNull(),
    cash: integer('cash').notNull(),
    netDeposits: integer('net_deposits').notNull(),
    kospi: real('kospi'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.takenAt] })],
);

// Intraday bars recorded from the live price stream (1D and 1W charts).
export const minuteBars = sqliteTable(
  'minute_bars',
  {
    symbol: text('symbol').notNull(),
    time: integer('time').notNull(),
    open: integer('open').notNull(),
    high: integer('high').notNull(),
    low: integer('low').notNull(),
    close: integer('close').notNull(),
    volume: integer('volume').notNull(),
  },
  (t) => [primaryKey({ columns: [t.symbol, t.time] })],
);

export const settings = sqliteTable('settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

// Every edit of a class's rules, for the log on the class page (rules apply to new orders only).
export const classRuleChanges = sqliteTable(
  'class_rule_changes',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    changedBy: integer('changed_by').references(() => users.id, { onDelete: 'set null' }),
    // JSON array of { rule, from, to } display texts.
    changes: text('changes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('class_rule_changes_class_idx').on(t.classId, t.createdAt)],
);

// Orders: market orders (filled at once) and day limit orders (지정가) that may rest. An open
// buy reserves cash (reserved_cash), an open sell its shares; neither is a ledger movement.
export const orders = sqliteTable(
  'orders',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stockId: integer('stock_id')
      .notNull()
      .references(() => stocks.id),
    side: text('side', { enum: ['BUY', 'SELL'] }).notNull(),
    type: text('type', { enum: ['MARKET', 'LIMIT'] }).notNull(),
    quantity: integer('quantity').notNull(),
    limitPrice: integer('limit_price'),
    reservedCash: integer('reserved_cash').notNull().default(0),
    status: text('status', { enum: ['OPEN', 'FILLED', 'CANCELLED', 'EXPIRED'] }).notNull(),
    reason: text('reason').notNull(),
    // KST market day the order lives in (a day order expires at its close).
    marketDay: text('market_day').notNull(),
    tradeId: integer('trade_id').references(() => trades.id),
    closeReason: text('close_reason'),
    createdAt: createdAt(),
    closedAt: integer('closed_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_status_idx').on(t.status, t.userId),
    check('orders_quantity_positive', sql`${t.quantity} > 0`),
    check('orders_reserved_not_negative', sql`${t.reservedCash} >= 0`),
    check('orders_limit_positive', sql`${t.limitPrice} is null or ${t.limitPrice} > 0`),
  ],
);

// A class's rubric is versioned: editing it adds a version, so a review keeps the criteria,
// levels and points it was given with.
export const rubricVersions = sqliteTable(
  'rubric_versions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    createdBy: integer('created_by').references((): AnySQLiteColumn => users.id, {
      onDelete: 'set null',
    }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('rubric_versions_class_version_idx').on(t.classId, t.version)],
);

export const rubricCriteria = sqliteTable(
  'rubric_criteria',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    rubricVersionId: integer('rubric_version_id')
      .notNull()
      .references(() => rubricVersions.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    // [{ label, points }] in level order (level 1 first), checked by zRubricLevels on write.
    levels: text('levels', { mode: 'json' })
      .$type<Array<{ label: string; points: number }>>()
      .notNull(),
  },
  (t) => [index('rubric_criteria_version_idx').on(t.rubricVersionId)],
);

// One review per trade; reviewing again replaces the scores and asks the student to read it again.
export const tradeReviews = sqliteTable(
  'trade_reviews',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    tradeId: integer('trade_id')
      .notNull()
      .unique()
      .references(() => trades.id, { onDelete: 'cascade' }),
    rubricVersionId: integer('rubric_version_id')
      .notNull()
      .references(() => rubricVersions.id),
    reviewerId: integer('reviewer_id').references((): AnySQLiteColumn => users.id, {
      onDelete: 'set null',
    }),
    comment: text('comment').notNull(),
    reviewedAt: integer('reviewed_at', { mode: 'timestamp_ms' }).notNull(),
    readAt: integer('read_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('trade_reviews_version_idx').on(t.rubricVersionId)],
);

export const reviewScores = sqliteTable(
  'review_scores',
  {
    reviewId: integer('review_id')
      .notNull()
      .references(() => tradeReviews.id, { onDelete: 'cascade' }),
    criterionId: integer('criterion_id')
      .notNull()
      .references(() => rubricCriteria.id),
    // 1-based level of the criterion (the number key the teacher pressed).
    level: integer('level').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.reviewId, t.criterionId] }),
    check('review_scores_level_range', sql`${t.level} between 1 and 4`),
  ],
);

export const tradeReflections = sqliteTable('trade_reflections', {
  id: integer('id').primaryKey({ autoIncrement: true }),
  tradeId: integer('trade_id')
    .notNull()
    .unique()
    .references(() => trades.id, { onDelete: 'cascade' }),
  text: text('text').notNull(),
  createdAt: createdAt(),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
});

// A corporate action (액면분할, 무상증자, 감자, 권리락) applied to one holding: neither a trade nor a
// deposit. The unique (user, symbol, date) makes applying the same action twice impossible.
export const corporateAdjustments = sqliteTable(
  'corporate_adjustments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stockId: integer('stock_id')
      .notNull()
      .references(() => stocks.id),
    kind: text('kind', { enum: ['split', 'merge', 'bonus', 'reduction', 'rights'] }).notNull(),
    // The event's market day (KST): the first trading day at the base price.
    marketDate: text('market_date').notNull(),
    previousClose: integer('previous_close').notNull(),
    basePrice: integer('base_price').notNull(),
    // New shares per old share where the data knows it (docs/product/trading.md#corporate-actions); null: close ÷ base.
    shareRatio: real('share_ratio'),
    quantityBefore: integer('quantity_before').notNull(),
    quantityAfter: integer('quantity_after').notNull(),
    averagePriceBefore: real('average_price_before').notNull(),
    averagePriceAfter: real('average_price_after').notNull(),
    cashIn: integer('cash_in').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('corporate_adjustments_once_idx').on(t.userId, t.stockId, t.marketDate),
    index('corporate_adjustments_user_idx').on(t.userId, t.createdAt),
    check('corporate_adjustments_cash_not_negative', sql`${t.cashIn} >= 0`),
  ],
);

// One class regular deposit (적립식, docs/product/trading.md#starting-cash-and-deposits) credited to one student on one KST day. The unique
// (user, date) makes crediting a day twice impossible, across restarts and overlapping checks.
export const regularDeposits = sqliteTable(
  'regular_deposits',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    date: text('date').notNull(),
    amount: integer('amount').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('regular_deposits_once_idx').on(t.userId, t.date),
    check('regular_deposits_amount_positive', sql`${t.amount} > 0`),
  ],
);

// 과제 (ADR 0029): a task of a class, tied to a 성취기준, checked from the student's own data
// or marked by the teacher. `task` is the zTask JSON (kind and its parameters).
export const assignments = sqliteTable(
  'assignments',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    dueAt: integer('due_at', { mode: 'timestamp_ms' }).notNull(),
    standard: text('standard').notNull(),
    kind: text('kind').notNull(),
    task: text('task').notNull(),
    createdAt: createdAt(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [index('assignments_class_idx').on(t.classId, t.dueAt)],
);

// Every try at a 계산 과제 is kept, with the figure it was compared with.
export const assignmentAnswers = sqliteTable(
  'assignment_answers',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    value: real('value').notNull(),
    expected: real('expected').notNull(),
    correct: integer('correct', { mode: 'boolean' }).notNull(),
    // The 과제's title and 성취기준 when the answer was given: editing the 과제 later does not
    // move this evidence (docs/decisions/0029).
    title: text('title').notNull(),
    standard: text('standard').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('assignment_answers_user_idx').on(t.userId, t.assignmentId)],
);

// Written once (insert or ignore): a later change of the task, its due date or the student's
// data never rewrites it. `late` is decided against the due date in force when it was recorded.
export const assignmentCompletions = sqliteTable(
  'assignment_completions',
  {
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    completedAt: integer('completed_at', { mode: 'timestamp_ms' }).notNull(),
    late: integer('late', { mode: 'boolean' }).notNull(),
    // zEvidenceRef JSON: what showed the completion (a close's figures, a trade, an answer).
    evidence: text('evidence').notNull(),
    // The 과제's title and 성취기준 at completion, shown as its 세특 evidence whatever the 과제 is
    // renamed or re-tagged to later.
    title: text('title').notNull(),
    standard: text('standard').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.assignmentId, t.userId] }),
    index('assignment_completions_user_idx').on(t.userId),
  ],
);

// A student's written explanation for a 시장과 비교 과제: their time-weighted return against
// KOSPI's, in their own words. The teacher reads it and marks the 과제 (docs/decisions/0029).
export const assignmentExplanations = sqliteTable(
  'assignment_explanations',
  {
    assignmentId: integer('assignment_id')
      .notNull()
      .references(() => assignments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.assignmentId, t.userId] })],
);

// The 세특 the teacher wrote for a student (at most 500 characters, checked by zRecordDraftInput),
// who saved it last and when (ADR 0042: the record is the teacher's own, docs/decisions).
export const recordDrafts = sqliteTable('record_drafts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  text: text('text').notNull(),
  updatedBy: integer('updated_by').references((): AnySQLiteColumn => users.id, {
    onDelete: 'set null',
  }),
  updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  /** The observed facts the teacher ticked 확인함, as a JSON array of their words (ADR 0042). */
  checkedFacts: text('checked_facts').notNull().default('[]'),
});

// 학급 단일가 매매 (docs/product/trading.md#call-auction): a call auction of one stock among one class's students. Orders
// collect until closes_at and then all trade at one clearing price (docs/decisions/0022).
export const auctions = sqliteTable(
  'auctions',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    classId: integer('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    stockId: integer('stock_id')
      .notNull()
      .references(() => stocks.id),
    // The market price when the call opened: the tie-break's 기준가격.
    referencePrice: integer('reference_price').notNull(),
    opensAt: integer('opens_at', { mode: 'timestamp_ms' }).notNull(),
    closesAt: integer('closes_at', { mode: 'timestamp_ms' }).notNull(),
    status: text('status', { enum: ['open', 'closed', 'cancelled'] }).notNull(),
    clearingPrice: integer('clearing_price'),
    executedQuantity: integer('executed_quantity'),
    // The real market's price at the close, for the class to compare with its own.
    marketPrice: integer('market_price'),
    // 12경수02-05: a lesson's per-share tax on sellers (0: none). The clearing runs on the book
    // with every ask raised by it, and each seller pays it per share sold (LESSON_TAX).
    lessonTax: integer('lesson_tax').notNull().default(0),
    // 12경수02-05 소득 변화: the deposit each student of the class received during the call
    // (LESSON_INCOME), and when: the demand before it is the buys placed until then.
    lessonIncome: integer('lesson_income'),
    lessonIncomeAt: integer('lesson_income_at', { mode: 'timestamp_ms' }),
  },
  (t) => [
    index('auctions_class_idx').on(t.classId, t.opensAt),
    index('auctions_status_idx').on(t.status),
    check('auctions_reference_positive', sql`${t.referencePrice} > 0`),
  ],
);

// An auction order reserves like a resting limit order while OPEN (cash for a buy, shares for a
// sell); the close turns it SETTLED (filled_quantity set) or the cancel RELEASED, exactly once.
export const auctionOrders = sqliteTable(
  'auction_orders',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    auctionId: integer('auction_id')
      .notNull()
      .references(() => auctions.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    side: text('side', { enum: ['BUY', 'SELL'] }).notNull(),
    quantity: integer('quantity').notNull(),
    price: integer('price').notNull(),
    reason: text('reason').notNull(),
    reservedCash: integer('reserved_cash').notNull().default(0),
    status: text('status', { enum: ['OPEN', 'SETTLED', 'RELEASED'] }).notNull(),
    filledQuantity: integer('filled_quantity'),
    tradeId: integer('trade_id').references(() => trades.id),
    // Why a RELEASED order left an auction that went on (its account deactivated, its cash
    // lowered by the teacher); null for a settled order or one released by the teacher's cancel.
    releaseReason: text('release_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('auction_orders_auction_idx').on(t.auctionId, t.createdAt),
    index('auction_orders_user_idx').on(t.userId, t.status),
    check('auction_orders_quantity_positive', sql`${t.quantity} > 0`),
    check('auction_orders_price_positive', sql`${t.price} > 0`),
    check('auction_orders_reserved_not_negative', sql`${t.reservedCash} >= 0`),
    check(
      'auction_orders_filled_within',
      sql`${t.filledQuantity} is null or (${t.filledQuantity} between 0 and ${t.quantity})`,
    ),
  ],
);

// 12경수01-02 환율: the rates a teacher entered for the class's lesson (there is no exchange-rate
// data in the embedded set). No row: the lesson uses the 예시 환율 and says so.
export const classExchangeRates = sqliteTable(
  'class_exchange_rates',
  {
    classId: integer('class_id')
      .primaryKey()
      .references(() => classes.id, { onDelete: 'cascade' }),
    /** 원/달러 매매기준율 at the period's start and now, in hundredths of a won (1,350.00 → 135000). */
    startRateCents: integer('start_rate_cents').notNull(),
    endRateCents: integer('end_rate_cents').notNull(),
    /** 환전 스프레드 in basis points of the 매매기준율 (1.75 % → 175). */
    spreadBp: integer('spread_bp').notNull(),
    /** 환율 우대율 in percent of the spread (0…100). */
    preferentialPercent: integer('preferential_percent').notNull(),
    updatedAt: integer('updated_at', { mode: 'timestamp_ms' }).notNull(),
  },
  (t) => [
    check('class_exchange_rates_positive', sql`${t.startRateCents} > 0 and ${t.endRateCents} > 0`),
    check('class_exchange_rates_spread', sql`${t.spreadBp} between 0 and 1000`),
    check('class_exchange_rates_preferential', sql`${t.preferentialPercent} between 0 and 100`),
  ],
);

// Every view of a student's personal data by a teacher or the admin (개인정보 접근 기록). Plain ids,
// no foreign keys: the record outlives an erased student or a removed teacher.
export const accessLog = sqliteTable(
  'access_log',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    actorId: integer('actor_id').notNull(),
    actorRole: text('actor_role', { enum: ['TEACHER', 'ADMIN'] }).notNull(),
    what: text('what', { enum: ['activity', 'report', 'evidence', 'export', 'erase'] }).notNull(),
    studentId: integer('student_id'),
    classId: integer('class_id'),
    createdAt: createdAt(),
  },
  (t) => [index('access_log_created_idx').on(t.createdAt)],
);

// A student's request to correct their name (정정 요구); their teacher approves or rejects it.
export const nameChangeRequests = sqliteTable(
  'name_change_requests',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    status: text('status', { enum: ['PENDING', 'APPROVED', 'REJECTED'] })
      .notNull()
      .default('PENDING'),
    createdAt: createdAt(),
    decidedAt: integer('decided_at', { mode: 'timestamp_ms' }),
  },
  (t) => [index('name_change_requests_user_idx').on(t.userId)],
);

// A 법정대리인's consent to a student's data (개인정보 보호법 제22조의2), as the teacher confirmed
// it: the day the consent was received and how, who confirmed it and when. One per account.
export const guardianConsents = sqliteTable('guardian_consents', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  receivedOn: text('received_on').notNull(),
  method: text('method', { enum: ['WRITTEN', 'SCHOOL_APP', 'OTHER'] }).notNull(),
  // No foreign key: the record of who confirmed outlives a removed teacher.
  confirmedBy: integer('confirmed_by').notNull(),
  confirmedAt: integer('confirmed_at', { mode: 'timestamp_ms' }).notNull(),
});
