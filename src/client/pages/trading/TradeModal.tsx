import { useState, type FormEvent } from 'react';
import { quoteBuy, quoteSell } from '../../../shared/domain/trading/quote';
import { TradeEstimateExplain } from './TradeEstimateExplain';
import { formatNumber, formatWon } from '../../../shared/format';
import { messages, tradeTypeLabels } from '../../../shared/messages';
import type { Market } from '../../../shared/schemas/market';
import { zTradeOrder } from '../../../shared/schemas/trading';
import { Modal } from '../../components/Modal';
import { ModalActions } from '../../components/ModalActions';
import { errorMessage, notify } from '../../components/toast';
import { useOrderEntry } from './order-entry/useOrderEntry';
import { QuantityShortcuts } from './QuantityShortcuts';
import { RationaleChecklist } from './RationaleChecklist';
import './trading.css';

export type TradeMode = 'BUY' | 'SELL';

export interface TradeTarget {
  symbol: string;
  name: string;
  market: Market;
  price: number | null;
  heldQuantity: number;
}

const NO_PRICE = '현재 가격 정보를 불러올 수 없습니다. 잠시 후 다시 시도해주세요.';

export function TradeModal({
  mode,
  target,
  cash,
  feeRatePpm,
  onClose,
  onTraded,
}: {
  mode: TradeMode;
  target: TradeTarget;
  cash: number;
  feeRatePpm: number;
  onClose: () => void;
  onTraded: () => void;
}) {
  const [quantity, setQuantity] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<{ quantity?: string; reason?: string; form?: string }>({});
  const [submitting, setSubmitting] = useState(false);
  // One key per opened form: a retried submit (lost answer, double click) executes once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const isBuy = mode === 'BUY';
  const price = target.price;
  const count = Number(quantity);
  const entry = useOrderEntry({
    side: mode,
    symbol: target.symbol,
    quantity: count,
    currentPrice: price,
  });
  const orderPrice = entry.estimatePrice ?? price;
  const estimate =
    orderPrice && Number.isInteger(count) && count > 0
      ? isBuy
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
  // What open limit buys hold back is not spendable: the estimate starts from 주문 가능 현금.
  const reserved = entry.context?.reservedCash ?? 0;
  const spendable = entry.context?.availableCash ?? cash;
  const cashAfter = estimate
    ? 'total' in estimate
      ? spendable - estimate.total
      : spendable + estimate.proceeds
    : spendable;
  const orderable = isBuy
    ? entry.maxBuy
    : (entry.context?.orderableQuantity ?? target.heldQuantity);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!price) return setErrors({ form: NO_PRICE });
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

  return (
    <Modal
      open
      title={`${target.name} ${tradeTypeLabels[mode]}`}
      onClose={onClose}
      footer={
        <ModalActions
          formId="trade-form"
          submitLabel={isBuy ? '매수하기' : '매도하기'}
          variant={isBuy ? 'buy' : 'sell'}
          disabled={!price || submitting}
          onCancel={onClose}
        />
      }
    >
      <form id="trade-form" className="trade-form" onSubmit={submit} noValidate>
        <p className="trade-price">
          현재가 <strong>{price ? formatWon(price) : '-'}</strong>
          {!isBuy && <span className="muted"> · 보유 {formatNumber(target.heldQuantity)}주</span>}
        </p>
        {!price && <p className="field-error">{NO_PRICE}</p>}
        {entry.fields}
        <div className="field">
          <label htmlFor="trade-quantity">수량 (주)</label>
          <input
            id="trade-quantity"
            type="number"
            inputMode="numeric"
            min={1}
            step={1}
            max={isBuy ? undefined : target.heldQuantity}
            value={quantity}
            onChange={(e) => setQuantity(e.target.value)}
            aria-invalid={Boolean(errors.quantity)}
            aria-describedby={errors.quantity ? 'trade-quantity-error' : undefined}
          />
          <QuantityShortcuts
            orderable={orderable}
            isBuy={isBuy}
            onPick={(picked) => setQuantity(String(picked))}
          />
          {errors.quantity && (
            <span id="trade-quantity-error" className="field-error" role="alert">
              {errors.quantity}
            </span>
          )}
        </div>
        <div className="field">
          <label htmlFor="trade-reason">투자 판단 근거</label>
          <textarea
            id="trade-reason"
            value={reason}
            maxLength={1000}
            placeholder="왜 이 종목을 이 수량만큼 사거나 파는지 적어 주세요."
            onChange={(e) => setReason(e.target.value)}
            aria-invalid={Boolean(errors.reason)}
            aria-describedby={errors.reason ? 'trade-reason-error' : undefined}
          />
          <RationaleChecklist text={reason} />
          {errors.reason && (
            <span id="trade-reason-error" className="field-error" role="alert">
              {errors.reason}
            </span>
          )}
        </div>
        <dl className="trade-estimate" aria-label="예상 금액">
          <dt>주문 금액</dt>
          <dd>{formatWon(estimate?.amount ?? 0)}</dd>
          <dt>수수료</dt>
          <dd>{formatWon(estimate?.fee ?? 0)}</dd>
          {!isBuy && (
            <>
              <dt>세금</dt>
              <dd>{formatWon(estimate && 'tax' in estimate ? estimate.tax : 0)}</dd>
            </>
          )}
          <dt>거래 후 현금{reserved > 0 && ' (미체결 예약 제외)'}</dt>
          <dd className={cashAfter < 0 ? 'field-error' : undefined}>{formatWon(cashAfter)}</dd>
        </dl>
        <TradeEstimateExplain
          {...{ isBuy, cash: spendable, price: orderPrice, quantity: count, feeRatePpm }}
          market={target.market}
          sellTax={entry.sellTax}
        />
        {errors.form && (
          <p className="field-error" role="alert">
            {errors.form}
          </p>
        )}
      </form>
    </Modal>
  );
}
