import { ClassRulesCard } from '../../components/class-market/ClassRulesCard';
import { AssignmentsCard } from './AssignmentsCard';
import { Link } from 'react-router-dom';
import { LiveIndicator } from '../../components/LiveIndicator';
import { MarketIndices } from '../../components/MarketIndices';
import { HeadlineFigures } from '../../components/maths/HeadlineFigures';
import { Spinner } from '../../components/Spinner';
import { DailyTip, QuickLinks, WatchlistCard } from './DashboardCards';
import { MyDataCard } from './MyDataCard';
import { useDashboard } from './useDashboard';
import './dashboard.css';

export function DashboardPage() {
  const { name, loading, portfolio, watchlist, analytics } = useDashboard();
  if (loading) return <Spinner />;

  return (
    <section className="page dashboard">
      <header className="page-header">
        <div>
          <h1 className="page-title">안녕하세요, {name}님</h1>
          <p className="muted">오늘도 근거 있는 투자를 연습해 볼까요?</p>
        </div>
        <LiveIndicator />
      </header>
      <MarketIndices className="dashboard-indices" />

      {portfolio && analytics && (
        <>
          <HeadlineFigures analytics={analytics} cash={portfolio.cash} />
          <p className="dashboard-analytics-link">
            <Link to="/analytics">분석: 변동성, 최대 낙폭, KOSPI와 비교 →</Link>
          </p>
        </>
      )}

      <div className="dashboard-grid">
        <QuickLinks />
        <WatchlistCard watchlist={watchlist} />
        <AssignmentsCard />
        <ClassRulesCard />
        <DailyTip />
        <MyDataCard />
      </div>
    </section>
  );
}
