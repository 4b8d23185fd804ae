import { useAtomValue } from 'jotai';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { call } from '../../api/call';
import { stocksApi, watchlistApi } from '../../../shared/contracts/stocks';
import { portfolioApi } from '../../../shared/contracts/portfolio';
import { realStocksApi } from '../../../shared/contracts/market';
import { tradingApi } from '../../../shared/contracts/trading';
import { ClassRulesView } from '../../components/class-market/ClassRulesCard';
import { OpenAuctionCard } from '../../components/auction/OpenAuctionCard';
import { Icon } from '../../components/Icon';
import { Pagination } from '../../components/Pagination';
import { RefreshControls } from '../../components/RefreshControls';
import { SearchBox } from '../../components/SearchBox';
import { SegmentedControl } from '../../components/SegmentedControl';
import { Spinner } from '../../components/Spinner';
import { TableHead } from '../../components/TableHead';
import { errorMessage, notify } from '../../components/toast';
import { refetchAll, useApiQuery, useQueryErrors } from '../../data/useApiQuery';
import { useLoadErrorHandler } from '../../hooks/useLoadErrorHandler';
import { connectionStatusAtom } from '../../state/realtime';
import { userAtom } from '../../state/session';
import { MarketNotice, useTradingWindow } from './MarketNotice';
import { QuoteSourceNote } from './QuoteSourceNote';
import { StockRow } from './StockRow';
import { StudentOrdersSide } from './order-entry/StudentOrdersSide';
import { TradeModal, type TradeMode, type TradeTarget } from './TradeModal';
import './trading.css';

type MarketFilter = 'all' | 'KOSPI' | 'KOSDAQ';

const markets: Array<{ value: MarketFilter; label: string }> = [
  { value: 'all', label: '전체' },
  { value: 'KOSPI', label: 'KOSPI' },
  { value: 'KOSDAQ', label: 'KOSDAQ' },
];

// SPEC §9: trading auto-refresh every 30 s; at most the first 20 filtered stocks are priced.
// A page holds those 20 rows, so every row on screen is live and the socket stays under its cap.
const AUTO_REFRESH_MS = 30_000;
const PAGE_SIZE = 20;
const DEFAULT_FEE_RATE_PPM = 150;

/** A student trades their watchlist with their portfolio and rules; staff see every stock. */
function useTradingData(isStudent: boolean) {
  const allStocks = useApiQuery(stocksApi.list, undefined, { enabled: !isStudent });
  const watchlist = useApiQuery(watchlistApi.list, undefined, { enabled: isStudent });
  const portfolio = useApiQuery(portfolioApi.get, undefined, { enabled: isStudent });
  const rules = useApiQuery(tradingApi.rules, undefined, { enabled: isStudent });
  useQueryErrors(
    useLoadErrorHandler('주식 목록을 불러오는데 실패했습니다.'),
    allStocks,
    watchlist,
    portfolio,
    rules,
  );
  const stocks = useMemo(
    () => (isStudent ? watchlist.data?.map((entry) => entry.stock) : allStocks.data),
    [isStudent, watchlist.data, allStocks.data],
  );
  const { refetch: refetchStocks } = allStocks;
  const { refetch: refetchWatchlist } = watchlist;
  const { refetch: refetchPortfolio } = portfolio;
  const { refetch: refetchRules } = rules;
  const reload = useCallback(
    () =>
      isStudent
        ? refetchAll(refetchWatchlist, refetchPortfolio, refetchRules)
        : refetchAll(refetchStocks),
    [isStudent, refetchStocks, refetchWatchlist, refetchPortfolio, refetchRules],
  );
  return {
    stocks,
    portfolio: portfolio.data ?? null,
    rules: rules.data ?? null,
    loading: (isStudent ? watchlist : allStocks).isPending,
    reload,
  };
}

