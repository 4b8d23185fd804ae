import { z } from 'zod';
import { zExplanation } from './explanation';
import { zSymbol } from './market';
import { strictBody } from './strict';

// Corporate actions (ADR 0018): how they reach a student's 거래 내역 and the admin's 시장 설정.

export const corporateActionMessages = {
  pendingNotFound: '대기 중인 기업 행사를 찾을 수 없습니다.',
} as const;

export const zCorporateActionKind = z.enum(['split', 'merge', 'bonus', 'reduction', 'rights']);

/** One holding adjusted by a corporate action: GET /portfolio/corporate-actions. */
export const zCorporateAdjustment = z.object({
  id: z.number().int(),
  createdAt: z.string(),
  /** The event's market day (the first day at the base price). */
  marketDate: z.string(),
  symbol: z.string(),
  stockName: z.string(),
  kind: zCorporateActionKind,
  /** 액면분할, 무상증자, 감자, … */
  kindLabel: z.string(),
  previousClose: z.number().int(),
  basePrice: z.number().int(),
  quantityBefore: z.number().int(),
  quantityAfter: z.number().int(),
  averagePriceBefore: z.number(),
  averagePriceAfter: z.number(),
  cashIn: z.number().int(),
  /** 계산 보기: the ratio, the new quantity, the cash, the average price, the value kept. */
  explanations: z.array(z.object({ label: z.string(), explanation: zExplanation })),
});
export type CorporateAdjustment = z.infer<typeof zCorporateAdjustment>;

export const zCorporateAdjustmentNotice = z.object({
  adjustment: zCorporateAdjustment,
  serverTime: z.number().int(),
});
export type CorporateAdjustmentNotice = z.infer<typeof zCorporateAdjustmentNotice>;

/** Live mode: a provider's 기준가 differs from the recorded close, waiting for the admin. */
export const zPendingCorporateAction = z.object({
  symbol: z.string(),
  name: z.string(),
  date: z.string(),
  previousClose: z.number().int(),
  basePrice: z.number().int(),
  /** previousClose ÷ basePrice. */
  ratio: z.number(),
  kind: zCorporateActionKind,
});
export type PendingCorporateAction = z.infer<typeof zPendingCorporateAction>;

export const zConfirmCorporateAction = strictBody({
  symbol: zSymbol,
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '날짜는 YYYY-MM-DD 형식입니다.'),
  kind: zCorporateActionKind,
});
export type ConfirmCorporateAction = z.infer<typeof zConfirmCorporateAction>;

export const zConfirmedCorporateAction = z.object({
  /** Holdings adjusted. */
  adjusted: z.number().int(),
  /** Open orders of the stock cancelled. */
  cancelled: z.number().int(),
});
export type ConfirmedCorporateAction = z.infer<typeof zConfirmedCorporateAction>;
