import { z } from 'zod';
import { MAX_WON } from '../domain/trading/ledger';
import { MAX_ORDER_QUANTITY, MAX_REASON_LENGTH } from '../domain/trading/order';
import { messages } from '../messages';
import { zExplanation } from './explanation';
import { zMarket, zQuoteSource } from './market';
import { strictBody } from './strict';

// Trades, portfolio, leaderboard and watchlist contracts (docs/product/api.md#fields).

const zWon = z.number().int();
const zSymbol = z
  .string({ error: messages.invalidInput })
  .regex(/^[0-9A-Z]{6}$/, { error: messages.invalidInput });

export const zTradeOrder = strictBody({
  symbol: zSymbol,
  // A JSON number only: "10", 0.5, -1 and 1e400 (Infinity) are all refused.
  quantity: z
    .number({ error: messages.invalidQuantity })
    .int({ error: messages.invalidQuantity })
    .positive({ error: messages.invalidQuantity })
    .max(MAX_ORDER_QUANTITY, { error: messages.invalidQuantity }),
  reason: z
    .string({ error: messages.reasonRequired })
    .trim()
    .min(1, { error: messages.reasonRequired })
    .max(MAX_REASON_LENGTH, { error: messages.reasonTooLong }),
});
export type TradeOrder = z.infer<typeof zTradeOrder>;

export const zTradeType = z.enum(['BUY', 'SELL']);
export type TradeType = z.infer<typeof zTradeType>;

export const zTransaction = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  type: zTradeType,
  symbol: z.string(),
  stockName: z.string(),
  quantity: z.number().int(),
  price: zWon,
  /** price × quantity, before fee and tax. */
  totalAmount: zWon,
  fee: zWon,
  tax: zWon,
  /**
   * A call auction's 수업용 세금 (12경수02-05) the seller paid per share × shares: a lesson's
   * tax, never a 증권거래세. 0 (or absent on older answers) otherwise.
   */
  lessonTax: zWon.optional(),
  reason: z.string(),
  /** The real KRX day the market was playing at the trade (a replay's day); null on older trades. */
  marketDate: z.string().nullable(),
});
export type Transaction = z.infer<typeof zTransaction>;

/** The answer to POST /trading/buy|sell. */
export const zTradeResult = z.object({
  transaction: zTransaction,
  /** Cash after the trade. */
  cash: zWon,
  /** BUY: amount + fee leave the cash; SELL: amount − fee − tax arrive. */
  cashChange: zWon,
  /** Shares held after the trade (0 when sold out). */
  quantityHeld: z.number().int(),
  priceSource: zQuoteSource,
});
export type TradeResult = z.infer<typeof zTradeResult>;

export const zHistoryQuery = z.object({
  limit: z.coerce.number().int().min(1).max(500).default(50),
});

export const zHolding = z.object({
  id: z.number().int(),
  symbol: z.string(),
  name: z.string(),
  quantity: z.number().int(),
  averagePrice: z.number(),
  currentPrice: zWon,
  currentValue: zWon,
  /** Same as currentValue (both named in docs/product/api.md#fields). */
  totalValue: zWon,
  /** Percent of the portfolio's total value. */
  weight: z.number(),
  profitLoss: zWon,
  profitLossPercent: z.number(),
  /**
   * While the stock does not trade on the replayed day: why (a 거래정지, or a gap in the replay's
   * data), as its quote's label says; it is valued at currentPrice, its last real close.
   */
  resting: z.string().optional(),
});
export type Holding = z.infer<typeof zHolding>;

export const zPortfolio = z.object({
  cash: zWon,
  cashWeight: z.number(),
  totalValue: zWon,
  totalProfitLoss: zWon,
  totalProfitLossPercent: z.number(),
  dailyChange: zWon,
  dailyChangePercent: z.number(),
  /** Initial cash plus teacher adjustments: the base of the total return. */
  netDeposits: zWon,
  /** The class's brokerage fee, for the trade modal's estimate. */
  feeRatePpm: z.number().int(),
  holdings: z.array(zHolding),
});
export type Portfolio = z.infer<typeof zPortfolio>;

export const zTimeRange = z.enum(['all', 'month', 'week']);
export type TimeRange = z.infer<typeof zTimeRange>;

/** What the leaderboard ranks by: the plain return or a risk-adjusted one (docs/product/classes.md#leaderboard). */
export const zRankBy = z.enum(['return', 'sharpe', 'alpha']);
export type RankBy = z.infer<typeof zRankBy>;

