import { createDecipheriv } from 'node:crypto';
import { z } from 'zod';
import { kstInstant } from '../../../../shared/domain/market/calendar';
import type { OrderBook } from '../../../../shared/schemas/market';
import type { LiveQuote } from '../types';

/** 국내주식 실시간체결가 (KRX) [실시간-003]. */
export const TRADE_TR = 'H0STCNT0';
/** 국내주식 실시간호가 (KRX) [실시간-004]. */
export const BOOK_TR = 'H0STASP0';
export type KisRealtimeTr = typeof TRADE_TR | typeof BOOK_TR;

export interface AesKey {
  key: string;
  iv: string;
}

export type KisMessage =
  | { kind: 'pingpong'; raw: string }
  | {
      kind: 'ack';
      trId: string;
      trKey: string;
      ok: boolean;
      msgCd: string;
      msg1: string;
      aes?: AesKey;
    }
  | { kind: 'trades'; quotes: LiveQuote[] }
  | { kind: 'books'; books: OrderBook[] }
  | { kind: 'malformed'; reason: string };

const zInt = z
  .string()
  .regex(/^[+-]?\d+$/)
  .transform(Number);
const zPositive = zInt.refine((value) => value > 0);

// Field positions from KIS's H0STCNT0 column list (46 columns as of 2025; only these are read).
const TRADE_FIELDS = {
  symbol: 0,
  time: 1,
  price: 2,
  change: 4,
  open: 7,
  high: 8,
  low: 9,
  volume: 13,
  date: 33,
} as const;
const TRADE_MIN_WIDTH = 34;

const zTradeRecord = z.object({
  symbol: z.string().regex(/^[0-9A-Z]{6}$/),
  time: z.string().regex(/^\d{6}$/),
  price: zPositive,
  change: zInt,
  open: zInt,
  high: zInt,
  low: zInt,
  volume: zInt,
  date: z.string().regex(/^\d{8}$/),
});

// H0STASP0: code, time, hour class, ASKP1..10, BIDP1..10, ASKP_RSQN1..10, BIDP_RSQN1..10, …
const BOOK_ASKS = 3;
const BOOK_BIDS = 13;
const BOOK_ASK_QTY = 23;
const BOOK_BID_QTY = 33;
const BOOK_MIN_WIDTH = 43;
const LEVELS = 10;

const zBookRecord = z.object({
  symbol: z.string().regex(/^[0-9A-Z]{6}$/),
  asks: z.array(zInt).length(LEVELS),
  bids: z.array(zInt).length(LEVELS),
  askQty: z.array(zInt).length(LEVELS),
  bidQty: z.array(zInt).length(LEVELS),
});

const zControl = z.object({
  header: z.object({
    tr_id: z.string(),
    tr_key: z.string().optional(),
    encrypt: z.string().optional(),
  }),
  body: z
    .object({
      rt_cd: z.string(),
      msg_cd: z.string(),
      msg1: z.string(),
      output: z.object({ iv: z.string(), key: z.string() }).optional(),
    })
    .optional(),
});

/** KST wall-clock date and time (YYYYMMDD, HHMMSS) as epoch ms; KST has no daylight saving. */
export function kstToEpoch(date: string, time: string): number {
  const day = `${date.slice(0, 4)}-${date.slice(4, 6)}-${date.slice(6, 8)}`;
  const [h, mi, s] = [time.slice(0, 2), time.slice(2, 4), time.slice(4, 6)].map(Number);
  return kstInstant(day, (h ?? 0) * 60 + (mi ?? 0)) + (s ?? 0) * 1000;
}

/** KIS encrypts with AES-256-CBC, the subscription answer's 32-char key and 16-char iv as UTF-8. */
export function decryptKisPayload(payload: string, aes: AesKey): string {
  const decipher = createDecipheriv(
    'aes-256-cbc',
    Buffer.from(aes.key, 'utf8'),
    Buffer.from(aes.iv, 'utf8'),
  );
  return Buffer.concat([decipher.update(payload, 'base64'), decipher.final()]).toString('utf8');
}

function splitRecords(fields: string[], count: number, minWidth: number): string[][] | undefined {
  if (count < 1 || fields.length % count !== 0) return undefined;
  const width = fields.length / count;
  if (width < minWidth) return undefined;
  return Array.from({ length: count }, (_, i) => fields.slice(i * width, (i + 1) * width));
}

