import { z } from 'zod';

/** Work the server does on its own, with no request waiting: each can fail and catch up alone. */
export const BACKGROUND_PARTS = {
  marketState: '시장 진행 상태 저장',
  minuteBars: '분봉 차트 기록',
  orderExpiry: '지정가 주문 만료',
  orderFills: '지정가 주문 체결',
  auctionClose: '학급 단일가 매매 마감',
  snapshots: '종가 평가 기록',
  closeChecks: '종가 과제 확인',
  regularDeposits: '적립식 입금',
  corporateActions: '기업 행사 반영',
  backups: '야간 백업',
  // What runs after a commit (ADR 0033): live notices, 과제 checks, a deposit new rules made due.
  afterCommit: '저장 뒤 알림·과제 확인',
} as const;
export type BackgroundPart = keyof typeof BACKGROUND_PARTS;

/** A part that failed and is retrying (shown in the admin's /api/admin/health and 시장 설정). */
export const zDegradedPart = z.object({
  part: z.enum(Object.keys(BACKGROUND_PARTS) as [BackgroundPart, ...BackgroundPart[]]),
  label: z.string(),
  /** ISO time of the first failure of this episode. */
  since: z.string(),
  /** The error's code (e.g. SQLITE_BUSY), never its text: that may quote SQL. */
  code: z.string(),
});
export type DegradedPart = z.infer<typeof zDegradedPart>;
