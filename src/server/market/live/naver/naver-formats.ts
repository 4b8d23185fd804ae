import { z } from 'zod';
import type { DailyBar, NewsItem } from '../../../../shared/schemas/market';
import type { LiveQuote } from '../types';

/** The three Naver hosts; a fake (config.baseUrl) serves all three paths on one base. */
const NAVER_HOSTS = {
  polling: 'https://polling.finance.naver.com',
  chart: 'https://api.stock.naver.com',
  news: 'https://m.stock.naver.com',
} as const;

const compact = (isoDate: string) => isoDate.replaceAll('-', '');

export function naverUrls(baseUrl?: string) {
  const base = baseUrl?.replace(/\/+$/, '');
  const host = (name: keyof typeof NAVER_HOSTS) => base ?? NAVER_HOSTS[name];
  return {
    realtime: (codes: string[]) =>
      `${host('polling')}/api/realtime/domestic/stock/${codes.join(',')}`,
    // Naver compares yyyyMMddHHmm; 2359 keeps the last day inside the range.
    dayChart: (code: string, from: string, to: string) =>
      `${host('chart')}/chart/domestic/item/${code}/day` +
      `?startDateTime=${compact(from)}0000&endDateTime=${compact(to)}2359`,
    news: (code: string, pageSize: number) =>
      `${host('news')}/api/news/stock/${code}?pageSize=${pageSize}&page=1`,
  };
}

/** Naver writes numbers as text with thousands separators and an optional sign ("-1,950"). */
export function parseNaverInt(value: string | number): number | undefined {
  const text = typeof value === 'number' ? String(value) : value.trim();
  if (!/^[+-]?\d{1,3}(,?\d{3})*$/.test(text)) return undefined;
  const parsed = Number(text.replaceAll(',', ''));
  return Number.isSafeInteger(parsed) ? parsed : undefined;
}

const zNaverInt = z.union([z.number(), z.string()]).transform((value, ctx) => {
  const parsed = parseNaverInt(value);
  if (parsed === undefined) {
    ctx.issues.push({ code: 'custom', message: `not a whole number: ${value}`, input: value });
    return z.NEVER;
  }
  return parsed;
});

export const zNaverRealtime = z.object({
  /** How long Naver wants between polls, in ms. */
  pollingInterval: z.number().int().positive().max(600_000).optional(),
  datas: z.array(z.unknown()),
});

const zNaverQuoteItem = z.object({
  itemCode: z.string(),
  closePrice: zNaverInt,
  compareToPreviousClosePrice: zNaverInt,
  compareToPreviousPrice: z.object({ code: z.string() }).optional(),
  openPrice: zNaverInt,
  highPrice: zNaverInt,
  lowPrice: zNaverInt,
  accumulatedTradingVolume: zNaverInt,
  localTradedAt: z.string(),
});

// compareToPreviousPrice.code: 1 상한, 2 상승, 3 보합, 4 하한, 5 하락. The amount is signed
// too; the code wins when both are present, in case an amount ever comes unsigned.
const RISING = new Set(['1', '2']);
const FALLING = new Set(['4', '5']);

export function signedChange(amount: number, directionCode: string | undefined): number {
  if (directionCode !== undefined && RISING.has(directionCode)) return Math.abs(amount);
  if (directionCode !== undefined && FALLING.has(directionCode)) return -Math.abs(amount);
  return amount;
}

/** One entry of `datas`, or undefined when it is not a usable price (the caller marks it stale). */
export function toLiveQuote(raw: unknown): LiveQuote | undefined {
  const parsed = zNaverQuoteItem.safeParse(raw);
  if (!parsed.success) return undefined;
  const item = parsed.data;
  const updatedAt = Date.parse(item.localTradedAt);
  const price = item.closePrice;
  const previousClose =
    price - signedChange(item.compareToPreviousClosePrice, item.compareToPreviousPrice?.code);
  if (price <= 0 || previousClose <= 0 || Number.isNaN(updatedAt)) return undefined;
  // Before the first trade of the day Naver reports 0 for open/high/low.
  const orPrice = (value: number) => (value > 0 ? value : price);
  return {
    symbol: item.itemCode,
    price,
    previousClose,
    open: orPrice(item.openPrice),
    high: orPrice(item.highPrice),
    low: orPrice(item.lowPrice),
    volume: Math.max(0, item.accumulatedTradingVolume),
    updatedAt,
  };
}

