import { Suspense, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { realStocksApi } from '../../../shared/contracts/market';
import { RefreshControls } from '../../components/RefreshControls';
import { Spinner } from '../../components/Spinner';
import { Tabs } from '../../components/Tabs';
import { notify } from '../../components/toast';
import { useApiQuery, useQueryErrors } from '../../data/useApiQuery';
import { useLiveQuote } from '../../hooks/useLiveQuotes';
import { lazyNamed } from '../../lazy-named';
import { useAtomValue } from 'jotai';
import { userAtom } from '../../state/session';
import { DataGapNote } from './DataGapNote';
import { NewsPanel, useNews } from './NewsPanel';
import { StockTradeBar } from './StockTradeBar';
import { OrderBookPanel } from './OrderBookPanel';
import { QuoteBlock } from './QuoteBlock';
import './stock.css';

// uPlot is downloaded only when a chart is shown.
const ChartPanel = lazyNamed(() => import('./ChartPanel'), 'ChartPanel');

type Tab = 'chart' | 'orderbook' | 'news';

// No price source carries financials: DataGapNote says so once instead of an empty 재무정보 tab.
const allTabs: Array<{ value: Tab; label: string }> = [
  { value: 'chart', label: '차트' },
  { value: 'orderbook', label: '호가' },
  { value: 'news', label: '뉴스' },
];

// SPEC §4: with auto-refresh on, the realtime price is polled every 30 s when the socket is down.
const REALTIME_POLL_MS = 30_000;

export function StockDetailPage() {
  const { symbol = '' } = useParams();
  const [tab, setTab] = useState<Tab>('chart');
  const [autoRefresh, setAutoRefresh] = useState(true);
  const price = useApiQuery(realStocksApi.price, { params: { symbol } });
  useQueryErrors(() => notify.error('주식 정보를 불러오는데 실패했습니다'), price);
  const { data, error, refetch } = price;
  const tick = useLiveQuote(symbol);
  const news = useNews(symbol);
  const isStudent = useAtomValue(userAtom)?.role === 'STUDENT';
  const noNews = news.data?.length === 0;
  const tabs = noNews ? allTabs.filter((t) => t.value !== 'news') : allTabs;
  const shownTab = tabs.some((t) => t.value === tab) ? tab : 'chart';

  useEffect(() => {
    if (!autoRefresh) return;
    const timer = setInterval(() => void refetch(), REALTIME_POLL_MS);
    return () => clearInterval(timer);
  }, [autoRefresh, refetch]);

  async function refresh() {
    if (!(await refetch()).isError) notify.success('가격 정보가 업데이트되었습니다');
    else notify.error('업데이트에 실패했습니다');
  }

  if (price.isPending) return <Spinner />;
  if (!data) {
    return (
      <section className="page">
        <Link to="/trading" className="back-link">
          ← 모의투자로 돌아가기
        </Link>
        <p className="card empty-state">
          {error ? '종목 정보를 찾을 수 없어요.' : '주식 정보를 불러오는데 실패했습니다'}
        </p>
      </section>
    );
  }

  return (
    <section className="page stock-detail">
      <Link to="/trading" className="back-link">
        ← 모의투자로 돌아가기
      </Link>
      <header className="stock-header">
        <div>
          <h1 className="page-title">{data.name}</h1>
          <p className="muted">
            {data.symbol} · {data.market} · {data.sector}
          </p>
        </div>
        <div className="toolbar">
          <RefreshControls
            autoRefresh={autoRefresh}
            onAutoRefreshChange={setAutoRefresh}
            onRefresh={refresh}
          />
        </div>
      </header>

      <QuoteBlock record={data} tick={tick} />
      {isStudent && (
        <StockTradeBar
          symbol={data.symbol}
          name={data.name}
          market={data.market}
          price={tick?.source.stale ? null : (tick?.price ?? data.currentPrice)}
        />
      )}
      <DataGapNote
        sector={data.sector}
        missing={[...(data.per == null ? ['PER'] : []), ...(noNews ? ['뉴스'] : []), '재무정보']}
        onShowChart={() => setTab('chart')}
      />

      <div className="card">
        <Tabs label="종목 정보" tabs={tabs} value={shownTab} onChange={setTab}>
          {shownTab === 'chart' && (
            <Suspense fallback={<Spinner />}>
              <ChartPanel symbol={symbol} autoRefresh={autoRefresh} />
            </Suspense>
          )}
          {shownTab === 'orderbook' && (
            <OrderBookPanel
              symbol={symbol}
              previousClose={tick?.previousClose ?? data.previousClose}
              current={tick?.price ?? data.currentPrice}
            />
          )}
          {shownTab === 'news' && <NewsPanel data={news.data} loading={news.isFetching} />}
        </Tabs>
      </div>
    </section>
  );
}
