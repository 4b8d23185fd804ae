import { z } from 'zod';
import { zExplanation, zHistogram, zMetric } from './explanation';
import { zTimeRange } from './trading';

// 경제수학 analytics (issue 16): a student's figures with their explanations and daily series.

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
});
export type Analytics = z.infer<typeof zAnalytics>;
