import { useState, type FormEvent } from 'react';
import { quoteBuy, quoteSell } from '../../../shared/domain/trading/quote';
import { messages } from '../../../shared/messages';
import type { Market } from '../../../shared/schemas/market';
import { zTradeOrder } from '../../../shared/schemas/trading';
import { errorMessage, notify } from '../../components/toast';
import { useOrderEntry } from './order-entry/useOrderEntry';

export type TradeMode = 'BUY' | 'SELL';

export interface TradeTarget {
  symbol: string;
  name: string;
  market: Market;
  price: number | null;
  heldQuantity: number;
}

export interface TradeErrors {
  quantity?: string;
  reason?: string;
  form?: string;
}

export const NO_PRICE = '현재 가격 정보를 불러올 수 없습니다. 잠시 후 다시 시도해주세요.';

/** The order's quote from the shared domain (fee, tax), at the limit price when one is set. */
function useEstimate(mode: TradeMode, target: TradeTarget, count: number, feeRatePpm: number) {
  const entry = useOrderEntry({
    side: mode,
    symbol: target.symbol,
    quantity: count,
    currentPrice: target.price,
  });
  const orderPrice = entry.estimatePrice ?? target.price;
  const estimate =
    orderPrice && Number.isInteger(count) && count > 0
      ? mode === 'BUY'
        ? quoteBuy({ price: orderPrice, quantity: count, feeRatePpm })
        : quoteSell({
            price: orderPrice,
            quantity: count,
            feeRatePpm,
            date: new Date(),
            market: target.market,
            sellTax: entry.sellTax,
          })
      : null;
  return { entry, orderPrice, estimate };
}

/** The trade modal's state: the typed quantity and rationale, the estimate, and the submit. */
export function useTradeForm(
  mode: TradeMode,
  target: TradeTarget,
  { cash, feeRatePpm, onTraded }: { cash: number; feeRatePpm: number; onTraded: () => void },
) {
  const [quantity, setQuantity] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<TradeErrors>({});
  const [submitting, setSubmitting] = useState(false);
  // One key per opened form: a retried submit (lost answer, double click) executes once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const count = Number(quantity);
  const { entry, orderPrice, estimate } = useEstimate(mode, target, count, feeRatePpm);
  // What open limit buys hold back is not spendable: the estimate starts from 주문 가능 현금.
  const reserved = entry.context?.reservedCash ?? 0;
  const spendable = entry.context?.availableCash ?? cash;
  const cashAfter = estimate
    ? 'total' in estimate
      ? spendable - estimate.total
      : spendable + estimate.proceeds
    : spendable;
  const orderable =
    mode === 'BUY' ? entry.maxBuy : (entry.context?.orderableQuantity ?? target.heldQuantity);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!target.price) return setErrors({ form: NO_PRICE });
    if (entry.limitError) return document.getElementById('trade-limit-price')?.focus();
    const parsed = zTradeOrder.safeParse({ symbol: target.symbol, quantity: count, reason });
    if (!parsed.success) {
      const issue = (field: string) =>
        parsed.error.issues.find((i) => i.path[0] === field)?.message;
      return setErrors({
        quantity: quantity.trim() ? issue('quantity') : '올바른 수량을 입력해주세요',
        reason: issue('reason'),
      });
    }
    setErrors({});
    setSubmitting(true);
    try {
      notify.success(await entry.send(parsed.data, idempotencyKey));
      onTraded();
    } catch (error) {
      notify.error(errorMessage(error, messages.generic));
      setErrors({ form: errorMessage(error, messages.generic) });
    } finally {
      setSubmitting(false);
    }
  }

  return {
    quantity,
    setQuantity,
    reason,
    setReason,
    errors,
    submitting,
    submit,
    entry,
    count,
    orderPrice,
    estimate,
    reserved,
    spendable,
    cashAfter,
    orderable,
  };
}
