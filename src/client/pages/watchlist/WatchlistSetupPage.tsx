import { Icon } from '../../components/Icon';
import { Spinner } from '../../components/Spinner';
import { PresetButtons } from './PresetButtons';
import { StockSearch } from './StockSearch';
import { useWatchlistSetup, WATCHLIST_MAX } from './useWatchlistSetup';
import { MarketTiles, SelectedList } from './WatchlistParts';
import './watchlist.css';

export function WatchlistSetupPage() {
  const setup = useWatchlistSetup();
  if (!setup.loaded || !setup.stats) return <Spinner />;
  const { canChange, chosen } = setup;

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

      <MarketTiles stats={setup.stats} />

      <PresetButtons disabled={!canChange} onPick={setup.pick} />

      <div className="watchlist-layout">
        <StockSearch
          disabled={!canChange}
          isSelected={setup.isSelected}
          isFull={chosen.length >= WATCHLIST_MAX}
          onToggle={setup.toggle}
        />
        <SelectedList chosen={chosen} disabled={!canChange} onRemove={setup.toggle} />
      </div>
      {/* Sticky: on a phone the list and the search run thousands of pixels; saving must not. */}
      <div className="watchlist-savebar">
        <span>
          선택 <strong>{chosen.length}/10</strong>
        </span>
        <button
          type="button"
          className="button button-primary save-button"
          disabled={!canChange || setup.saving}
          onClick={setup.save}
        >
          저장하기
        </button>
      </div>
    </section>
  );
}
