import type { ClassTrade } from '../../../shared/realtime/events';

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
