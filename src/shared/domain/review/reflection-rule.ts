export const REFLECTION_WAIT_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * A reflection compares the outcome with the rationale, so there must be an outcome: the trade
 * is a sell, the stock was sold after this buy, or a week has passed since the trade.
 */
export function canReflect({
  type,
  createdAt,
  soldSince,
  now,
}: {
  type: 'BUY' | 'SELL';
  createdAt: Date;
  soldSince: boolean;
  now: Date;
}): boolean {
  return type === 'SELL' || soldSince || now.getTime() - createdAt.getTime() >= REFLECTION_WAIT_MS;
}
