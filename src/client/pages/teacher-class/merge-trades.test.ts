import { describe, expect, it } from 'vitest';
import type { ClassTrade } from '../../../shared/realtime/events';
import { feedItems, mergeTrades } from './merge-trades';

const trade = (id: number, createdAt: string): ClassTrade => ({
  id,
  classId: 1,
  userId: 7,
  userName: '김민준',
  symbol: '005930',
  stockName: '삼성전자',
  type: 'BUY',
  quantity: 1,
  price: 180_000,
  totalAmount: 180_000,
  reason: '반도체 업황 회복',
  createdAt,
});

const ids = (trades: ClassTrade[]) => trades.map((t) => t.id);

describe('mergeTrades', () => {
  const loaded = [trade(3, '2026-03-06T01:03:00.000Z'), trade(2, '2026-03-06T01:02:00.000Z')];

  it('puts a streamed trade on top of the loaded ones', () => {
    expect(ids(mergeTrades(loaded, [trade(4, '2026-03-06T01:04:00.000Z')], 30))).toEqual([4, 3, 2]);
  });

  it('shows a trade that was both streamed and loaded once', () => {
    const streamed = [trade(3, '2026-03-06T01:03:00.000Z')];
    expect(ids(mergeTrades(streamed, loaded, 30))).toEqual([3, 2]);
  });

  it('keeps newest first when the loaded list arrives after a streamed trade', () => {
    const streamed = [trade(5, '2026-03-06T01:05:00.000Z')];
    expect(ids(mergeTrades(streamed, loaded, 30))).toEqual([5, 3, 2]);
  });

  it('orders trades of the same instant by id and keeps only the limit', () => {
    const same = '2026-03-06T01:00:00.000Z';
    expect(ids(mergeTrades([trade(8, same)], [trade(9, same), trade(1, same)], 2))).toEqual([9, 8]);
  });
});

describe('feedItems', () => {
  it('puts an expired order among the trades by the time it closed', () => {
    const closed = {
      classId: 1,
      userName: '김민준',
      order: {
        id: 9,
        side: 'BUY' as const,
        type: 'LIMIT' as const,
        symbol: '005930',
        stockName: '삼성전자',
        quantity: 3,
        limitPrice: 170_000,
        reservedCash: 0,
        status: 'EXPIRED' as const,
        reason: '싸게 사고 싶어요',
        fillPrice: null,
        closeReason: '장이 마감되어 주문이 만료되었습니다',
        createdAt: '2026-03-06T00:30:00.000Z',
        closedAt: '2026-03-06T06:30:00.000Z',
      },
    };
    const items = feedItems(
      [trade(3, '2026-03-06T07:00:00.000Z'), trade(2, '2026-03-06T01:02:00.000Z')],
      [closed],
      30,
    );
    expect(
      items.map((i) => (i.kind === 'trade' ? `trade ${i.trade.id}` : `order ${i.closed.order.id}`)),
    ).toEqual(['trade 3', 'order 9', 'trade 2']);
  });
});
