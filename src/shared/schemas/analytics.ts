import { z } from 'zod';
import { zExplanation, zHistogram, zMetric } from './explanation';
import { MAX_WON } from '../domain/trading/ledger';
import { zTimeRange } from './trading';

// 경제수학 analytics (docs/product/teaching.md#analytics): a student's figures with their explanations and daily series.

export const zAnalyticsQuery = z.object({ period: zTimeRange.default('all') });

export const zAnalytics = z.object({
  period: zTimeRange,
  metrics: z.array(zMetric),
  series: z.object({
    dates: z.array(z.string()),
    /** The real KRX date behind each point (the moment that valued it); null where unrecorded. */
    marketDates: z.array(z.string().nullable()),
    /** The portfolio's growth index (deposits taken out), 100 at the first date. */
    value: z.array(z.number()),
    /**
     * KOSPI at each point's own market moment, starting where the value line stands at the first
     * compared point; null outside the compared days (no index level recorded).
     */
    benchmark: z.array(z.number().nullable()),
    /** Fall from the highest value so far, as a ratio (≤ 0). */
    drawdown: z.array(z.number()),
    /** Daily returns (from the second date on); null without a base. */
    dailyReturns: z.array(z.number().nullable()),
    /** The KOSPI day compared at each date (its market date inside the compared days, else null). */
    benchmarkDates: z.array(z.string().nullable()),
  }),
  holdings: z.array(
    z.object({
      symbol: z.string(),
      name: z.string(),
      sector: z.string(),
      metrics: z.array(zMetric),
    }),
  ),
  sectors: z.array(z.object({ sector: z.string(), weight: zExplanation })),
  returnDistribution: zHistogram,
  /** 경제 수학 lessons (docs/product/teaching.md#lessons): 단리·복리 on the period, 연금 on the class's regular deposit. */
  lessons: z.object({
    compound: z.object({
      /** The class's 정기예금 rate as a ratio (0.03 = 3 %/yr). */
      depositRate: z.number(),
      /** The value at the period's first point: the money compared with the deposit. */
      principal: z.number(),
      days: z.number().int(),
      metrics: z.array(zMetric),
      /** At each series date: my money (time-weighted), the deposit by 단리 and by 복리. */
      series: z.object({
        mine: z.array(z.number()),
        simple: z.array(z.number()),
        compound: z.array(z.number()),
      }),
    }),
    annuity: z
      .object({
        amount: z.number().int(),
        schedule: z.enum(['WEEKLY', 'MONTHLY']),
        count: z.number().int(),
        metrics: z.array(zMetric),
        /**
         * From the first deposit's day over the account's whole history: my deposits' actual
         * value, the deposits, and S so far at the deposit rate and at my rate (null: no rate).
         */
        series: z.object({
          dates: z.array(z.string()),
          actual: z.array(z.number()),
          paidIn: z.array(z.number()),
          deposit: z.array(z.number()),
          own: z.array(z.number()).nullable(),
        }),
      })
      .nullable(),
  }),
});
export type Analytics = z.infer<typeof zAnalytics>;

export const goalMessages = {
  invalidGoal: '목표 금액은 1,000원 이상 1조 원 이하로 입력해주세요',
  invalidYears: '기간은 1년에서 50년 사이로 입력해주세요',
} as const;

/** A goal the student sets (e.g. 12,000,000 won in 3 years), discounted to today in the view. */
export const zGoal = z.object({
  amount: z
    .number(goalMessages.invalidGoal)
    .int(goalMessages.invalidGoal)
    .min(1_000, goalMessages.invalidGoal)
    .max(MAX_WON, goalMessages.invalidGoal),
  years: z
    .number(goalMessages.invalidYears)
    .int(goalMessages.invalidYears)
    .min(1, goalMessages.invalidYears)
    .max(50, goalMessages.invalidYears),
});
export type Goal = z.infer<typeof zGoal>;
