import { Link, useParams } from 'react-router-dom';
import { RefreshControls } from '../../components/RefreshControls';
import { Spinner } from '../../components/Spinner';
import { DataGapNote } from './DataGapNote';
import { restingReason } from '../../components/order-entry/OrderButtons';
import { StockTradeBar } from './StockTradeBar';
import { QuoteBlock } from './QuoteBlock';
import { StockTabs } from './StockTabs';
import { useStockDetail } from './useStockDetail';
import './stock.css';

const backLink = (
  <Link to="/trading" className="back-link">
    ← 모의투자로 돌아가기
  </Link>
);

export function StockDetailPage() {
  const { symbol = '' } = useParams();
  const detail = useStockDetail(symbol);
  const { price, tick, autoRefresh } = detail;
  const { data, error } = price;

  if (price.isPending) return <Spinner />;
  if (!data) {
    return (
      <section className="page">
        {backLink}
        <p className="card empty-state">
          {error ? '종목 정보를 찾을 수 없어요.' : '주식 정보를 불러오는데 실패했습니다'}
        </p>
      </section>
    );
  }

  return (
    <section className="page stock-detail">
      {backLink}
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
            onAutoRefreshChange={detail.setAutoRefresh}
            onRefresh={detail.refresh}
          />
        </div>
      </header>

      <QuoteBlock record={data} tick={tick} />
      {detail.isStudent && (
        <StockTradeBar
          symbol={data.symbol}
          name={data.name}
          market={data.market}
          price={tick?.source.stale ? null : (tick?.price ?? data.currentPrice)}
          resting={restingReason(tick)}
        />
      )}
      <DataGapNote
        sector={data.sector}
        missing={[
          ...(data.per == null ? ['PER'] : []),
          ...(detail.noNews ? ['뉴스'] : []),
          '재무정보',
        ]}
        onShowChart={() => detail.setTab('chart')}
      />
      <StockTabs
        symbol={symbol}
        record={data}
        tick={tick}
        tabs={detail.tabs}
        shownTab={detail.shownTab}
        onTab={detail.setTab}
        autoRefresh={autoRefresh}
        news={detail.news}
      />
    </section>
  );
}
