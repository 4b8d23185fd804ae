import { directionOf, formatNumber } from '../../../shared/format';
import { realStocksApi } from '../../../shared/contracts/market';
import { Spinner } from '../../components/Spinner';
import { TableHead } from '../../components/TableHead';
import { useApiQuery } from '../../data/useApiQuery';
import { useLiveOrderBook } from '../../hooks/useLiveQuotes';

/** A level's price the HTS way: red above the previous close, blue below, the current one boxed. */
function LevelPrice({ price, previousClose, current }: Quote & { price: number }) {
  const tone = { up: 'up', down: 'down', flat: '' }[directionOf(price - previousClose)];
  const isCurrent = price === current;
  return (
    <td className={`num price ${tone}${isCurrent ? ' is-current' : ''}`.trim()}>
      {formatNumber(price)}
      {isCurrent && <span className="visually-hidden"> (현재가)</span>}
    </td>
  );
}

interface Quote {
  previousClose: number;
  current: number;
}

/** 매도호가 on the blue side above, 매수호가 on the red side below (Korean HTS convention). */
export function OrderBookPanel({ symbol, ...quote }: Quote & { symbol: string }) {
  const live = useLiveOrderBook(symbol);
  const { data, isFetching } = useApiQuery(realStocksApi.orderBook, { params: { symbol } });
  const book = live ?? data;
  if (!book && isFetching) return <Spinner />;
  // Naver and Yahoo have no order book: it is shown as missing, never invented.
  if (!book || (book.asks.length === 0 && book.bids.length === 0)) {
    return <p className="empty-state">호가 정보가 없어요</p>;
  }
  const maxVolume = Math.max(
    1,
    ...book.asks.map((l) => l.volume),
    ...book.bids.map((l) => l.volume),
  );
  const asks = [...book.asks].sort((a, b) => b.price - a.price);
  const bids = [...book.bids].sort((a, b) => b.price - a.price);
  return (
    <table className="order-book" aria-label="호가">
      <TableHead
        columns={[
          { label: '매도 잔량', num: true },
          { label: '호가', num: true },
          { label: '매수 잔량', num: true },
        ]}
      />
      <tbody>
        {asks.map((level) => (
          <tr key={`ask-${level.price}`} className="ask">
            <td className="num volume-cell">
              <span className="depth" style={{ width: `${(level.volume / maxVolume) * 100}%` }} />
              {formatNumber(level.volume)}
            </td>
            <LevelPrice price={level.price} {...quote} />
            <td />
          </tr>
        ))}
        {bids.map((level) => (
          <tr key={`bid-${level.price}`} className="bid">
            <td />
            <LevelPrice price={level.price} {...quote} />
            <td className="num volume-cell">
              <span className="depth" style={{ width: `${(level.volume / maxVolume) * 100}%` }} />
              {formatNumber(level.volume)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
