import { priceLimits } from '../../../shared/domain/market/price-limits';
import { tickSize } from '../../../shared/domain/market/tick-size';
import { formatNumber, formatWon } from '../../../shared/format';
import { zMarket } from '../../../shared/schemas/market';
import type { OrderContext, OrderKind } from '../../../shared/schemas/orders';
import { SegmentedControl } from '../SegmentedControl';
import '../class-market/class-market.css';
import { LimitPriceField } from './LimitPriceField';

const kinds: Array<{ value: OrderKind; label: string }> = [
  { value: 'MARKET', label: '시장가' },
  { value: 'LIMIT', label: '지정가' },
];

export function OrderTypeFields({
  side,
  type,
  onTypeChange,
  limitText,
  onLimitChange,
  context,
  warnings,
  limitError,
}: {
  side: 'BUY' | 'SELL';
  type: OrderKind;
  onTypeChange: (type: OrderKind) => void;
  limitText: string;
  onLimitChange: (text: string) => void;
  context: OrderContext | undefined;
  warnings: string[];
  limitError: string | null;
}) {
  const market = zMarket.safeParse(context?.market);
  const limits =
    context?.previousClose && market.success
      ? priceLimits(context.previousClose, market.data)
      : null;
  const limit = Number(limitText);
  return (
    <div className="order-type-fields">
      <SegmentedControl label="주문 방식" segments={kinds} value={type} onChange={onTypeChange} />
      {type === 'LIMIT' && (
        <LimitPriceField
          limitText={limitText}
          onLimitChange={onLimitChange}
          fallbackPrice={context?.price ?? 1}
          error={limitError}
          hint={`호가 단위 ${formatNumber(tickSize(limit > 0 ? limit : (context?.price ?? 1)))}원${
            limits ? ` · 오늘 ${formatNumber(limits.lower)}~${formatNumber(limits.upper)}원` : ''
          } · 오늘 장 마감까지 유효`}
        />
      )}
      {context && (
        <dl className="order-capacity">
          {side === 'BUY' ? (
            <>
              <dt>주문 가능 현금</dt>
              <dd>{formatWon(context.availableCash)}</dd>
              {context.reservedCash > 0 && (
                <>
                  <dt>미체결 예약</dt>
                  <dd>{formatWon(context.reservedCash)}</dd>
                </>
              )}
            </>
          ) : (
            <>
              <dt>주문 가능 수량</dt>
              <dd>{formatNumber(context.orderableQuantity)}주</dd>
            </>
          )}
        </dl>
      )}
      {warnings.length > 0 && (
        <ul className="rule-warnings" aria-label="주문 전 확인" aria-live="polite">
          {warnings.map((warning) => (
            <li key={warning}>{warning}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
