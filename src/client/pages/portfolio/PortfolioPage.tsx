import { useState } from 'react';
import { formatWeight, formatWon } from '../../../shared/format';
import type { HistoryItem } from '../../../shared/schemas/reviews';
import type { Portfolio } from '../../../shared/schemas/trading';
import { api } from '../../api/client';
import { PriceChange } from '../../components/PriceChange';
import { Spinner } from '../../components/Spinner';
import { StatCard, StatGrid } from '../../components/StatCard';
import { Tabs } from '../../components/Tabs';
import { useApiData } from '../../hooks/useApiData';
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
  // The portfolio and the last 50 trades load in parallel (SPEC §7).
  const { data, loading, reload } = useApiData(
    'portfolio',
    (signal) =>
      Promise.all([
        api.get<Portfolio | null>('/portfolio', undefined, signal),
        api.get<HistoryItem[]>('/trading/history', { limit: 50 }, signal),
      ]),
    onError,
  );

  if (loading && !data) return <Spinner />;
  const [portfolio, history] = data ?? [null, []];

  return (
    <section className="page portfolio">
      <header className="page-header">
        <h1 className="page-title">내 포트폴리오</h1>
      </header>
      {!portfolio ? (
        <p className="card empty-state">포트폴리오 정보가 없습니다</p>
      ) : (
        <>
          <StatGrid>
            <StatCard label="총 자산" value={formatWon(portfolio.totalValue)} />
            <StatCard
              label="총 수익률"
              value={
                <PriceChange changePercent={portfolio.totalProfitLossPercent} showAmount={false} />
              }
              detail={formatWon(portfolio.totalProfitLoss)}
            />
            <StatCard
              label="일간 변동"
              value={
                <PriceChange changePercent={portfolio.dailyChangePercent} showAmount={false} />
              }
              detail={formatWon(portfolio.dailyChange)}
            />
            <StatCard
              label="보유 현금"
              value={formatWon(portfolio.cash)}
              detail={`자산의 ${formatWeight(portfolio.cashWeight)}`}
            />
          </StatGrid>
          <div className="card">
            <Tabs label="포트폴리오 보기" tabs={tabs} value={tab} onChange={setTab}>
              {tab === 'overview' && <CompositionTab portfolio={portfolio} />}
              {tab === 'holdings' && <HoldingsTab holdings={portfolio.holdings} />}
              {tab === 'history' && (
                <HistoryTab transactions={history} onChanged={() => void reload()} />
              )}
            </Tabs>
          </div>
        </>
      )}
    </section>
  );
}
