import { Link } from 'react-router-dom';
import { formatNumber, formatWon } from '../../../shared/format';
import type { WatchlistStock } from '../../../shared/schemas/trading';
import { NumCell } from '../../components/DataTable';
import { PriceChange, SourceLabel } from '../../components/PriceChange';
import { useLiveQuote } from '../../hooks/useLiveQuotes';
import { usePriceFlash } from '../../hooks/usePriceFlash';
import { OrderButtons, restingReason } from '../../components/order-entry/OrderButtons';
import type { TradeMode, TradeTarget } from '../../components/order-entry/TradeModal';

export function StockRow({
  stock,
  heldQuantity,
  canTrade,
  marketClosed,
  onTrade,
}: {
  stock: WatchlistStock;
  heldQuantity: number;
  canTrade: boolean;
  marketClosed: boolean;
  onTrade: (mode: TradeMode, target: TradeTarget) => void;
}) {
  const tick = useLiveQuote(stock.symbol);
  const price = tick?.price ?? stock.currentPrice ?? null;
  const flash = usePriceFlash(price);
  const change = tick?.change ?? stock.change;
  const changePercent = tick?.changePercent ?? stock.changePercent;
  // A stale price (the live provider failed) is shown as such and cannot be traded at.
  const stale = tick?.source.stale === true;
  const tradable = Boolean(price) && !stale && !marketClosed;
  const target = {
    symbol: stock.symbol,
    name: stock.name,
    market: stock.market,
    price: price || null,
    heldQuantity,
  };
  return (
    <tr data-symbol={stock.symbol} data-live={tick ? true : undefined}>
      <td>
        <strong>{stock.name}</strong>
        <div className="sub">
          {stock.symbol} · {stock.market}
        </div>
      </td>
      <td className={`num price-cell ${flash}`} data-label="현재가">
        {price ? formatWon(price) : '-'}
        {tick && stale && (
          <div className="sub">
            <SourceLabel label={tick.source.label} stale />
          </div>
        )}
      </td>
      <NumCell label="등락">
        <PriceChange change={change} changePercent={changePercent} />
      </NumCell>
      <NumCell label="보유" narrow>
        {heldQuantity > 0 ? `${formatNumber(heldQuantity)}주` : '-'}
      </NumCell>
      <td className="actions row-actions">
        {canTrade && (
          <OrderButtons
            heldQuantity={heldQuantity}
            disabled={!tradable}
            resting={restingReason(tick)}
            small
            onOrder={(mode) => onTrade(mode, target)}
          />
        )}
        <Link
          to={`/stock/${stock.symbol}`}
          className="button button-ghost button-small"
          aria-label={`${stock.name} 상세`}
        >
          상세
        </Link>
      </td>
    </tr>
  );
}
