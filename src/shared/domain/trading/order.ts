import { messages } from '../../messages';
import { DomainError } from '../domain-error';

// A cap far above any classroom order keeps quantity × price well inside safe integers.
export const MAX_ORDER_QUANTITY = 1_000_000;
export const MAX_REASON_LENGTH = 1_000;

export interface OrderInput {
  quantity: unknown;
  reason: unknown;
  /** The current price in won; undefined when no usable quote exists. */
  price: number | undefined;
}

export interface CheckedOrder {
  quantity: number;
  reason: string;
  price: number;
}

/** The server-side order rules (docs/product/trading.md#orders), whatever the client sent. */
export function checkOrder({ quantity, reason, price }: OrderInput): CheckedOrder {
  if (
    typeof quantity !== 'number' ||
    !Number.isSafeInteger(quantity) ||
    quantity <= 0 ||
    quantity > MAX_ORDER_QUANTITY
  ) {
    throw new DomainError('INVALID_QUANTITY', messages.invalidQuantity);
  }
  const trimmed = typeof reason === 'string' ? reason.trim() : '';
  if (trimmed === '') throw new DomainError('REASON_REQUIRED', messages.reasonRequired);
  if (trimmed.length > MAX_REASON_LENGTH) {
    throw new DomainError('REASON_TOO_LONG', messages.reasonTooLong);
  }
  if (price === undefined || !Number.isSafeInteger(price) || price <= 0) {
    throw new DomainError('PRICE_UNAVAILABLE', messages.priceUnavailable);
  }
  return { quantity, reason: trimmed, price };
}

export function assertAffordable({ cash, total }: { cash: number; total: number }): void {
  if (total > cash) throw new DomainError('INSUFFICIENT_CASH', messages.insufficientCash);
}

export function assertHeld({ held, quantity }: { held: number; quantity: number }): void {
  if (quantity > held) {
    throw new DomainError('INSUFFICIENT_HOLDINGS', messages.insufficientHoldings);
  }
}
