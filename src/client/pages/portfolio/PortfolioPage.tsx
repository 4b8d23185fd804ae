import { useState } from 'react';
import { portfolioApi } from '../../../shared/contracts/portfolio';
import { tradingApi } from '../../../shared/contracts/trading';
import { HeadlineFigures } from '../../components/maths/HeadlineFigures';
import { Spinner } from '../../components/Spinner';
import { Tabs } from '../../components/Tabs';
import { refetchAll, useApiQuery, useQueryErrors } from '../../data/useApiQuery';
import { useLoadErrorHandler } from '../../hooks/useLoadErrorHandler';
import { CompositionTab } from './CompositionTab';
import { HistoryTab } from './HistoryTab';
import { HoldingsTab } from './HoldingsTab';
import './portfolio.css';

type Tab = 'overview' | 'holdings' | 'history';

const tabs: Array<{ value: Tab; label: string }> = [
  { value: 'overview', label: '포트폴리오 구성' },
  { value: 'holdings', label: '보유 종목' },
  { value: 'history', label: '거래 내역' },
];

export function PortfolioPage() {
  const [tab, setTab] = useState<Tab>('overview');
  const onError = useLoadErrorHandler('포트폴리오를 불러오는데 실패했습니다');
  // The portfolio and the last 50 trades load in parallel (docs/product/api.md#endpoints). A corporate action while
  // the page is open refetches them (data/live-invalidation.ts).
  const portfolioRead = useApiQuery(portfolioApi.get);
  const historyRead = useApiQuery(tradingApi.history, { query: { limit: 50 } });
  const analyticsRead = useApiQuery(portfolioApi.analytics, { query: { period: 'all' } });
  const adjustmentsRead = useApiQuery(portfolioApi.corporateActions, { query: { limit: 50 } });
  const reads = [portfolioRead, historyRead, analyticsRead, adjustmentsRead];
  useQueryErrors(onError, ...reads);

  if (reads.some((read) => read.isPending)) return <Spinner />;
  const portfolio = portfolioRead.data ?? null;
  const history = historyRead.data ?? [];
  const analytics = analyticsRead.data ?? null;
  const adjustments = adjustmentsRead.data ?? [];
  const reload = () => refetchAll(...reads.map((read) => read.refetch));

  return (
    <section className="page portfolio">
      <header className="page-header">
        <h1 className="page-title">내 포트폴리오</h1>
      </header>
      {!portfolio ? (
        <p className="card empty-state">포트폴리오 정보가 없습니다</p>
      ) : (
        <>
          {analytics && <HeadlineFigures analytics={analytics} cash={portfolio.cash} />}
          <div className="card">
            <Tabs label="포트폴리오 보기" tabs={tabs} value={tab} onChange={setTab}>
              {tab === 'overview' && <CompositionTab portfolio={portfolio} />}
              {tab === 'holdings' && <HoldingsTab portfolio={portfolio} analytics={analytics} />}
              {tab === 'history' && (
                <HistoryTab
                  transactions={history}
                  adjustments={adjustments}
                  onChanged={() => void reload()}
                />
              )}
            </Tabs>
          </div>
        </>
      )}
    </section>
  );
}
