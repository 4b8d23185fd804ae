import type { quoteBuy, quoteSell } from '../../../shared/domain/trading/quote';
import { formatWon } from '../../../shared/format';

type Estimate = ReturnType<typeof quoteBuy> | ReturnType<typeof quoteSell>;

/** 예상 금액: the domain's quote of the order, and the cash it leaves. */
export function TradeEstimate({
  estimate,
  isBuy,
  reserved,
  cashAfter,
}: {
  estimate: Estimate | null;
  isBuy: boolean;
  reserved: number;
  cashAfter: number;
}) {
  return (
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
  );
}
