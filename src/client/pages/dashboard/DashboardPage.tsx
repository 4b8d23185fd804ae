import { ClassRulesCard } from '../../components/class-market/ClassRulesCard';
import { AssignmentsCard } from '../assignments/AssignmentsCard';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router-dom';
import { formatWon } from '../../../shared/format';
import type { WatchlistEntry } from '../../../shared/schemas/trading';
import { portfolioApi } from '../../../shared/contracts/portfolio';
import { watchlistApi } from '../../../shared/contracts/stocks';
import { Icon } from '../../components/Icon';
import { LiveIndicator } from '../../components/LiveIndicator';
import { MarketIndices } from '../../components/MarketIndices';
import { PriceChange } from '../../components/PriceChange';
import { HeadlineFigures } from '../../components/maths/HeadlineFigures';
import { Spinner } from '../../components/Spinner';
import { useApiQuery, useQueryErrors } from '../../data/useApiQuery';
import { useLiveQuote } from '../../hooks/useLiveQuotes';
import { usePriceFlash } from '../../hooks/usePriceFlash';
import { useLoadErrorHandler } from '../../hooks/useLoadErrorHandler';
import { userAtom } from '../../state/session';
import { tipOfTheDay } from './tips';
import './dashboard.css';

// SPEC §9: the dashboard shows 5 stocks; the rest are named, not silently dropped.
const DASHBOARD_STOCKS = 5;

export function DashboardPage() {
  const user = useAtomValue(userAtom);
  const onError = useLoadErrorHandler('데이터를 불러오는데 실패했습니다');
  const portfolioRead = useApiQuery(portfolioApi.get);
  const watchlistRead = useApiQuery(watchlistApi.list);
  const analyticsRead = useApiQuery(portfolioApi.analytics, { query: { period: 'all' } });
  const reads = [portfolioRead, watchlistRead, analyticsRead];
  useQueryErrors(onError, ...reads);
  if (reads.some((read) => read.isPending)) return <Spinner />;
  const portfolio = portfolioRead.data ?? null;
  const watchlist = watchlistRead.data ?? [];
  const analytics = analyticsRead.data ?? null;

  return (
    <section className="page dashboard">
      <header className="page-header">
        <div>
          <h1 className="page-title">안녕하세요, {user?.name}님</h1>
          <p className="muted">오늘도 근거 있는 투자를 연습해 볼까요?</p>
        </div>
        <LiveIndicator />
      </header>
      <MarketIndices className="dashboard-indices" palette="gain" />

      {portfolio && analytics && (
        <>
          <HeadlineFigures analytics={analytics} cash={portfolio.cash} palette="gain" />
          <p className="dashboard-analytics-link">
            <Link to="/analytics">분석: 변동성, 최대 낙폭, KOSPI와 비교 →</Link>
          </p>
        </>
      )}

      <div className="dashboard-grid">
        <nav className="card quick-links" aria-label="바로 가기">
          <Link to="/trading" className="quick-link">
            <Icon name="chart" size={28} />
            <span>
              <strong>모의투자</strong>
              <small>관심종목을 사고팔기</small>
            </span>
          </Link>
          <Link to="/portfolio" className="quick-link">
            <Icon name="wallet" size={28} />
            <span>
              <strong>포트폴리오</strong>
              <small>보유 종목과 수익률 보기</small>
            </span>
          </Link>
        </nav>

        <div className="card">
          <h2 className="card-title">관심종목</h2>
          {watchlist.length === 0 ? (
            <p className="empty-state">관심종목이 없어요</p>
          ) : (
            <ul className="stock-list">
              {watchlist.slice(0, DASHBOARD_STOCKS).map((entry) => (
                <DashboardStock key={entry.stock.symbol} entry={entry} />
              ))}
            </ul>
          )}
          {watchlist.length > DASHBOARD_STOCKS && (
            <p className="dashboard-more">
              <Link to="/trading">
                관심종목 {watchlist.length}개 중 {DASHBOARD_STOCKS}개만 보여요 · 나머지{' '}
                {watchlist.length - DASHBOARD_STOCKS}개는 모의투자에서 보기 →
              </Link>
            </p>
          )}
        </div>

        <AssignmentsCard />
        <ClassRulesCard />
        <aside className="card daily-tip">
          <h2 className="card-title">
            <Icon name="star" /> 오늘의 투자 팁
          </h2>
          <p>{tipOfTheDay(new Date())}</p>
        </aside>
      </div>
    </section>
  );
}

function DashboardStock({ entry }: { entry: WatchlistEntry }) {
  const tick = useLiveQuote(entry.stock.symbol);
  const price = tick?.price ?? entry.stock.currentPrice;
  const flash = usePriceFlash(price);
  const changePercent = tick?.changePercent ?? entry.stock.changePercent;
  return (
    <li>
      <Link to={`/trading?symbol=${entry.stock.symbol}`} className="stock-list-item">
        <span>
          <strong>{entry.stock.name}</strong>
          <small className="muted"> {entry.stock.symbol}</small>
        </span>
        <span className="num">
          <span className={flash}>{formatWon(price)}</span>{' '}
          <PriceChange changePercent={changePercent} showAmount={false} palette="gain" />
        </span>
      </Link>
    </li>
  );
}
