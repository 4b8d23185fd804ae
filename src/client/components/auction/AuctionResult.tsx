import { formatNumber, formatWon } from '../../../shared/format';
import type { AuctionBoard } from '../../../shared/schemas/auctions';
import { ExplainButton } from '../maths/ExplainButton';
import { AuctionIncidence } from './AuctionIncidence';
import { formatCountdown, useCountdown } from './useCountdown';

/** The countdown while orders collect; cancelled says so. */
export function AuctionStatusLine({ board }: { board: AuctionBoard }) {
  const seconds = useCountdown(board.closesAt, board.status === 'open');
  if (board.status === 'cancelled') return <p className="auction-status">선생님이 취소했어요</p>;
  if (board.status === 'closed') return <p className="auction-status">마감됐어요</p>;
  return (
    <p className="auction-status">
      마감까지 <span className="auction-countdown">{formatCountdown(seconds)}</span> · 주문{' '}
      {formatNumber(board.orderCount)}건
    </p>
  );
}

/**
 * The clearing price, what traded, the real market beside it, and who traded (unnamed on a
 * projector that hides names).
 */
export function AuctionResult({ board, showFills }: { board: AuctionBoard; showFills: boolean }) {
  if (board.status !== 'closed') return null;
  const gap =
    board.clearingPrice !== null && board.marketPrice !== null
      ? board.clearingPrice - board.marketPrice
      : null;
  return (
    <section className="auction-result-block" aria-label="단일가 매매 결과">
      <dl className="auction-result">
        <div>
          <dt>체결가</dt>
          <dd data-testid="auction-clearing-price">
            {board.clearingPrice === null ? '체결 없음' : formatWon(board.clearingPrice)}
          </dd>
        </div>
        <div>
          <dt>체결 수량</dt>
          <dd data-testid="auction-executed">{formatNumber(board.executedQuantity)}주</dd>
        </div>
        <div>
          <dt>그때 실제 시장 가격</dt>
          <dd>
            {board.marketPrice === null ? '—' : formatWon(board.marketPrice)}
            {gap !== null && gap !== 0 && (
              <small className={gap > 0 ? 'auction-gap-up' : 'auction-gap-down'}>
                {' '}
                {gap > 0 ? '▲' : '▼'} 우리 반이 {formatNumber(Math.abs(gap))}원{' '}
                {gap > 0 ? '높음' : '낮음'}
              </small>
            )}
          </dd>
        </div>
      </dl>
      {board.explanation && (
        <ExplainButton
          title="체결가"
          figures={[{ label: '체결가가 정해진 까닭', explanation: board.explanation }]}
        />
      )}
      {board.lesson && <AuctionIncidence lesson={board.lesson} />}
      {showFills && board.fills.length > 0 && (
        <ul className="auction-list auction-fills">
          {board.fills.map((fill, i) => (
            <li key={`${i}-${fill.side}`}>
              {fill.name !== null && `${fill.name} · `}
              {fill.side === 'BUY' ? '매수' : '매도'} {formatNumber(fill.quantity)}주
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
