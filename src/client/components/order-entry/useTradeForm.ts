import { useState, type FormEvent } from 'react';
import { quoteBuy, quoteSell } from '../../../shared/domain/trading/quote';
import type { Market } from '../../../shared/schemas/market';
import { zTradeOrder } from '../../../shared/schemas/trading';
import { notify } from '../toast';
import { useZodForm } from '../../hooks/useZodForm';
import { useOrderEntry } from './useOrderEntry';

export type TradeMode = 'BUY' | 'SELL';

export interface TradeTarget {
  symbol: string;
  name: string;
  market: Market;
  price: number | null;
  heldQuantity: number;
}

export const NO_PRICE = '현재 가격 정보를 불러올 수 없습니다. 잠시 후 다시 시도해주세요.';

/** The order's quote from the shared domain (fee, tax), at the limit price when one is set. */
function useEstimate(
  mode: TradeMode,
  target: TradeTarget,
  count: number,
  { feeRatePpm, onRefused }: { feeRatePpm: number; onRefused: (message: string) => void },
) {
  const entry = useOrderEntry({
    side: mode,
    symbol: target.symbol,
    quantity: count,
    currentPrice: target.price,
    onRefused,
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
  // An empty box is 0 shares: the schema's '올바른 수량을 입력해주세요'.
  const form = useZodForm(zTradeOrder, { quantity: '', reason: '' }, (draft) => ({
    symbol: target.symbol,
    quantity: Number(draft.quantity),
    reason: draft.reason,
  }));
  // One key per opened form: a retried submit (lost answer, double click) executes once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const count = Number(form.values.quantity);
  // A refusal is said in a toast and at the form's foot.
  const { entry, orderPrice, estimate } = useEstimate(mode, target, count, {
    feeRatePpm,
    onRefused: form.setError,
  });
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

  const send = form.handleSubmit(
    async (order) => {
      const message = await entry.send(order, idempotencyKey);
      if (message === undefined) return;
      notify.success(message);
      onTraded();
    },
    // The foot is for the price and the server's refusal: field messages stand at their fields.
    () => form.setError(undefined),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!target.price) return form.setError(NO_PRICE);
    if (entry.limitError) return document.getElementById('trade-limit-price')?.focus();
    void send(event);
  }

  return {
    quantity: form.values.quantity,
    setQuantity: (text: string) => form.set('quantity', text),
    reason: form.values.reason,
    setReason: (text: string) => form.set('reason', text),
    errors: form.errors,
    /** The price's absence or the server's refusal, said at the form's foot. */
    formError: form.error,
    submitting: form.submitting,
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
