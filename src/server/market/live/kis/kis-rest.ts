import { z } from 'zod';
import type { DailyBar, OrderBook } from '../../../../shared/schemas/market';
import { createBackoff } from '../poller';
import { parseAnswer, ProviderError } from '../provider-error';
import type { LiveQuote } from '../types';
import type { KisAuth } from './kis-auth';
import { KisTokenRejectedError, kisRequest } from './kis-http';
import type { RateLimiter } from './rate-limiter';

export interface KisRest {
  /** 주식현재가 시세 [v1_국내주식-008]. */
  price(symbol: string): Promise<LiveQuote>;
  /** 주식현재가 호가/예상체결 [v1_국내주식-011]. */
  orderBook(symbol: string): Promise<OrderBook>;
  /** 국내주식기간별시세 [v1_국내주식-016], paged; from..to inclusive (YYYY-MM-DD), oldest first. */
  dailyBars(symbol: string, from: string, to: string): Promise<DailyBar[]>;
}

export interface KisRestOptions {
  baseUrl: string;
  appKey: string;
  appSecret: string;
  auth: KisAuth;
  limiter: RateLimiter;
  fetch: typeof fetch;
  timeoutMs: number;
  now: () => number;
  /** First wait after EGW00201, doubling with each repeat. */
  rateLimitBackoffMs: number;
}

const QUOTATIONS = '/uapi/domestic-stock/v1/quotations';
// KIS answers at most 100 daily rows per call; 40 pages is about 16 years of trading days.
const MAX_PAGES = 40;
const RATE_RETRIES = 3;

const zInt = z
  .string()
  .regex(/^[+-]?\d+$/)
  .transform(Number);
const zPositive = zInt.refine((value) => value > 0, 'must be positive');
const zOk = z.object({ rt_cd: z.literal('0') });

const zPriceAnswer = zOk.extend({
  output: z.object({
    stck_prpr: zPositive,
    /** 기준가: the previous close, adjusted after a corporate action. */
    stck_sdpr: zPositive,
    stck_oprc: zInt,
    stck_hgpr: zInt,
    stck_lwpr: zInt,
    acml_vol: zInt,
  }),
});

const LEVELS = Array.from({ length: 10 }, (_, i) => i + 1);
const bookKeys = ['askp', 'bidp', 'askp_rsqn', 'bidp_rsqn'].flatMap((prefix) =>
  LEVELS.map((level) => `${prefix}${level}`),
);
const zBookAnswer = zOk.extend({
  output1: z.object(Object.fromEntries(bookKeys.map((key) => [key, zInt]))),
});

const zDailyRow = z.object({
  stck_bsop_date: z.string().regex(/^\d{8}$/),
  stck_oprc: zInt,
  stck_hgpr: zInt,
  stck_lwpr: zInt,
  stck_clpr: zPositive,
  acml_vol: zInt,
  prdy_vrss: zInt.optional(),
});
// A halted day (거래정지) comes with every price and the volume 0: it says nothing.
const isHaltedRow = (row: Record<string, unknown>) =>
  ['stck_oprc', 'stck_hgpr', 'stck_lwpr', 'stck_clpr'].every((key) =>
    /^0+$/.test(String(row[key])),
  );
// With no trading days in range KIS sends rows of empty strings (or {}), not an empty list.
const zDailyAnswer = zOk.extend({
  output2: z
    .array(z.record(z.string(), z.unknown()))
    .transform((rows) => rows.filter((row) => row.stck_bsop_date && !isHaltedRow(row)))
    .pipe(z.array(zDailyRow)),
});
// A day with a close but no trades of its own is drawn flat at that close, never down to 0.
const orClose = (value: number, close: number) => (value > 0 ? value : close);

const compact = (date: string) => date.replaceAll('-', '');
const dashed = (date: string) => `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}`;
function dayBefore(yyyymmdd: string): string {
  const utc = Date.UTC(
    Number(yyyymmdd.slice(0, 4)),
    Number(yyyymmdd.slice(4, 6)) - 1,
    Number(yyyymmdd.slice(6, 8)) - 1,
  );
  return new Date(utc).toISOString().slice(0, 10).replaceAll('-', '');
}

function levels(output: Record<string, number>, price: string, volume: string) {
  return LEVELS.flatMap((level) => {
    const at = output[`${price}${level}`] ?? 0;
    return at > 0 ? [{ price: at, volume: output[`${volume}${level}`] ?? 0 }] : [];
  });
}

