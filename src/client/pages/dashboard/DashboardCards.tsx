import { Link } from 'react-router-dom';
import { formatWon } from '../../../shared/format';
import type { WatchlistEntry } from '../../../shared/schemas/trading';
import { Icon } from '../../components/Icon';
import { PriceChange } from '../../components/PriceChange';
import { useLiveQuote } from '../../hooks/useLiveQuotes';
import { usePriceFlash } from '../../hooks/usePriceFlash';
import { tipOfTheDay } from './tips';

// docs/product/roles-and-screens.md#screen-rules: the dashboard shows 5 stocks; the rest are named, not silently dropped.
const DASHBOARD_STOCKS = 5;

export function QuickLinks() {
  return (
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
  );
}

export function WatchlistCard({ watchlist }: { watchlist: WatchlistEntry[] }) {
  return (
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
          <PriceChange changePercent={changePercent} showAmount={false} />
        </span>
      </Link>
    </li>
  );
}

export function DailyTip() {
  return (
    <aside className="card daily-tip">
      <h2 className="card-title">
        <Icon name="star" /> 오늘의 투자 팁
      </h2>
      <p>{tipOfTheDay(new Date())}</p>
    </aside>
  );
}
