import { TradeEstimateExplain } from './TradeEstimateExplain';
import { formatNumber, formatWon } from '../../../shared/format';
import { tradeTypeLabels } from '../../../shared/messages';
import { FormModal } from '../FormModal';
import { QuantityField, ReasonField } from './TradeFields';
import { TradeEstimate } from './TradeEstimate';
import { NO_PRICE, useTradeForm, type TradeMode, type TradeTarget } from './useTradeForm';
import './order-entry.css';

export type { TradeMode, TradeTarget } from './useTradeForm';

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
  const form = useTradeForm(mode, target, { cash, feeRatePpm, onTraded });
  const isBuy = mode === 'BUY';
  const price = target.price;
  return (
    <FormModal
      title={`${target.name} ${tradeTypeLabels[mode]}`}
      formId="trade-form"
      formClassName="trade-form"
      submitLabel={isBuy ? '매수하기' : '매도하기'}
      variant={isBuy ? 'buy' : 'sell'}
      disabled={!price || form.submitting}
      onSubmit={form.submit}
      onClose={onClose}
    >
      <p className="trade-price">
        현재가 <strong>{price ? formatWon(price) : '-'}</strong>
        {!isBuy && <span className="muted"> · 보유 {formatNumber(target.heldQuantity)}주</span>}
      </p>
      {!price && <p className="field-error">{NO_PRICE}</p>}
      {form.entry.fields}
      <QuantityField
        value={form.quantity}
        onChange={form.setQuantity}
        isBuy={isBuy}
        max={isBuy ? undefined : target.heldQuantity}
        orderable={form.orderable}
        error={form.errors.quantity}
      />
      <ReasonField value={form.reason} onChange={form.setReason} error={form.errors.reason} />
      <TradeEstimate
        estimate={form.estimate}
        isBuy={isBuy}
        reserved={form.reserved}
        cashAfter={form.cashAfter}
      />
      <TradeEstimateExplain
        {...{ isBuy, cash: form.spendable, price: form.orderPrice, quantity: form.count }}
        feeRatePpm={feeRatePpm}
        market={target.market}
        sellTax={form.entry.sellTax}
      />
      {form.formError && (
        <p className="field-error" role="alert">
          {form.formError}
        </p>
      )}
    </FormModal>
  );
}
