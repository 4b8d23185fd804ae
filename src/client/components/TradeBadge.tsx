import { tradeTypeLabels } from '../../shared/messages';

/** 매수 in the rising colour, 매도 in the falling one, wherever a trade is listed. */
export function TradeBadge({ type }: { type: keyof typeof tradeTypeLabels }) {
  return (
    <span className={`trade-badge ${type === 'BUY' ? 'up' : 'down'}`}>{tradeTypeLabels[type]}</span>
  );
}