export const zNaverDayBars = z.array(
  z.object({
    localDate: z.string().regex(/^\d{8}$/),
    openPrice: zNaverInt,
    highPrice: zNaverInt,
    lowPrice: zNaverInt,
    closePrice: zNaverInt,
    accumulatedTradingVolume: zNaverInt,
  }),
);

export function toDailyBars(
  rows: z.infer<typeof zNaverDayBars>,
  from: string,
  to: string,
): DailyBar[] {
  // A halted day comes with open/high/low 0 and no volume: it is drawn flat at its close, never
  // as a candle down to 0. A day without even a close says nothing and is left out.
  const flatAtClose = (value: number, close: number) => (value > 0 ? value : close);
  return rows
    .filter((row) => row.closePrice > 0)
    .map((row) => ({
      date: `${row.localDate.slice(0, 4)}-${row.localDate.slice(4, 6)}-${row.localDate.slice(6, 8)}`,
      open: flatAtClose(row.openPrice, row.closePrice),
      high: flatAtClose(row.highPrice, row.closePrice),
      low: flatAtClose(row.lowPrice, row.closePrice),
      close: row.closePrice,
      volume: row.accumulatedTradingVolume,
    }))
    .filter((bar) => bar.date >= from && bar.date <= to)
    .sort((a, b) => a.date.localeCompare(b.date));
}

const zNaverNewsCluster = z.object({ items: z.array(z.unknown()) });
/** A list of clusters (related articles grouped); older answers were one cluster. */
export const zNaverNews = z.union([z.array(zNaverNewsCluster), zNaverNewsCluster]);

const zNaverNewsItem = z.object({
  officeId: z.string().regex(/^\d+$/),
  articleId: z.string().regex(/^\d+$/),
  officeName: z.string(),
  datetime: z.string().regex(/^\d{12}/),
  title: z.string(),
});

const ENTITIES: Record<string, string> = {
  quot: '"',
  amp: '&',
  lt: '<',
  gt: '>',
  apos: "'",
  nbsp: ' ',
  middot: '·',
  hellip: '…',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
};

function decodeEntity(entity: string, body: string): string {
  if (body.startsWith('#')) {
    const code =
      body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : Number(body.slice(1));
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff
      ? String.fromCodePoint(code)
      : entity;
  }
  return ENTITIES[body.toLowerCase()] ?? entity;
}

/** Naver titles come HTML-escaped, sometimes with <b> highlights; one pass so "&amp;quot;" stays "&quot;". */
export function decodeHtmlText(text: string): string {
  return text
    .replace(/<[^>]*>/g, '')
    .replace(/&(#[xX][0-9a-fA-F]+|#\d+|[a-zA-Z]+);/g, decodeEntity)
    .trim();
}

/** "202611231015" (KST) → "2026-11-23T10:15:00+09:00". */
export function naverDateTimeToIso(datetime: string): string {
  const d = datetime;
  return `${d.slice(0, 4)}-${d.slice(4, 6)}-${d.slice(6, 8)}T${d.slice(8, 10)}:${d.slice(10, 12)}:00+09:00`;
}

/** Articles of all clusters, newest first, each once; entries that do not parse are left out. */
export function toNewsItems(body: z.infer<typeof zNaverNews>): NewsItem[] {
  const clusters = Array.isArray(body) ? body : [body];
  const byLink = new Map<string, NewsItem>();
  for (const raw of clusters.flatMap((cluster) => cluster.items)) {
    const parsed = zNaverNewsItem.safeParse(raw);
    if (!parsed.success) continue;
    const item = parsed.data;
    const link = `https://n.news.naver.com/mnews/article/${item.officeId}/${item.articleId}`;
    byLink.set(link, {
      title: decodeHtmlText(item.title),
      link,
      source: item.officeName,
      date: naverDateTimeToIso(item.datetime),
    });
  }
  return [...byLink.values()].sort((a, b) => b.date.localeCompare(a.date));
}
