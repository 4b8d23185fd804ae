import { explainBuyEstimate, explainSellEstimate } from '../../../shared/domain/maths/costs';
import type { Market } from '../../../shared/schemas/market';
import { ExplainButton } from '../maths/ExplainButton';

/**
 * 계산 보기 of the trade modal's estimate: the same quoteBuy / quoteSell the estimate and the
 * server use, with each figure's formula. Nothing to show until a price and quantity exist.
 */
export function TradeEstimateExplain({
  isBuy,
  cash,
  price,
  quantity,
  feeRatePpm,
  market,
  sellTax,
}: {
  isBuy: boolean;
  cash: number;
  price: number | null;
  quantity: number;
  feeRatePpm: number;
  market: Market;
  sellTax?: boolean;
}) {
  if (!price || !Number.isInteger(quantity) || quantity <= 0) return null;
  const order = { cash, price, quantity, feeRatePpm };
  const estimate = isBuy
    ? explainBuyEstimate(order)
    : explainSellEstimate({ ...order, at: new Date(), market, sellTax });
  const figures = [
    { label: '주문 금액', explanation: estimate.amount },
    { label: '수수료', explanation: estimate.fee },
    ...(estimate.tax ? [{ label: '세금 (증권거래세)', explanation: estimate.tax }] : []),
    { label: '거래 후 현금', explanation: estimate.cashAfter },
  ];
  return (
    <p className="trade-estimate-explain">
      <ExplainButton title="예상 금액" figures={figures} />
    </p>
  );
}
