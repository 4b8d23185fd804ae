import type { AnswerOf } from '../../../shared/contracts/endpoint';
import type { watchlistApi } from '../../../shared/contracts/stocks';
import { Icon } from '../../components/Icon';
import type { SelectableStock } from './useWatchlistSetup';

/** 전체 종목 and each market's count. */
export function MarketTiles({ stats }: { stats: AnswerOf<typeof watchlistApi.stats> }) {
  return (
    <div className="stat-grid market-tiles">
      <div className="card stat-card">
        <span className="stat-label">전체 종목</span>
        <strong className="stat-value">{stats.totalStocks.toLocaleString('ko-KR')}</strong>
      </div>
      {stats.byMarket.map((entry) => (
        <div key={entry.market} className="card stat-card">
          <span className="stat-label">{entry.market}</span>
          <strong className="stat-value">{entry.count.toLocaleString('ko-KR')}</strong>
        </div>
      ))}
    </div>
  );
}

/** 선택한 종목, each with its 빼기. */
export function SelectedList({
  chosen,
  disabled,
  onRemove,
}: {
  chosen: SelectableStock[];
  disabled: boolean;
  onRemove: (stock: SelectableStock) => void;
}) {
  return (
    <aside className="card selected-list" aria-label="선택한 종목">
      <h2 className="card-title">
        선택한 종목 <span className="count">{chosen.length}/10</span>
      </h2>
      {chosen.length === 0 ? (
        <p className="muted">아직 선택한 종목이 없어요</p>
      ) : (
        <ul>
          {chosen.map((stock) => (
            <li key={stock.symbol}>
              <span>
                <strong>{stock.name}</strong> <small className="muted">{stock.symbol}</small>
              </span>
              <button
                type="button"
                className="icon-button"
                aria-label={`${stock.name} 빼기`}
                disabled={disabled}
                onClick={() => onRemove(stock)}
              >
                <Icon name="close" size={16} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
