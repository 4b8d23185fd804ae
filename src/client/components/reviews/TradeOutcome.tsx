import { formatWon } from '../../../shared/format';
import type { HistoryItem } from '../../../shared/schemas/reviews';
import { PriceChange, WonChange } from '../PriceChange';

/**
 * What the 회고 asks the student to compare, as the server computed it: the price then and now
 * and the move between, and for a sell what it realised and what it cost.
 */
export function TradeOutcome({ item }: { item: HistoryItem }) {
  return (
    <dl className="trade-outcome" aria-label="거래 결과">
      <div>
        <dt>거래 가격</dt>
        <dd>{formatWon(item.price)}</dd>
      </div>
      {item.adjustedPrice && (
        <div>
          <dt>수정 거래 가격</dt>
          <dd>{formatWon(item.adjustedPrice.value ?? item.price)}</dd>
        </div>
      )}
      <div>
        <dt>현재가</dt>
        <dd>{item.currentPrice === null ? '가격 정보 없음' : formatWon(item.currentPrice)}</dd>
      </div>
      {item.move && (
        <div>
          <dt>거래 후 변동</dt>
          <dd title={`${item.move.formula} = ${item.move.steps.join(' = ')}`}>
            <PriceChange changePercent={item.move.value} showAmount={false} />
          </dd>
        </div>
      )}
      {item.realised && (
        <div>
          <dt>실현 손익</dt>
          <dd title={`${item.realised.formula} = ${item.realised.steps.join(' = ')}`}>
            <WonChange value={item.realised.value} />
          </dd>
        </div>
      )}
      {item.type === 'SELL' && (
        <div>
          <dt>수수료 · 세금</dt>
          <dd>
            {formatWon(item.fee)} · {formatWon(item.tax)}
          </dd>
        </div>
      )}
    </dl>
  );
}
