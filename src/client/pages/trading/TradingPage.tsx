import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { ClassRulesView } from '../../components/class-market/ClassRulesCard';
import { OpenAuctionCard } from '../../components/auction/OpenAuctionCard';
import { Pagination } from '../../components/Pagination';
import { SearchBox } from '../../components/SearchBox';
import { SegmentedControl } from '../../components/SegmentedControl';
import { userAtom } from '../../state/session';
import { MarketNotice, useTradingWindow } from '../../components/order-entry/MarketNotice';
import { QuoteSourceNote } from './QuoteSourceNote';
import { StockTable } from './StockTable';
import { StudentOrdersSide } from './StudentOrdersSide';
import {
  TradeModal,
  type TradeMode,
  type TradeTarget,
} from '../../components/order-entry/TradeModal';
import { TradingHeader } from './TradingHeader';
import {
  useFallbackPolling,
  useStockFilter,
  useTradingData,
  type MarketFilter,
} from './useTradingData';
import './trading.css';

const markets: Array<{ value: MarketFilter; label: string }> = [
  { value: 'all', label: '전체' },
  { value: 'KOSPI', label: 'KOSPI' },
  { value: 'KOSDAQ', label: 'KOSDAQ' },
];

export function TradingPage() {
  const user = useAtomValue(userAtom);
  const isStudent = user?.role === 'STUDENT';
  const [params] = useSearchParams();
  const [autoRefresh, setAutoRefresh] = useState(true);
  const [trade, setTrade] = useState<{ mode: TradeMode; target: TradeTarget } | null>(null);
  const data = useTradingData(isStudent);
  useFallbackPolling(autoRefresh, data.reload);
  const filter = useStockFilter(data.stocks, params.get('symbol') ?? '');
  const tradingWindow = useTradingWindow(data.rules?.rules);
  const held = new Map(data.portfolio?.holdings.map((h) => [h.symbol, h.quantity]) ?? []);
  const { visible, pages, shownPage } = filter;

  return (
    <section className="page trading">
      <TradingHeader
        autoRefresh={autoRefresh}
        onAutoRefreshChange={setAutoRefresh}
        reload={data.reload}
        canUpdatePrices={user?.role === 'TEACHER' || user?.role === 'ADMIN'}
      />
      <div className="filters">
        <SearchBox value={filter.search} onChange={filter.setSearch} />
        <SegmentedControl
          label="시장"
          segments={markets}
          value={filter.market}
          onChange={filter.setMarket}
        />
      </div>

      <MarketNotice notice={tradingWindow.notice} />
      {user?.role === 'STUDENT' && <OpenAuctionCard />}
      {data.rules && <ClassRulesView data={data.rules} />}
      {visible[0] && <QuoteSourceNote symbol={visible[0].symbol} />}
      <StockTable
        loading={data.loading}
        empty={filter.empty}
        stocks={visible}
        held={held}
        canTrade={isStudent}
        marketClosed={tradingWindow.closed}
        onTrade={(mode, target) => setTrade({ mode, target })}
      />
      {pages > 1 && <Pagination label={`${shownPage} / ${pages}`} {...filter.steps} />}

      {isStudent && <StudentOrdersSide />}

      {trade && data.portfolio && (
        <TradeModal
          mode={trade.mode}
          target={trade.target}
          cash={data.portfolio.cash}
          feeRatePpm={data.portfolio.feeRatePpm}
          onClose={() => setTrade(null)}
          onTraded={() => setTrade(null)}
        />
      )}
    </section>
  );
}
