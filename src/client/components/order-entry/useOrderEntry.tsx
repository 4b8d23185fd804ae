import { useState } from 'react';
import { maxBuyUnderRules } from '../../../shared/domain/trading/rules/order-room';
import type { OrderKind } from '../../../shared/schemas/orders';
import type { TradeOrder } from '../../../shared/schemas/trading';
import { tradingApi } from '../../../shared/contracts/trading';
import { useApiQuery } from '../../data/useApiQuery';
import { OrderTypeFields } from './OrderTypeFields';
import { useSendOrder } from './useSendOrder';
import { zMarket } from '../../../shared/schemas/market';
import { limitPriceError, orderWarnings } from './order-warnings';

/**
 * 시장가 / 지정가 for the trade modal: the choice and limit price, what may be ordered, the class
 * rules' warnings, and the call that sends the order (its refusal also told to `onRefused`).
 */
export function useOrderEntry({
  side,
  symbol,
  quantity,
  currentPrice,
  onRefused,
}: {
  side: 'BUY' | 'SELL';
  symbol: string;
  quantity: number;
  currentPrice: number | null;
  onRefused: (message: string) => void;
}) {
  const [type, setType] = useState<OrderKind>('MARKET');
  const [limitText, setLimitText] = useState(() => (currentPrice ? String(currentPrice) : ''));
  // What may be ordered is read afresh for each opened form: not kept once the form closes.
  const context = useApiQuery(tradingApi.orderContext, { query: { symbol } }, { gcTime: 0 }).data;
  const rules = useApiQuery(tradingApi.rules).data;
  const sendOrder = useSendOrder(side, onRefused);
  const data = context && rules ? ([context, rules] as const) : undefined;
  const limitPrice = type === 'LIMIT' && limitText.trim() !== '' ? Number(limitText) : null;
  const price = type === 'LIMIT' ? limitPrice : currentPrice;
  const warnings = data
    ? orderWarnings({
        context: data[0],
        rules: data[1].rules,
        side,
        quantity,
        price,
        now: new Date(),
      })
    : [];
  const limitError = data && type === 'LIMIT' ? limitPriceError(data[0], limitPrice) : null;
  const market = zMarket.safeParse(data?.[0].market);
  const maxBuy =
    data && price && market.success
      ? maxBuyUnderRules({
          room: data[0],
          rules: data[1].rules,
          market: market.data,
          price,
          now: new Date(),
        })
      : 0;

  return {
    /** The price the estimate uses: the limit for a limit order. */
    estimatePrice: type === 'LIMIT' ? limitPrice : null,
    /** 주문 가능 현금 / 수량 and the holding, once loaded. */
    context: data?.[0],
    /** 최대 for a buy: what the cash pays for within the class's rules (0 until loaded). */
    maxBuy,
    /** A 지정가 the server would refuse: the modal does not send it. */
    limitError,
    /** Whether the class's sells pay the transaction tax (a class rule). */
    sellTax: data?.[1].rules.sellTax ?? true,
    fields: (
      <OrderTypeFields
        side={side}
        type={type}
        onTypeChange={setType}
        limitText={limitText}
        onLimitChange={setLimitText}
        context={data?.[0]}
        warnings={warnings}
        limitError={limitError}
      />
    ),
    /** The success message, or undefined when refused (already said). */
    send: (order: TradeOrder, idempotencyKey: string) =>
      sendOrder(order, { type, limitPrice }, idempotencyKey),
  };
}
