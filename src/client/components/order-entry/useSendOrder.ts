import { tradingApi } from '../../../shared/contracts/trading';
import type { OrderKind } from '../../../shared/schemas/orders';
import type { TradeOrder } from '../../../shared/schemas/trading';
import { afterTrade } from '../../data/resources';
import { useApiMutation } from '../../data/useApiMutation';

/**
 * The modal's order: market orders keep /trading/buy|sell, limit orders go to /trading/orders.
 * `send` resolves to the success message, or undefined when refused (the toast and `onRefused`
 * have said why).
 */
export function useSendOrder(side: 'BUY' | 'SELL', onRefused: (message: string) => void) {
  const options = { invalidates: afterTrade, onRefused };
  const buy = useApiMutation(tradingApi.buy, options);
  const sell = useApiMutation(tradingApi.sell, options);
  const place = useApiMutation(tradingApi.placeOrder, options);

  return async function send(
    order: TradeOrder,
    { type, limitPrice }: { type: OrderKind; limitPrice: number | null },
    idempotencyKey: string,
  ): Promise<string | undefined> {
    const headers = { 'Idempotency-Key': idempotencyKey };
    if (type === 'MARKET') {
      const input = { body: order, headers };
      const traded = side === 'BUY' ? await buy.send(input) : await sell.send(input);
      if (!traded) return undefined;
      return side === 'BUY' ? '매수 주문이 완료되었습니다' : '매도 주문이 완료되었습니다';
    }
    const placed = await place.send({
      body: { ...order, side, type, limitPrice: limitPrice ?? 0 },
      headers,
    });
    if (!placed) return undefined;
    // 완료 is the fixed word (docs/product/messages.md#screen-messages) for a market order; a limit order that fills at once is 체결 (ADR 0020).
    return placed.order.status === 'OPEN'
      ? '지정가 주문이 접수되었습니다. 미체결 목록에서 확인하세요'
      : `지정가 ${side === 'BUY' ? '매수' : '매도'} 주문이 체결되었습니다`;
  };
}