function toTrade(record: string[]): LiveQuote | undefined {
  const named = Object.fromEntries(
    Object.entries(TRADE_FIELDS).map(([name, index]) => [name, record[index]]),
  );
  const parsed = zTradeRecord.safeParse(named);
  if (!parsed.success) return undefined;
  const r = parsed.data;
  // PRDY_VRSS carries its sign ('-19500' on a falling day), so the reference is price − change.
  const previousClose = r.price - r.change;
  if (previousClose <= 0) return undefined;
  return {
    symbol: r.symbol,
    price: r.price,
    previousClose,
    open: r.open,
    high: r.high,
    low: r.low,
    volume: r.volume,
    updatedAt: kstToEpoch(r.date, r.time),
  };
}

function levels(prices: number[], volumes: number[]) {
  // An empty level (a thin book, or the price limit) comes as price 0.
  return prices.flatMap((price, i) => (price > 0 ? [{ price, volume: volumes[i] ?? 0 }] : []));
}

function toBook(record: string[], now: number): OrderBook | undefined {
  const slice = (start: number) => record.slice(start, start + LEVELS);
  const parsed = zBookRecord.safeParse({
    symbol: record[0],
    asks: slice(BOOK_ASKS),
    bids: slice(BOOK_BIDS),
    askQty: slice(BOOK_ASK_QTY),
    bidQty: slice(BOOK_BID_QTY),
  });
  if (!parsed.success) return undefined;
  const r = parsed.data;
  return {
    symbol: r.symbol,
    asks: levels(r.asks, r.askQty),
    bids: levels(r.bids, r.bidQty),
    updatedAt: now,
  };
}

function parseControl(text: string): KisMessage {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { kind: 'malformed', reason: `not JSON: ${text.slice(0, 80)}` };
  }
  const parsed = zControl.safeParse(json);
  if (!parsed.success) return { kind: 'malformed', reason: 'unexpected control message' };
  const { header, body } = parsed.data;
  if (header.tr_id === 'PINGPONG') return { kind: 'pingpong', raw: text };
  if (!body) return { kind: 'malformed', reason: `no body for ${header.tr_id}` };
  return {
    kind: 'ack',
    trId: header.tr_id,
    trKey: header.tr_key ?? '',
    ok: body.rt_cd === '0',
    msgCd: body.msg_cd,
    msg1: body.msg1,
    ...(body.output ? { aes: body.output } : {}),
  };
}

const FRAME = /^([01])\|([A-Z0-9]+)\|(\d{3})\|([\s\S]*)$/;

/**
 * One WebSocket text message: JSON for answers and PINGPONG, otherwise
 * 'flag|tr_id|count|records' with `count` fixed-width records joined by '^'.
 */
export function parseKisMessage(
  text: string,
  keys: ReadonlyMap<string, AesKey>,
  now: number,
): KisMessage {
  const match = FRAME.exec(text);
  if (!match) return parseControl(text);
  const [, flag, trId = '', countText = '', body = ''] = match;
  let payload = body;
  if (flag === '1') {
    const aes = keys.get(trId);
    if (!aes) return { kind: 'malformed', reason: `encrypted ${trId} without a key` };
    try {
      payload = decryptKisPayload(body, aes);
    } catch {
      return { kind: 'malformed', reason: `cannot decrypt ${trId}` };
    }
  }
  const fields = payload.split('^');
  const count = Number(countText);
  if (trId === TRADE_TR) {
    const records = splitRecords(fields, count, TRADE_MIN_WIDTH);
    const quotes = records?.map(toTrade);
    if (!quotes || quotes.some((q) => q === undefined)) {
      return { kind: 'malformed', reason: `bad ${TRADE_TR} frame` };
    }
    return { kind: 'trades', quotes: quotes.filter((q) => q !== undefined) };
  }
  if (trId === BOOK_TR) {
    const records = splitRecords(fields, count, BOOK_MIN_WIDTH);
    const books = records?.map((record) => toBook(record, now));
    if (!books || books.some((b) => b === undefined)) {
      return { kind: 'malformed', reason: `bad ${BOOK_TR} frame` };
    }
    return { kind: 'books', books: books.filter((b) => b !== undefined) };
  }
  return { kind: 'malformed', reason: `unexpected tr_id ${trId}` };
}
