import { z } from 'zod';
import { zExplanation } from './explanation';
import { zTradeOrder, zTradeType } from './trading';
import { strictBody } from './strict';

// 학급 단일가 매매 (docs/product/trading.md#call-auction): a class call auction of one stock.

export const auctionMessages = {
  minutes: '단일가 매매 시간은 1분에서 30분 사이로 입력해주세요',
  price: '주문 가격은 1원 이상의 정수로 입력해주세요',
  notFound: '단일가 매매를 찾을 수 없습니다.',
  notOpen: '이미 마감되었거나 취소된 단일가 매매예요.',
  alreadyOpen:
    '이 클래스에는 이미 진행 중인 단일가 매매가 있습니다. 먼저 마감되거나 취소되어야 합니다.',
  oneSide: '한 단일가 매매에서는 매수와 매도 중 한쪽만 주문할 수 있어요',
  classEnded: '종료된 클래스에서는 단일가 매매를 열 수 없습니다.',
  movedCancelled: '다른 클래스로 옮겨 주문이 취소되었어요',
  lessonTax: '수업용 세금은 주당 0원 이상 100,000원 이하의 정수로 입력해주세요',
  lessonTaxTooHigh: '수업용 세금은 기준가격보다 작아야 합니다.',
  income: '소득은 1원 이상 10,000,000원 이하의 정수로 입력해주세요',
  incomeTaken: '이 단일가 매매에는 이미 소득을 주었거나, 매매가 이미 끝났습니다.',
} as const;

/** The lesson's tax and income ceilings (12경수02-05). */
export const MAX_LESSON_TAX = 100_000;
export const MAX_LESSON_INCOME = 10_000_000;

/** The label 거래 내역 and the ledger give a call auction's lesson tax (never 증권거래세). */
export const LESSON_TAX_LABEL = '수업용 세금 (12경수02-05)';
/** The label of the teacher's 소득 변화 deposit. */
export const LESSON_INCOME_LABEL = '수업용 소득 (12경수02-05)';

export const MAX_AUCTION_MINUTES = 30;

export const zOpenAuction = strictBody({
  symbol: zTradeOrder.shape.symbol,
  minutes: z
    .number({ error: auctionMessages.minutes })
    .int({ error: auctionMessages.minutes })
    .min(1, { error: auctionMessages.minutes })
    .max(MAX_AUCTION_MINUTES, { error: auctionMessages.minutes }),
  /**
   * 12경수02-05: a per-share tax in won on the sellers (0 or absent: none). Per share, not a
   * rate: the supply curve then moves up by the same t at every price, as the textbook draws it.
   */
  lessonTax: z
    .number({ error: auctionMessages.lessonTax })
    .int({ error: auctionMessages.lessonTax })
    .min(0, { error: auctionMessages.lessonTax })
    .max(MAX_LESSON_TAX, { error: auctionMessages.lessonTax })
    .optional(),
});
export type OpenAuction = z.infer<typeof zOpenAuction>;

export const zOpenedAuction = z.object({
  id: z.number().int(),
  referencePrice: z.number().int(),
  closesAt: z.string(),
});
export type OpenedAuction = z.infer<typeof zOpenedAuction>;

/** 소득 변화: the deposit every student of the class receives, once, while the call is open. */
export const zAuctionIncome = strictBody({
  amount: z
    .number({ error: auctionMessages.income })
    .int({ error: auctionMessages.income })
    .min(1, { error: auctionMessages.income })
    .max(MAX_LESSON_INCOME, { error: auctionMessages.income }),
});
export type AuctionIncome = z.infer<typeof zAuctionIncome>;

export const zAuctionOrderBody = strictBody({
  side: zTradeType,
  quantity: zTradeOrder.shape.quantity,
  price: z
    .number({ error: auctionMessages.price })
    .int({ error: auctionMessages.price })
    .positive({ error: auctionMessages.price })
    .max(100_000_000, { error: auctionMessages.price }),
  reason: zTradeOrder.shape.reason,
});
export type AuctionOrderBody = z.infer<typeof zAuctionOrderBody>;

export const zAuctionStatus = z.enum(['open', 'closed', 'cancelled']);
export type AuctionStatus = z.infer<typeof zAuctionStatus>;

