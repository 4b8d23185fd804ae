import { shareOf } from '../../../shared/domain/trading/quote';
import { formatNumber } from '../../../shared/format';

const fractions = [
  { fraction: 0.1, label: '10%' },
  { fraction: 0.25, label: '25%' },
  { fraction: 0.5, label: '50%' },
];

/** 10 % · 25 % · 50 % · 최대 (buy) or 전량 (sell) of what may be ordered now, in whole shares. */
export function QuantityShortcuts({
  orderable,
  isBuy,
  onPick,
}: {
  orderable: number;
  isBuy: boolean;
  onPick: (quantity: number) => void;
}) {
  const choices = [...fractions, { fraction: 1, label: isBuy ? '최대' : '전량' }];
  return (
    <div className="quantity-shortcuts" role="group" aria-label="수량 빠르게 고르기">
      {choices.map(({ fraction, label }) => {
        const quantity = shareOf(orderable, fraction);
        return (
          <button
            key={label}
            type="button"
            className="button button-outline button-small"
            disabled={quantity === 0}
            aria-label={`${label}: ${formatNumber(quantity)}주`}
            onClick={() => onPick(quantity)}
          >
            {label}
          </button>
        );
      })}
    </div>
  );
}
