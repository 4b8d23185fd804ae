import { z } from 'zod';
import { addDays, kstDate, kstInstant } from '../../../../shared/domain/market/calendar';
import type { DailyBar, Market } from '../../../../shared/schemas/market';
import { ProviderError } from '../provider-error';
import type { LiveQuote } from '../types';

/**
 * Yahoo lists KRX stocks as `{code}.KS` (KOSPI) and `{code}.KQ` (KOSDAQ, incl. KOSDAQ GLOBAL).
 * KONEX is not on Yahoo, so it is never requested.
 */
export function yahooSymbol(symbol: string, market: Market | undefined): string | undefined {
  if (market === 'KOSPI') return `${symbol}.KS`;
  if (market === 'KOSDAQ' || market === 'KOSDAQ GLOBAL') return `${symbol}.KQ`;
  return undefined;
}

export function quoteUrl(baseUrl: string, ysym: string): string {
  return `${baseUrl}/v8/finance/chart/${encodeURIComponent(ysym)}?range=1d&interval=1d`;
}

/** period1/period2 are epoch seconds; Yahoo returns bars whose timestamp falls in [period1, period2). */
export function barsUrl(baseUrl: string, ysym: string, from: string, to: string): string {
  const period1 = kstInstant(from, 0) / 1000;
  const period2 = kstInstant(addDays(to, 1), 0) / 1000;
  const query = `period1=${period1}&period2=${period2}&interval=1d`;
  return `${baseUrl}/v8/finance/chart/${encodeURIComponent(ysym)}?${query}`;
}

// Yahoo leaves null in every series for a day without trades (a halted stock).
const zSeries = z.array(z.number().nullable());

const zChartResult = z.object({
  // Loose: the quote fields are checked by zQuoteMeta, only when a quote is read.
  meta: z.looseObject({ symbol: z.string(), currency: z.string().nullish() }),
  // Absent when the range holds no trading day.
  timestamp: z.array(z.number().int()).optional(),
  indicators: z.object({
    quote: z.array(
      z.object({
        open: zSeries.optional(),
        high: zSeries.optional(),
        low: zSeries.optional(),
        close: zSeries.optional(),
        volume: zSeries.optional(),
      }),
    ),
  }),
});
export type ChartResult = z.infer<typeof zChartResult>;

const zChartEnvelope = z.object({
  chart: z.object({
    result: z.array(z.unknown()).nullable(),
    error: z.object({ code: z.string(), description: z.string() }).nullable(),
  }),
});

const zQuoteMeta = z.object({
  regularMarketPrice: z.number().positive(),
  regularMarketTime: z.number().int().positive(),
  regularMarketOpen: z.number().positive().optional(),
  regularMarketDayHigh: z.number().positive().optional(),
  regularMarketDayLow: z.number().positive().optional(),
  regularMarketVolume: z.number().nonnegative().optional(),
  previousClose: z.number().positive().optional(),
  chartPreviousClose: z.number().positive().optional(),
});

function malformed(url: string, detail: string): ProviderError {
  return new ProviderError('malformed', `${url}: ${detail}`);
}

/** The one result of a chart answer, checked to be the stock asked for, priced in won. */
export function parseChart(body: unknown, ysym: string, url: string): ChartResult {
  const envelope = zChartEnvelope.safeParse(body);
  if (!envelope.success) throw malformed(url, 'not a chart answer');
  const { result, error } = envelope.data.chart;
  if (error) throw new ProviderError('http', `${url}: ${error.code}: ${error.description}`);
  const parsed = zChartResult.safeParse(result?.[0]);
  if (!parsed.success) throw malformed(url, parsed.error.message);
  const { meta, timestamp = [], indicators } = parsed.data;
  if (meta.symbol !== ysym) throw malformed(url, `answer is for ${meta.symbol}`);
  if (meta.currency !== 'KRW') throw malformed(url, `currency ${meta.currency ?? 'none'}`);
  const series = Object.values(indicators.quote[0] ?? {});
  if (series.some((values) => values !== undefined && values.length !== timestamp.length)) {
    throw malformed(url, 'series and timestamps differ in length');
  }
  return parsed.data;
}

const present = (values: Array<number | null> | undefined): number[] =>
  (values ?? []).filter((value): value is number => value !== null);

/** The day so far. Prices arrive as floats (71000.0); KRW is whole. */
export function toLiveQuote(result: ChartResult, symbol: string, url: string): LiveQuote {
  const parsed = zQuoteMeta.safeParse(result.meta);
  if (!parsed.success) throw malformed(url, parsed.error.message);
  const meta = parsed.data;
  // chartPreviousClose is the close before the chart's range: for range=1d, yesterday's close.
  const previousClose = meta.previousClose ?? meta.chartPreviousClose;
  if (previousClose === undefined) throw malformed(url, 'no previous close');
  const bar = result.indicators.quote[0];
  const price = Math.round(meta.regularMarketPrice);
  // Before the day's first trade the bar is empty; the day then has only its price.
  const open = Math.round(meta.regularMarketOpen ?? present(bar?.open)[0] ?? price);
  const high = Math.round(meta.regularMarketDayHigh ?? Math.max(...present(bar?.high), open));
  const low = Math.round(meta.regularMarketDayLow ?? Math.min(...present(bar?.low), open));
  const volume = meta.regularMarketVolume ?? present(bar?.volume).reduce((a, b) => a + b, 0);
  return {
    symbol,
    price,
    previousClose: Math.round(previousClose),
    open,
    // Yahoo's day range can lag its last price by a poll; the range always holds the price.
    high: Math.max(high, price),
    low: Math.min(low, price),
    volume: Math.round(volume),
    updatedAt: meta.regularMarketTime * 1000,
  };
}

/** Bars dated by their KST day, from..to inclusive, oldest first; null (halted) days skipped. */
export function toDailyBars(result: ChartResult, from: string, to: string): DailyBar[] {
  const { timestamp = [] } = result;
  const bar = result.indicators.quote[0];
  const byDate = new Map<string, DailyBar>();
  timestamp.forEach((seconds, i) => {
    const open = bar?.open?.[i];
    const high = bar?.high?.[i];
    const low = bar?.low?.[i];
    const close = bar?.close?.[i];
    const volume = bar?.volume?.[i];
    if (open == null || high == null || low == null || close == null || volume == null) return;
    const date = kstDate(new Date(seconds * 1000));
    if (date < from || date > to) return;
    // During a session Yahoo appends the live day stamped with its last trade; the later wins.
    byDate.set(date, {
      date,
      open: Math.round(open),
      high: Math.round(high),
      low: Math.round(low),
      close: Math.round(close),
      volume: Math.round(volume),
    });
  });
  return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
}