const zPriceQuantity = z.object({ price: z.number().int(), quantity: z.number().int() });
export type PriceQuantityPoint = z.infer<typeof zPriceQuantity>;

export const zAuctionOrder = z.object({
  id: z.number().int(),
  side: zTradeType,
  quantity: z.number().int(),
  price: z.number().int(),
  reason: z.string(),
  reservedCash: z.number().int(),
  /** null while the auction is open. */
  filledQuantity: z.number().int().nullable(),
  /** Why the order left an auction that went on (its cash lowered, its account deactivated). */
  releaseReason: z.string().nullable(),
  createdAt: z.string(),
});
export type AuctionOrder = z.infer<typeof zAuctionOrder>;

/**
 * Who traded at the clearing price, and how much (after the close). On a projector the name
 * follows the class's projector setting: masked (김○준), or null when names are hidden.
 */
export const zAuctionFill = z.object({
  name: z.string().nullable(),
  side: zTradeType,
  quantity: z.number().int(),
});

/** An order as the room sees it, to replay the curves: no name, no id, only when it arrived. */
export const zArrivedOrder = z.object({
  side: zTradeType,
  quantity: z.number().int(),
  price: z.number().int(),
  /** ISO instant it arrived. */
  at: z.string(),
});

/** 조세 귀착 on the auction's own book, once closed: with the tax (P_B) against without (P₀). */
export const zAuctionIncidence = z.object({
  /** The same book cleared without the tax. */
  untaxed: z.object({ price: z.number().int(), quantity: z.number().int() }),
  /** What the buyers paid (the clearing price), what the sellers kept (P_B − t), and Q. */
  buyersPrice: z.number().int(),
  sellersNet: z.number().int(),
  quantity: z.number().int(),
  /** The buyers' and sellers' shares of t (they add up to t). */
  buyers: z.number().int(),
  sellers: z.number().int(),
  explanations: z.object({ untaxed: zExplanation, buyers: zExplanation, sellers: zExplanation }),
});
export type AuctionIncidence = z.infer<typeof zAuctionIncidence>;

/** 12경수02-05 on a class call auction: its tax, its 소득 변화, and the comparison. */
export const zAuctionLesson = z.object({
  /** Per share on the sellers, in won (0: none). */
  tax: z.number().int(),
  /** The supply curve with every ask raised by the tax (what the clearing uses). */
  taxedSupply: z.array(zPriceQuantity),
  /** 소득 변화: the deposit each student got, when, and the demand of the buys placed before. */
  income: z
    .object({ amount: z.number().int(), at: z.string(), demandBefore: z.array(zPriceQuantity) })
    .nullable(),
  incidence: zAuctionIncidence.nullable(),
  /** Why a closed taxed auction has no comparison (nothing crossed with or without it). */
  note: z.string().nullable(),
});
export type AuctionLesson = z.infer<typeof zAuctionLesson>;

/** What everyone in the room may see: the curves, the countdown and the result. */
export const zAuctionBoard = z.object({
  id: z.number().int(),
  classId: z.number().int(),
  symbol: z.string(),
  stockName: z.string(),
  referencePrice: z.number().int(),
  opensAt: z.string(),
  closesAt: z.string(),
  status: zAuctionStatus,
  /** Cumulative, ascending by price, one entry per price that has orders. */
  demand: z.array(zPriceQuantity),
  supply: z.array(zPriceQuantity),
  /** Every order in arrival order: the curves' build-up, replayed after the close. */
  orders: z.array(zArrivedOrder),
  orderCount: z.number().int(),
  clearingPrice: z.number().int().nullable(),
  executedQuantity: z.number().int().nullable(),
  /** The real market's price at the close, to compare with the class's price. */
  marketPrice: z.number().int().nullable(),
  fills: z.array(zAuctionFill),
  /** 계산 보기 of the clearing price, once closed. */
  explanation: zExplanation.nullable(),
  /** 12경수02-05: the lesson's tax and income; null for an ordinary call auction. */
  lesson: zAuctionLesson.nullable(),
});
export type AuctionBoard = z.infer<typeof zAuctionBoard>;

export const zAuctionView = zAuctionBoard.extend({ myOrders: z.array(zAuctionOrder) });
export type AuctionView = z.infer<typeof zAuctionView>;
