import type { ClassOrderClosed, ClassTrade } from '../../../shared/realtime/events';

/**
 * The feed after more trades arrive (the loaded latest ones, or one streamed): newest first,
 * each trade once however it arrived and in whichever order.
 */
export function mergeTrades(
  current: ClassTrade[],
  incoming: ClassTrade[],
  limit: number,
): ClassTrade[] {
  const byId = new Map<number, ClassTrade>();
  for (const trade of [...incoming, ...current]) if (!byId.has(trade.id)) byId.set(trade.id, trade);
  return [...byId.values()]
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id)
    .slice(0, limit);
}

export type FeedItem =
  | { kind: 'trade'; at: string; trade: ClassTrade }
  | { kind: 'order'; at: string; closed: ClassOrderClosed };

/** Trades and closed resting orders in one list, newest first. */
export function feedItems(
  trades: ClassTrade[],
  closed: ClassOrderClosed[],
  limit: number,
): FeedItem[] {
  const items: FeedItem[] = [
    ...trades.map((trade) => ({ kind: 'trade' as const, at: trade.createdAt, trade })),
    ...closed.map((c) => ({
      kind: 'order' as const,
      at: c.order.closedAt ?? c.order.createdAt,
      closed: c,
    })),
  ];
  return items.sort((a, b) => b.at.localeCompare(a.at)).slice(0, limit);
}
