import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { Stock } from '../../../shared/schemas/stocks';
import { watchlistApi } from '../../../shared/contracts/stocks';
import { portfolioApi } from '../../../shared/contracts/portfolio';
import { Icon } from '../../components/Icon';
import { Spinner } from '../../components/Spinner';
import { notify } from '../../components/toast';
import { useApiMutation } from '../../data/useApiMutation';
import { useApiQuery } from '../../data/useApiQuery';
import { PresetButtons } from './PresetButtons';
import { StockSearch } from './StockSearch';
import './watchlist.css';

// SPEC §5 and §9: at most 10 stocks, at least 1 to save, one change per day.
export const WATCHLIST_MAX = 10;
const MAX_MESSAGE = '최대 10개까지만 선택할 수 있습니다';

export type SelectableStock = Pick<Stock, 'id' | 'symbol' | 'name' | 'market'>;

export function WatchlistSetupPage() {
  const navigate = useNavigate();
  const [selected, setSelected] = useState<SelectableStock[] | null>(null);
  const canChangeRead = useApiQuery(watchlistApi.canChange);
  const statsRead = useApiQuery(watchlistApi.stats);
  // A student without a watchlist yet may be refused one: they start from nothing.
  const currentRead = useApiQuery(watchlistApi.list);
  // A new watchlist may open the portfolio (WATCHLIST_REQUIRED) and changes the dashboard's list.
  const saveWatchlist = useApiMutation(watchlistApi.save, {
    invalidates: [watchlistApi.list, watchlistApi.canChange, portfolioApi.get],
    success: '관심종목을 저장했어요',
    fallback: '관심종목 저장에 실패했습니다',
  });
  if (!canChangeRead.data || !statsRead.data || currentRead.isPending) return <Spinner />;
  const { canChange } = canChangeRead.data;
  const stats = statsRead.data;
  const current = currentRead.data ?? [];
  const chosen = selected ?? current.map((entry) => entry.stock);
  const isSelected = (symbol: string) => chosen.some((stock) => stock.symbol === symbol);

  function toggle(stock: SelectableStock) {
    if (isSelected(stock.symbol))
      return setSelected(chosen.filter((s) => s.symbol !== stock.symbol));
    if (chosen.length >= WATCHLIST_MAX) return notify.error(MAX_MESSAGE);
    setSelected([...chosen, stock]);
  }

  async function save() {
    if (chosen.length === 0) return notify.error('최소 1개 종목을 선택해주세요');
    const saved = await saveWatchlist.send({
      body: { stockIds: chosen.map((stock) => stock.id) },
    });
    if (saved) navigate('/dashboard');
  }

  return (
    <section className="page watchlist-setup">
      <header className="page-header">
        <div>
          <h1 className="page-title">
            <Icon name="star" size={26} /> 관심종목 설정
          </h1>
          <p className="muted">
            거래할 종목을 최대 10개까지 고르세요. 관심종목은 하루에 한 번 바꿀 수 있어요.
          </p>
        </div>
      </header>

      {!canChange && (
        <p className="notice" role="status">
          하루에 한 번만 관심종목을 변경할 수 있습니다
        </p>
      )}

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

      <PresetButtons
        disabled={!canChange}
        onPick={(stocks) => setSelected(stocks.slice(0, WATCHLIST_MAX))}
      />

      <div className="watchlist-layout">
        <StockSearch
          disabled={!canChange}
          isSelected={isSelected}
          isFull={chosen.length >= WATCHLIST_MAX}
          onToggle={toggle}
        />
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
                    disabled={!canChange}
                    onClick={() => toggle(stock)}
                  >
                    <Icon name="close" size={16} />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </aside>
      </div>
      {/* Sticky: on a phone the list and the search run thousands of pixels; saving must not. */}
      <div className="watchlist-savebar">
        <span>
          선택 <strong>{chosen.length}/10</strong>
        </span>
        <button
          type="button"
          className="button button-primary save-button"
          disabled={!canChange || saveWatchlist.pending}
          onClick={save}
        >
          저장하기
        </button>
      </div>
    </section>
  );
}
