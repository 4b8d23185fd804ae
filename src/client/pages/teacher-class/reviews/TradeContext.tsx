import { formatDateTime, formatNumber, formatWon } from '../../../../shared/format';
import type { QueueItem } from '../../../../shared/schemas/reviews';
import { PriceChange } from '../../../components/PriceChange';
import { TradeBadge } from '../../../components/TradeBadge';

/** What the teacher needs beside the rationale: the price then and now, and earlier trades. */
export function TradeContext({ item }: { item: QueueItem }) {
  const { trade, move } = item;
  return (
    <div className="trade-context">
      <dl className="trade-facts">
        <dt>거래 가격</dt>
        <dd>{formatWon(trade.price)}</dd>
        <dt>현재가</dt>
        <dd>{item.currentPrice === null ? '-' : formatWon(item.currentPrice)}</dd>
        <dt>거래 이후</dt>
        <dd>
          {move ? (
            <>
              <strong>
                <PriceChange changePercent={move.value} showAmount={false} />
              </strong>
              <details className="move-math">
                <summary>계산 보기</summary>
                <p>{move.formula}</p>
                <ol>
                  {move.steps.map((step) => (
                    <li key={step}>= {step}</li>
                  ))}
                </ol>
              </details>
            </>
          ) : (
            '가격 정보 없음'
          )}
        </dd>
      </dl>
      <div>
        <h2 className="context-title">이 종목의 이전 거래</h2>
        {item.earlierTrades.length === 0 ? (
          <p className="muted small">처음 거래한 종목입니다</p>
        ) : (
          <ul className="earlier-trades">
            {item.earlierTrades.map((earlier) => (
              <li key={earlier.id}>
                <TradeBadge type={earlier.type} /> {formatNumber(earlier.quantity)}주 ×{' '}
                {formatWon(earlier.price)}{' '}
                <span className="muted small">{formatDateTime(earlier.createdAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