export function createKisRest(options: KisRestOptions): KisRest {
  const backoff = createBackoff({ baseMs: options.rateLimitBackoffMs, maxMs: 30_000 });

  async function send(url: string, trId: string, token: string): Promise<unknown> {
    await options.limiter.take();
    try {
      const json = await kisRequest(url, {
        method: 'GET',
        headers: {
          authorization: `Bearer ${token}`,
          appkey: options.appKey,
          appsecret: options.appSecret,
          tr_id: trId,
          custtype: 'P',
        },
        timeoutMs: options.timeoutMs,
        fetch: options.fetch,
      });
      backoff.reset();
      return json;
    } catch (error) {
      // EGW00201: every later request waits, growing with each repeat.
      if (error instanceof ProviderError && error.kind === 'rate-limited') {
        options.limiter.pause(backoff.fail());
      }
      throw error;
    }
  }

  async function get(path: string, trId: string, params: Record<string, string>) {
    const url = `${options.baseUrl}${QUOTATIONS}/${path}?${new URLSearchParams(params)}`;
    const token = await options.auth.token();
    try {
      return await send(url, trId, token);
    } catch (error) {
      if (!(error instanceof KisTokenRejectedError)) throw error;
      options.auth.invalidate(token);
      return send(url, trId, await options.auth.token());
    }
  }

  async function dailyPage(symbol: string, from: string, to: string) {
    for (let attempt = 1; ; attempt += 1) {
      try {
        const json = await get('inquire-daily-itemchartprice', 'FHKST03010100', {
          FID_COND_MRKT_DIV_CODE: 'J',
          FID_INPUT_ISCD: symbol,
          FID_INPUT_DATE_1: from,
          FID_INPUT_DATE_2: to,
          FID_PERIOD_DIV_CODE: 'D',
          FID_ORG_ADJ_PRC: '0',
        });
        return parseAnswer(zDailyAnswer, json, `KIS daily ${symbol}`).output2;
      } catch (error) {
        const rateLimited = error instanceof ProviderError && error.kind === 'rate-limited';
        if (!rateLimited || attempt >= RATE_RETRIES) throw error;
      }
    }
  }

  return {
    async price(symbol) {
      const json = await get('inquire-price', 'FHKST01010100', {
        FID_COND_MRKT_DIV_CODE: 'J',
        FID_INPUT_ISCD: symbol,
      });
      const out = parseAnswer(zPriceAnswer, json, `KIS price ${symbol}`).output;
      const price = out.stck_prpr;
      // Before the first trade of the day KIS sends 0 for open/high/low; the day so far is the price.
      const orPrice = (value: number) => (value > 0 ? value : price);
      return {
        symbol,
        price,
        previousClose: out.stck_sdpr,
        open: orPrice(out.stck_oprc),
        high: orPrice(out.stck_hgpr),
        low: orPrice(out.stck_lwpr),
        volume: out.acml_vol,
        updatedAt: options.now(),
      };
    },
    async orderBook(symbol) {
      const json = await get('inquire-asking-price-exp-ccn', 'FHKST01010200', {
        FID_COND_MRKT_DIV_CODE: 'J',
        FID_INPUT_ISCD: symbol,
      });
      const out = parseAnswer(zBookAnswer, json, `KIS order book ${symbol}`).output1;
      return {
        symbol,
        asks: levels(out, 'askp', 'askp_rsqn'),
        bids: levels(out, 'bidp', 'bidp_rsqn'),
        updatedAt: options.now(),
      };
    },
    async dailyBars(symbol, from, to) {
      const start = compact(from);
      const bars = new Map<string, DailyBar>();
      let end = compact(to);
      for (let page = 0; page < MAX_PAGES && end >= start; page += 1) {
        const rows = await dailyPage(symbol, start, end);
        if (rows.length === 0) break;
        for (const row of rows) {
          if (row.stck_bsop_date < start || row.stck_bsop_date > compact(to)) continue;
          bars.set(row.stck_bsop_date, {
            date: dashed(row.stck_bsop_date),
            open: orClose(row.stck_oprc, row.stck_clpr),
            high: orClose(row.stck_hgpr, row.stck_clpr),
            low: orClose(row.stck_lwpr, row.stck_clpr),
            close: row.stck_clpr,
            volume: row.acml_vol,
            ...(row.prdy_vrss === undefined
              ? {}
              : { previousClose: row.stck_clpr - row.prdy_vrss }),
          });
        }
        const oldest = rows.reduce(
          (min, row) => (row.stck_bsop_date < min ? row.stck_bsop_date : min),
          end,
        );
        end = dayBefore(oldest);
      }
      return [...bars.values()].sort((a, b) => a.date.localeCompare(b.date));
    },
  };
}
