import { useState } from 'react';
import { formatWon } from '../../../shared/format';
import type { AuctionBoard } from '../../../shared/schemas/auctions';
import { AuctionCurves } from '../../components/auction/AuctionCurves';
import { AuctionReplay } from '../../components/auction/AuctionReplay';
import { AuctionResult, AuctionStatusLine } from '../../components/auction/AuctionResult';
import { useLatestAuction, type ProjectorSource } from './projector-source';
import '../../components/auction/auction.css';

// After the close the curves stay up this long for the class to talk them through (replay).
const SHOWN_AFTER_CLOSE_MS = 30 * 60_000;

/** The class's latest auction: from the hub once it speaks, else as loaded with the page. */
export function useProjectorAuction(
  source: ProjectorSource,
  heard: AuctionBoard | null,
): AuctionBoard | null {
  const data = useLatestAuction(source);
  const [shownSince] = useState(() => Date.now());
  const latest = heard ?? data ?? null;
  if (!latest || latest.status === 'cancelled') return null;
  const showing =
    latest.status === 'open' ||
    shownSince - Date.parse(latest.closesAt) < SHOWN_AFTER_CLOSE_MS ||
    heard !== null;
  return showing ? latest : null;
}

/** 학급 단일가 매매 on the projector: countdown, live curves, then the clearing price. */
export function ProjectorAuction({ board }: { board: AuctionBoard }) {
  return (
    <div className="projector projector-auction" data-theme="dark">
      <header className="projector-top">
        <h1>학급 단일가 매매 · {board.stockName}</h1>
        <div className="projector-auction-clock">
          <AuctionStatusLine board={board} />
          <span>기준가격 {formatWon(board.referencePrice)}</span>
          {board.lesson && board.lesson.tax > 0 && (
            <span>수업용 세금 판매자 주당 {formatWon(board.lesson.tax)}</span>
          )}
        </div>
      </header>
      <section className="projector-panel" aria-label="수요곡선과 공급곡선">
        {board.status === 'open' ? (
          <AuctionCurves
            demand={board.demand}
            supply={board.supply}
            clearingPrice={board.clearingPrice}
            referencePrice={board.referencePrice}
            size="projector"
            lesson={board.lesson}
          />
        ) : (
          // After the close the class talks the curves through as they were built.
          <AuctionReplay board={board} size="projector" />
        )}
      </section>
      <section className="projector-panel" aria-label="결과">
        {board.status === 'open' ? (
          <p className="projector-empty">
            주문은 마감 때까지 체결되지 않아요. 마감되면 가장 많은 수량이 거래되는 한 가격으로 모두
            체결돼요.
          </p>
        ) : (
          <AuctionResult board={board} showFills />
        )}
      </section>
    </div>
  );
}
