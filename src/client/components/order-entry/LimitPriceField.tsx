import {
  isOnTick,
  roundToTick,
  tickDown,
  tickSize,
  tickUp,
} from '../../../shared/domain/market/tick-size';
import { formatNumber } from '../../../shared/format';

/**
 * 주문 가격 as a phone shows it: thousands separators while typing, and − / + buttons that move
 * one 호가 단위 (onto the grid first when the typed price is off it).
 */
export function LimitPriceField({
  limitText,
  onLimitChange,
  fallbackPrice,
  hint,
  error,
}: {
  /** Digits only. */
  limitText: string;
  onLimitChange: (digits: string) => void;
  fallbackPrice: number;
  hint: string;
  error: string | null;
}) {
  const limit = Number(limitText) || fallbackPrice;
  const step = (direction: 'up' | 'down') => {
    const next = isOnTick(limit)
      ? direction === 'up'
        ? tickUp(limit)
        : tickDown(limit)
      : roundToTick(limit, direction);
    if (next > 0) onLimitChange(String(next));
  };
  const describedBy = error ? 'trade-limit-hint trade-limit-error' : 'trade-limit-hint';
  return (
    <div className="field">
      <label htmlFor="trade-limit-price">주문 가격 (원)</label>
      <div className="stepper">
        <button
          type="button"
          className="button button-outline"
          aria-label={`한 호가 내리기 (${formatNumber(tickSize(limit - 1))}원)`}
          onClick={() => step('down')}
        >
          −
        </button>
        <input
          id="trade-limit-price"
          type="text"
          inputMode="numeric"
          autoComplete="off"
          value={limitText ? formatNumber(Number(limitText)) : ''}
          onChange={(e) => onLimitChange(e.target.value.replace(/\D/g, '').slice(0, 12))}
          aria-invalid={Boolean(error)}
          aria-describedby={describedBy}
        />
        <button
          type="button"
          className="button button-outline"
          aria-label={`한 호가 올리기 (${formatNumber(tickSize(limit))}원)`}
          onClick={() => step('up')}
        >
          +
        </button>
      </div>
      <span id="trade-limit-hint" className="field-hint">
        {hint}
      </span>
      {error && (
        <span id="trade-limit-error" className="field-error" aria-live="polite">
          {error}
        </span>
      )}
    </div>
  );
}
