import { useId } from 'react';
import type { Quote } from '../../../shared/schemas/market';
import type { TradeMode } from './useTradeForm';

/**
 * Why a stock cannot be traded today, from its quote: a resting stock (거래정지, or a day the
 * replay has no data for it) carries the reason in its source label. Null while it trades.
 */
export function restingReason(quote: Pick<Quote, 'halted' | 'source'> | undefined): string | null {
  return quote?.halted ? quote.source.label : null;
}

/**
 * 매수 / 매도 of one stock (the trading table's rows, the stock page). A resting stock shows its
 * reason as a badge before any form opens, and both buttons are disabled and described by it,
 * so a student does not write a rationale for a stock that cannot trade (docs/product/market-data.md#replay).
 */
export function OrderButtons({
  heldQuantity,
  disabled,
  resting,
  small = false,
  onOrder,
}: {
  heldQuantity: number;
  /** Not tradable for another reason (no price, a stale price, the market closed). */
  disabled: boolean;
  resting: string | null;
  small?: boolean;
  onOrder: (mode: TradeMode) => void;
}) {
  const reasonId = useId();
  const size = small ? ' button-small' : '';
  const describedBy = resting ? reasonId : undefined;
  return (
    <>
      {resting && (
        <span className="resting-badge" id={reasonId}>
          거래 불가 · {resting}
        </span>
      )}
      <button
        type="button"
        className={`button button-buy${size}`}
        disabled={disabled || resting !== null}
        aria-describedby={describedBy}
        onClick={() => onOrder('BUY')}
      >
        매수
      </button>
      {heldQuantity > 0 && (
        <button
          type="button"
          className={`button button-sell${size}`}
          disabled={disabled || resting !== null}
          aria-describedby={describedBy}
          onClick={() => onOrder('SELL')}
        >
          매도
        </button>
      )}
    </>
  );
}
