import { Suspense } from 'react';
import type { Tick } from '../../../shared/realtime/events';
import type { StockPriceRecord } from '../../../shared/schemas/market';
import { Spinner } from '../../components/Spinner';
import { Tabs, type TabItem } from '../../components/Tabs';
import { lazyNamed } from '../../lazy-named';
import { NewsPanel, type NewsItem } from './NewsPanel';
import { OrderBookPanel } from './OrderBookPanel';
import type { StockTab } from './useStockDetail';

// uPlot is downloaded only when a chart is shown.
const ChartPanel = lazyNamed(() => import('./ChartPanel'), 'ChartPanel');

/** The stock page's 차트 / 호가 / 뉴스 card. */
export function StockTabs({
  symbol,
  record,
  tick,
  tabs,
  shownTab,
  onTab,
  autoRefresh,
  news,
}: {
  symbol: string;
  record: StockPriceRecord;
  tick: Tick | undefined;
  tabs: TabItem<StockTab>[];
  shownTab: StockTab;
  onTab: (tab: StockTab) => void;
  autoRefresh: boolean;
  news: { data: NewsItem[] | undefined; isFetching: boolean };
}) {
  return (
    <div className="card">
      <Tabs label="종목 정보" tabs={tabs} value={shownTab} onChange={onTab}>
        {shownTab === 'chart' && (
          <Suspense fallback={<Spinner />}>
            <ChartPanel symbol={symbol} autoRefresh={autoRefresh} />
          </Suspense>
        )}
        {shownTab === 'orderbook' && (
          <OrderBookPanel
            symbol={symbol}
            previousClose={tick?.previousClose ?? record.previousClose}
            current={tick?.price ?? record.currentPrice}
          />
        )}
        {shownTab === 'news' && <NewsPanel data={news.data} loading={news.isFetching} />}
      </Tabs>
    </div>
  );
}
