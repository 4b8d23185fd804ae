import { useState } from 'react';
import { portfolioApi } from '../../../shared/contracts/portfolio';
import { tradingApi } from '../../../shared/contracts/trading';
import type { Market } from '../../../shared/schemas/market';
import { useApiQuery } from '../../data/useApiQuery';
import { MarketNotice, useTradingWindow } from '../../components/order-entry/MarketNotice';
import { OrderButtons } from '../../components/order-entry/OrderButtons';
import { TradeModal, type TradeMode } from '../../components/order-entry/TradeModal';

/**
 * 매수 / 매도 on the stock page, opening the trading page's own modal: a student reading the
 * chart for a rationale trades from here. Closed hours and the 시간표 disable them as there.
 */
export function StockTradeBar({
  symbol,
  name,
  market,
  price,
  resting,
}: {
  symbol: string;
  name: string;
  market: Market;
  price: number | null;
  /** Why the stock cannot trade today (restingReason of its quote); null while it trades. */
  resting: string | null;
}) {
  const [mode, setMode] = useState<TradeMode | null>(null);
  // The trade refreshes both where they are cached (useOrderEntry): this bar and the trading page.
  const portfolio = useApiQuery(portfolioApi.get).data;
  const rules = useApiQuery(tradingApi.rules).data;
  const tradingWindow = useTradingWindow(rules?.rules);
  if (!portfolio || !rules) return null;
  const heldQuantity = portfolio.holdings.find((h) => h.symbol === symbol)?.quantity ?? 0;
  const disabled = !price || tradingWindow.closed;
  return (
    <>
      <MarketNotice notice={tradingWindow.notice} />
      <div className="stock-trade-bar" role="group" aria-label={`${name} 주문`}>
        <OrderButtons
          heldQuantity={heldQuantity}
          disabled={disabled}
          resting={resting}
          onOrder={setMode}
        />
      </div>
      {mode && (
        <TradeModal
          mode={mode}
          target={{ symbol, name, market, price, heldQuantity }}
          cash={portfolio.cash}
          feeRatePpm={portfolio.feeRatePpm}
          onClose={() => setMode(null)}
          onTraded={() => setMode(null)}
        />
      )}
    </>
  );
}