export const zLeaderboardQuery = z.object({
  timeRange: zTimeRange.default('all'),
  rankBy: zRankBy.default('return'),
});

export const zPerformanceQuery = z.object({ period: zTimeRange.default('all') });

export const zPerformance = z.object({
  period: zTimeRange,
  /** KST day whose close is the start value; null when the period starts with the account. */
  startDate: z.string().nullable(),
  startValue: zWon,
  endValue: zWon,
  netFlows: zWon,
  profitLoss: zWon,
  returnPercent: z.number(),
});
export type Performance = z.infer<typeof zPerformance>;

export const zValuePoint = z.object({
  date: z.string(),
  totalValue: zWon,
  cash: zWon,
  netDeposits: zWon,
  /** The real KRX date the market was playing when the point was valued (null: not recorded). */
  marketDate: z.string().nullable(),
  /** KOSPI at that moment; null where the market had no index level. */
  kospi: z.number().nullable(),
});
export type ValuePoint = z.infer<typeof zValuePoint>;

export const zLeaderboardEntry = z.object({
  userId: z.number().int(),
  /** null: no score to rank by (a week's Sharpe ratio without 20 daily returns), listed apart. */
  rank: z.number().int().nullable(),
  userName: z.string(),
  /** 학번 (10315) for staff, null without one; never on a student's board (it names the student). */
  userNumber: z.string().nullable().optional(),
  className: z.string().nullable(),
  /**
   * Null on a classmate's row sent to a student: value and profit together give away the
   * classmate's net deposits (value − profit), which are theirs alone.
   */
  totalValue: zWon.nullable(),
  /** Profit or loss in the chosen period; null as totalValue. */
  totalProfitLoss: zWon.nullable(),
  /** 내 돈의 수익률 in percent: Modified Dietz from the first deposit, or of the week or month. */
  totalProfitLossPercent: z.number(),
  /**
   * 투자 실력 수익률 in percent, the figure the plain board ranks by: the period's daily returns
   * chained, so a teacher's deposit or withdrawal does not move it. Null without a day to chain
   * (listed apart). A classmate's row carries it too: ratios alone give away no money.
   */
  timeWeightedReturn: z.number().nullable(),
  holdingsCount: z.number().int(),
  transactionCount: z.number().int(),
  /**
   * The period's return (ratio), Sharpe ratio and Jensen's alpha, each with its 계산 보기. A
   * classmate's row carries no return explanation: its steps name their deposits.
   */
  explanations: z
    .object({
      /** 내 돈의 수익률: Modified Dietz from the first deposit, or of the week or month. */
      return: zExplanation.optional(),
      /** 투자 실력 수익률: the chained daily returns, the return the board, Sharpe and α use. */
      timeWeightedReturn: zExplanation.optional(),
      sharpe: zExplanation,
      alpha: zExplanation,
    })
    .optional(),
});
export type LeaderboardEntry = z.infer<typeof zLeaderboardEntry>;

export const zSetCash = strictBody({
  newCash: z
    .number({ error: messages.invalidAmount })
    .int({ error: messages.invalidAmount })
    .min(0, { error: messages.invalidAmount })
    .max(MAX_WON, { error: messages.cashTooLarge }),
});
export type SetCash = z.infer<typeof zSetCash>;
export const zCashSet = z.object({ id: z.number().int(), currentCash: z.number().int() });

export const MAX_WATCHLIST_SIZE = 10;

export const zWatchlistSave = strictBody({
  stockIds: z
    .array(z.number({ error: messages.invalidInput }).int().positive(), {
      error: messages.watchlistMin,
    })
    .min(1, { error: messages.watchlistMin })
    .max(MAX_WATCHLIST_SIZE, { error: messages.watchlistMax })
    .refine((ids) => new Set(ids).size === ids.length, { error: messages.invalidInput }),
});
export type WatchlistSave = z.infer<typeof zWatchlistSave>;

export const zWatchlistStock = z.object({
  id: z.number().int(),
  name: z.string(),
  symbol: z.string(),
  market: zMarket,
  /** null while no price is known for the stock. */
  currentPrice: zWon.nullable(),
  change: zWon.nullable(),
  changePercent: z.number().nullable(),
});
/** The quote fields every stock list shares; a price may be unknown. */
export type WatchlistStock = z.infer<typeof zWatchlistStock>;

export const zWatchlistEntry = z.object({ stock: zWatchlistStock });
export type WatchlistEntry = z.infer<typeof zWatchlistEntry>;

export const zCanChangeWatchlist = z.object({ canChange: z.boolean() });
