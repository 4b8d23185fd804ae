import { useState } from 'react';
import { call } from '../../api/call';
import { portfolioApi } from '../../../shared/contracts/portfolio';
import type { Market } from '../../../shared/schemas/market';
import { loadMyRules } from '../../components/class-market/ClassRulesCard';
import { useApiData } from '../../hooks/useApiData';
import { MarketNotice, useTradingWindow } from '../trading/MarketNotice';
import { TradeModal, type TradeMode } from '../trading/TradeModal';

/**
 * 매수 / 매도 on the stock page, opening the trading page's own modal: a student reading the
 * chart for a rationale trades from here. Closed hours and the 시간표 disable them as there.
 */
export function StockTradeBar({
  symbol,
  name,
  market,
  price,
}: {
  symbol: string;
  name: string;
  market: Market;
  price: number | null;
}) {
  const [mode, setMode] = useState<TradeMode | null>(null);
  const { data, reload } = useApiData(`stock-trade:${symbol}`, (signal) =>
    Promise.all([call(portfolioApi.get, { signal }), loadMyRules(signal)]),
  );
  const tradingWindow = useTradingWindow(data?.[1].rules);
  const portfolio = data?.[0];
  if (!portfolio) return null;
  const heldQuantity = portfolio.holdings.find((h) => h.symbol === symbol)?.quantity ?? 0;
  const disabled = !price || tradingWindow.closed;
  return (
    <>
      <MarketNotice notice={tradingWindow.notice} />
      <div className="stock-trade-bar" role="group" aria-label={`${name} 주문`}>
        <button
          type="button"
          className="button button-buy"
          disabled={disabled}
          onClick={() => setMode('BUY')}
        >
          매수
        </button>
        {heldQuantity > 0 && (
          <button
            type="button"
            className="button button-sell"
            disabled={disabled}
            onClick={() => setMode('SELL')}
          >
            매도
          </button>
        )}
      </div>
      {mode && (
        <TradeModal
          mode={mode}
          target={{ symbol, name, market, price, heldQuantity }}
          cash={portfolio.cash}
          feeRatePpm={portfolio.feeRatePpm}
          onClose={() => setMode(null)}
          onTraded={() => {
            setMode(null);
            void reload();
          }}
        />
      )}
    </>
  );
}
