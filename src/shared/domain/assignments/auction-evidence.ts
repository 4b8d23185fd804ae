import { formatNumber } from '../../format';
import type { EvidenceItem } from '../../schemas/assignments';

/** One of a student's orders in a 학급 단일가 매매, with its auction's outcome. */
export interface AuctionParticipation {
  auctionId: number;
  stockName: string;
  status: 'open' | 'closed' | 'cancelled';
  closesAt: Date;
  clearingPrice: number | null;
  executedQuantity: number | null;
  side: 'BUY' | 'SELL';
  quantity: number;
  price: number;
  reason: string;
  filledQuantity: number | null;
  createdAt: Date;
}

const SIDE = { BUY: '매수', SELL: '매도' } as const;

const won = (amount: number) => `${formatNumber(amount)}원`;

const clip = (text: string, max = 80) => (text.length > max ? `${text.slice(0, max)}…` : text);

/** Orders grouped by auction, in the order the student first took part. */
function byAuction(orders: AuctionParticipation[]) {
  const groups = new Map<number, AuctionParticipation[]>();
  for (const o of orders) groups.set(o.auctionId, [...(groups.get(o.auctionId) ?? []), o]);
  return [...groups.values()] as Array<[AuctionParticipation, ...AuctionParticipation[]]>;
}

/** Placing priced orders with reasons puts the student's own points on the demand or supply curve. */
function ordersItem(orders: [AuctionParticipation, ...AuctionParticipation[]]): EvidenceItem {
  const [first] = orders;
  const placed = orders.map((o) => `${SIDE[o.side]} ${o.quantity}주 ${won(o.price)}`).join(', ');
  const reasons = [...new Set(orders.map((o) => o.reason.trim()).filter(Boolean))].join(' / ');
  return {
    at: first.createdAt.toISOString(),
    standard: '12경수02-02',
    kind: 'auction',
    title: `학급 단일가 매매 주문: ${first.stockName}`,
    detail: `학급 단일가 매매에서 ${placed} 주문을 냄${reasons ? ` · 근거: ${clip(reasons)}` : ''}`,
  };
}

/** The call's result: where the class's demand met its supply, and what of the student's traded. */
function resultItem(orders: [AuctionParticipation, ...AuctionParticipation[]]): EvidenceItem {
  const [first] = orders;
  const filled = orders.reduce((sum, o) => sum + (o.filledQuantity ?? 0), 0);
  const detail =
    first.clearingPrice === null
      ? '학급 단일가 매매에서 매수와 매도 주문의 가격이 만나지 않아 체결되지 않음'
      : `학급 단일가 매매에서 균형가격 ${won(first.clearingPrice)}, 체결 수량 ${formatNumber(first.executedQuantity ?? 0)}주로 결정됨 · 내 주문 ${formatNumber(filled)}주 체결`;
  return {
    at: first.closesAt.toISOString(),
    standard: '12경수02-04',
    kind: 'auction',
    title: `학급 단일가 매매 결과: ${first.stockName}`,
    detail,
  };
}

/**
 * 세특 evidence of the 학급 단일가 매매 (docs/product/teaching.md#student-record): for each auction the student took part in, the
 * orders they placed with their reasons ([12경수02-02], dated at the first order) and, once the call
 * has closed, the clearing price it reached ([12경수02-04], dated at the close). Cancelled auctions
 * are left out by the caller: a call the teacher withdrew is not evidence, as a deleted 과제 is not.
 */
export function auctionEvidence(orders: AuctionParticipation[]): EvidenceItem[] {
  return byAuction(orders).flatMap((group) =>
    group[0].status === 'closed' ? [ordersItem(group), resultItem(group)] : [ordersItem(group)],
  );
}
