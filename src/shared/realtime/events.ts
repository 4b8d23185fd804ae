import { z } from 'zod';
import { zOrderBook, zQuote } from '../schemas/market';
import type { AssignmentDone } from '../schemas/assignments';
import type { CorporateAdjustmentNotice } from '../schemas/corporate-actions';
import type { Order, OrderUpdate } from '../schemas/orders';
import type { ProjectorTrade } from '../schemas/projector';
import type { AuctionBoard } from '../schemas/auctions';
import type { TickBatch } from './tick-batch';

// Socket.IO contracts, declared once and typed on both ends.

/** A price tick: the quote plus the server's send time, so a client can show its delay. */
export const zTick = zQuote.extend({ serverTime: z.number().int() });
export type Tick = z.infer<typeof zTick>;

export const zOrderBookEvent = zOrderBook.extend({ serverTime: z.number().int() });
export type OrderBookEvent = z.infer<typeof zOrderBookEvent>;

export const zPortfolioValue = z.object({
  cash: z.number().int(),
  totalValue: z.number().int(),
  totalProfitLoss: z.number().int(),
  totalProfitLossPercent: z.number(),
  dailyChange: z.number().int(),
  dailyChangePercent: z.number(),
  serverTime: z.number().int(),
});
export type PortfolioValue = z.infer<typeof zPortfolioValue>;

export const zClassTrade = z.object({
  id: z.number().int(),
  classId: z.number().int(),
  userId: z.number().int(),
  userName: z.string(),
  symbol: z.string(),
  stockName: z.string(),
  type: z.enum(['BUY', 'SELL']),
  quantity: z.number().int(),
  price: z.number().int(),
  totalAmount: z.number().int(),
  reason: z.string(),
  createdAt: z.string(),
});
export type ClassTrade = z.infer<typeof zClassTrade>;

/** A teacher reviewed one of the student's trades (sent to the student's user room only). */
export const zReviewNotice = z.object({
  reviewId: z.number().int(),
  tradeId: z.number().int(),
  stockName: z.string(),
  serverTime: z.number().int(),
});
export type ReviewNotice = z.infer<typeof zReviewNotice>;

/** The class's regular deposit (적립식) reached the student: the day, the amount, cash after. */
export interface RegularDepositNotice {
  date: string;
  amount: number;
  cash: number;
  serverTime: number;
}

export const zMarketStatusEvent = z.object({
  provider: z.string(),
  status: z.string(),
  label: z.string(),
  serverTime: z.number().int(),
});
export type MarketStatusEvent = z.infer<typeof zMarketStatusEvent>;

export const zRealtimeError = z.object({ code: z.string(), message: z.string() });
export type RealtimeError = z.infer<typeof zRealtimeError>;

// Symbols are 6 characters (a few are alphanumeric, e.g. 0126Z0).
export const zSymbolList = z
  .array(z.string().regex(/^[0-9A-Z]{6}$/))
  .min(1)
  .max(50);

export type SubscribeAck = { ok: true; symbols: string[] } | { ok: false; error: RealtimeError };

/**
 * A resting order of a class's student expired or was cancelled: the teacher's class feed. A type
 * only: a schema here would pull the order schemas into the first script, built before the client
 * sets zod jitless (src/client/zod-config.ts), and zod's eval probe would trip the CSP.
 */
export interface ClassOrderClosed {
  classId: number;
  userName: string;
  order: Order;
}

export interface ServerToClientEvents {
  /** One symbol's tick, for a client that did not ask for batches (older tabs, external ones). */
  tick: (tick: Tick) => void;
  /** A batching client's ticks: on subscribe, then every watched symbol a flush changed. */
  ticks: (batch: TickBatch) => void;
  orderbook: (book: OrderBookEvent) => void;
  portfolio: (value: PortfolioValue) => void;
  trade: (trade: ClassTrade) => void;
  'class:order': (closed: ClassOrderClosed) => void;
  /** The student's own resting order filled, expired or was cancelled. */
  order: (update: OrderUpdate) => void;
  leaderboard: (payload: { classId: number; serverTime: number }) => void;
  market: (status: MarketStatusEvent) => void;
  error: (error: RealtimeError) => void;
  /** A class trade formatted by the teacher's projector settings (names, rationales). */
  'projector:trade': (trade: ProjectorTrade & { classId: number }) => void;
  /** The projector's state changed (leaderboard, settings): fetch it again. */
  'projector:update': (payload: { classId: number; serverTime: number }) => void;
  'review:new': (notice: ReviewNotice) => void;
  /**
   * A class call auction opened, took an order, closed or was cancelled: its curves, closing
   * time and result, to the class's students, its teacher and its projectors.
   */
  auction: (board: AuctionBoard & { serverTime: number }) => void;
  /** A corporate action adjusted one of the student's holdings (their user room only). */
  'corporate-action': (notice: CorporateAdjustmentNotice) => void;
  /** The class's regular deposit was credited to the student (their user room only). */
  'regular-deposit': (notice: RegularDepositNotice) => void;
  /** A 과제 completed: to the student's own room and the class room their teacher watches. */
  'assignment:done': (done: AssignmentDone) => void;
}

export interface ClientToServerEvents {
  subscribe: (symbols: string[], ack?: (result: SubscribeAck) => void) => void;
  unsubscribe: (symbols: string[], ack?: (result: SubscribeAck) => void) => void;
  /** Order books of these symbols, for a client that asked for them on request (BOOKS_ON_REQUEST_AUTH). */
  'books:subscribe': (symbols: string[], ack?: (result: SubscribeAck) => void) => void;
  'books:unsubscribe': (symbols: string[], ack?: (result: SubscribeAck) => void) => void;
  'class:watch': (classId: number, ack?: (result: WatchAck) => void) => void;
  'projector:watch': (classId: number, ack?: (result: WatchAck) => void) => void;
}

export type WatchAck = { ok: boolean; error?: RealtimeError };
