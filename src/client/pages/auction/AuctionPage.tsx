import { useAtomValue } from 'jotai';
import { Link, useParams } from 'react-router-dom';
import { formatNumber, formatWon } from '../../../shared/format';
import { AuctionCurves } from '../../components/auction/AuctionCurves';
import { AuctionReplay } from '../../components/auction/AuctionReplay';
import { AuctionResult, AuctionStatusLine } from '../../components/auction/AuctionResult';
import { Spinner } from '../../components/Spinner';
import { userAtom } from '../../state/session';
import { AuctionOrderForm } from './AuctionOrderForm';
import { useAuction } from './useAuction';
import '../../components/auction/auction.css';

/** /auction/:id — a student's phone in a class call auction (the teacher can look too). */
export function AuctionPage() {
  const { id = '' } = useParams();
  const user = useAtomValue(userAtom);
  const { auction, error, placed } = useAuction(id);
  if (!auction) {
    return error ? (
      <section className="page">
        <p className="card empty-state">단일가 매매를 찾을 수 없어요.</p>
      </section>
    ) : (
      <Spinner />
    );
  }
  return (
    <section className="page auction-page">
      <Link to="/trading" className="back-link">
        ← 거래
      </Link>
      <header className="page-header">
        <h1 className="page-title">학급 단일가 매매 · {auction.stockName}</h1>
      </header>
      <AuctionStatusLine board={auction} />
      <p className="muted">
        기준가격 {formatWon(auction.referencePrice)} · 마감 때 가장 많은 수량이 거래되는 한 가격으로
        모두 체결돼요.
      </p>
      {auction.lesson && auction.lesson.tax > 0 && (
        <p className="muted" data-testid="auction-lesson-tax">
          수업용 세금(12경수02-05): 판매자는 한 주를 팔 때마다 {formatWon(auction.lesson.tax)}을
          내요. 그래서 p원에 팔려던 주문은 p + {formatWon(auction.lesson.tax)} 이상이어야 체결되고,
          판매자는 체결가에서 세금을 뺀 금액을 받아요.
        </p>
      )}
      <div className="card">
        {auction.status !== 'open' && user?.role !== 'STUDENT' ? (
          // The teacher replays the build-up after the close; students keep their own orders.
          <AuctionReplay board={auction} />
        ) : (
          <AuctionCurves
            demand={auction.demand}
            supply={auction.supply}
            clearingPrice={auction.clearingPrice}
            referencePrice={auction.referencePrice}
            myOrders={auction.myOrders}
            lesson={auction.lesson}
          />
        )}
      </div>
      <AuctionResult board={auction} showFills />
      {auction.status === 'open' && user?.role === 'STUDENT' && (
        <AuctionOrderForm auction={auction} onPlaced={placed} />
      )}
      {auction.myOrders.length > 0 && (
        <div className="card">
          <h2 className="card-title">내 주문</h2>
          <ul className="auction-list" data-testid="my-auction-orders">
            {auction.myOrders.map((order) => (
              <li key={order.id}>
                {order.side === 'BUY' ? '매수' : '매도'} {formatNumber(order.quantity)}주 @{' '}
                {formatWon(order.price)}
                {order.filledQuantity === null
                  ? order.side === 'BUY'
                    ? ` · 예약 ${formatWon(order.reservedCash)}`
                    : ' · 대기'
                  : ` · 체결 ${formatNumber(order.filledQuantity)}주`}
                {order.releaseReason && ` · ${order.releaseReason}`}
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