export function TradingPage() {
  const user = useAtomValue(userAtom);
  const isStudent = user?.role === 'STUDENT';
  const canUpdatePrices = user?.role === 'TEACHER' || user?.role === 'ADMIN';
  const [params] = useSearchParams();
  const [search, setSearch] = useState(params.get('symbol') ?? '');
  const [market, setMarket] = useState<MarketFilter>('all');
  const [page, setPage] = useState(1);
  const [autoRefresh, setAutoRefresh] = useState(true);
  const [trade, setTrade] = useState<{ mode: TradeMode; target: TradeTarget } | null>(null);
  const connection = useAtomValue(connectionStatusAtom);
  const data = useTradingData(isStudent);
  const { loading, reload } = data;

  const tradingWindow = useTradingWindow(data.rules?.rules);
  const filtered = useMemo(() => {
    const query = search.trim().toLowerCase();
    return (data.stocks ?? []).filter(
      (stock) =>
        (market === 'all' || stock.market === market) &&
        (!query || stock.name.toLowerCase().includes(query) || stock.symbol.includes(query)),
    );
  }, [data.stocks, search, market]);
  const pages = Math.max(1, Math.ceil(filtered.length / PAGE_SIZE));
  const shownPage = Math.min(page, pages);
  const visible = filtered.slice((shownPage - 1) * PAGE_SIZE, shownPage * PAGE_SIZE);
  const filterBy =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  // Live ticks keep prices current; polling is only the fallback while the socket is down.
  useEffect(() => {
    if (!autoRefresh || connection === 'connected') return;
    const timer = setInterval(() => void reload(), AUTO_REFRESH_MS);
    return () => clearInterval(timer);
  }, [autoRefresh, connection, reload]);

  async function refresh() {
    if (await reload()) notify.success('가격 정보가 업데이트되었습니다');
    else notify.error('업데이트에 실패했습니다');
  }

  async function updateAllPrices() {
    try {
      await call(realStocksApi.updateAllPrices);
      notify.success('주식 가격이 업데이트되었습니다');
      await reload();
    } catch (error) {
      notify.error(errorMessage(error, '가격 업데이트에 실패했습니다'));
    }
  }

  const held = new Map(data.portfolio?.holdings.map((h) => [h.symbol, h.quantity]) ?? []);

  return (
    <section className="page trading">
      <header className="page-header">
        <h1 className="page-title">
          <Icon name="chart" size={26} /> 모의투자
        </h1>
        <div className="toolbar">
          <RefreshControls
            autoRefresh={autoRefresh}
            onAutoRefreshChange={setAutoRefresh}
            onRefresh={refresh}
          />
          {canUpdatePrices && (
            <button
              type="button"
              className="button button-outline button-small"
              onClick={updateAllPrices}
            >
              가격 업데이트
            </button>
          )}
        </div>
      </header>

      <div className="filters">
        <SearchBox value={search} onChange={filterBy(setSearch)} />
        <SegmentedControl
          label="시장"
          segments={markets}
          value={market}
          onChange={filterBy(setMarket)}
        />
      </div>

      <MarketNotice notice={tradingWindow.notice} />
      {user?.role === 'STUDENT' && <OpenAuctionCard />}
      {data.rules && <ClassRulesView data={data.rules} />}
      {visible[0] && <QuoteSourceNote symbol={visible[0].symbol} />}
      <div className="card table-card">
        {loading ? (
          <Spinner />
        ) : filtered.length === 0 ? (
          <p className="empty-state">조건에 맞는 종목이 없어요</p>
        ) : (
          <div className="table-scroll">
            <table className="data-table trading-table stack-table">
              <TableHead
                columns={[
                  '종목',
                  { label: '현재가', num: true },
                  { label: '등락', num: true },
                  { label: '보유', num: true, narrow: true },
                  { label: '주문', actions: true },
                ]}
              />
              <tbody>
                {visible.map((stock) => (
                  <StockRow
                    key={stock.symbol}
                    stock={stock}
                    heldQuantity={held.get(stock.symbol) ?? 0}
                    canTrade={isStudent}
                    marketClosed={tradingWindow.closed}
                    onTrade={(mode, target) => setTrade({ mode, target })}
                  />
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
      {pages > 1 && (
        <Pagination
          label={`${shownPage} / ${pages}`}
          hasPrevious={shownPage > 1}
          hasNext={shownPage < pages}
          onPrevious={() => setPage(shownPage - 1)}
          onNext={() => setPage(shownPage + 1)}
        />
      )}

      {isStudent && <StudentOrdersSide />}

      {trade && data.portfolio && (
        <TradeModal
          mode={trade.mode}
          target={trade.target}
          cash={data.portfolio.cash}
          feeRatePpm={data.portfolio.feeRatePpm ?? DEFAULT_FEE_RATE_PPM}
          onClose={() => setTrade(null)}
          onTraded={() => setTrade(null)}
        />
      )}
    </section>
  );
}
