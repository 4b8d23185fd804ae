import {
  explainHoldingProfitLoss,
  explainHoldingReturn,
  explainMarketValue,
  explainWeight,
} from '../../../shared/domain/maths/holding';
import type { Analytics } from '../../../shared/schemas/analytics';
import type { Holding } from '../../../shared/schemas/trading';
import { ExplainButton, type ExplainedFigure } from '../../components/maths/ExplainButton';

/**
 * 계산 보기 of one holdings row. The price-dependent figures come from the shared functions the
 * server valued this very row with (same inputs, same numbers); the average price, which needs
 * the trade history, from the analytics answer.
 */
export function HoldingExplain({
  holding,
  totalValue,
  analytics,
}: {
  holding: Holding;
  totalValue: number;
  analytics: Analytics | null;
}) {
  const average = analytics?.holdings
    .find((h) => h.symbol === holding.symbol)
    ?.metrics.find((m) => m.key === 'averagePrice');
  const figures: ExplainedFigure[] = [
    {
      label: '평가금액',
      explanation: explainMarketValue({ quantity: holding.quantity, price: holding.currentPrice }),
    },
    ...(average ? [{ label: '평균 단가 (이동평균법)', explanation: average }] : []),
    { label: '평가손익', explanation: explainHoldingProfitLoss(holding) },
    { label: '수익률', explanation: explainHoldingReturn(holding) },
    {
      label: '비중',
      explanation: explainWeight({
        label: holding.name,
        part: holding.currentValue,
        total: totalValue,
      }),
    },
  ];
  return <ExplainButton title={holding.name} figures={figures} />;
}
