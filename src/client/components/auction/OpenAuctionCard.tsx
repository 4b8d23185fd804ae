import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { formatWon } from '../../../shared/format';
import { auctionsApi } from '../../../shared/contracts/auctions';
import { useApiQuery } from '../../data/useApiQuery';
import { auctionEventAtom } from '../../state/realtime';
import { AuctionStatusLine } from './AuctionResult';
import './auction.css';

/** On 거래 while the teacher runs a call auction (or one just opened): the way in. */
export function OpenAuctionCard() {
  const { data } = useApiQuery(auctionsApi.mine);
  const event = useAtomValue(auctionEventAtom);
  const open = event?.status === 'open' ? event : data?.find((a) => a.status === 'open');
  if (!open || (event?.id === open.id && event.status !== 'open')) return null;
  return (
    <aside className="card auction-card" aria-label="진행 중인 학급 단일가 매매">
      <strong>학급 단일가 매매 · {open.stockName}</strong>
      <AuctionStatusLine board={open} />
      <p className="muted">기준가격 {formatWon(open.referencePrice)}</p>
      <Link className="button" to={`/auction/${open.id}`}>
        참여하기
      </Link>
    </aside>
  );
}
