import { useState } from 'react';
import { formatNumber } from '../../../shared/format';
import { zManagementSearchQuery } from '../../../shared/schemas/stocks';
import { SearchBox } from '../../components/SearchBox';
import { SegmentedControl } from '../../components/SegmentedControl';
import { notify } from '../../components/toast';
import { useZodForm } from '../../hooks/useZodForm';
import { SECTORS } from './sectors';
import type { StockManagement } from './useStockManagement';

const zSearch = zManagementSearchQuery.pick({ query: true });

/** The search box, the market / sector / view filters and the busiest sectors' tiles. */
export function StockFilters({ manager }: { manager: StockManagement }) {
  const form = useZodForm(zSearch, { query: '' });
  const [showFilters, setShowFilters] = useState(true);
  const { filter, changeFilter } = manager;
  // The schema trims the text as the server would; a refusal (too long) is said in a toast.
  const submit = form.handleSubmit(
    async ({ query }) => manager.search(query),
    (message) => message && notify.error(message),
  );

  return (
    <>
      <form className="filters" onSubmit={(event) => void submit(event)} role="search">
        <SearchBox value={form.values.query} onChange={(query) => form.set('query', query)} />
        <button type="submit" className="button button-primary">
          검색
        </button>
        <button
          type="button"
          className="button button-ghost"
          aria-expanded={showFilters}
          onClick={() => setShowFilters((v) => !v)}
        >
          필터 {showFilters ? '접기' : '펼치기'}
        </button>
      </form>

      {showFilters && (
        <div className="card filter-panel">
          <SegmentedControl
            label="시장"
            segments={[
              { value: 'all', label: '전체' },
              { value: 'KOSPI', label: 'KOSPI' },
              { value: 'KOSDAQ', label: 'KOSDAQ' },
            ]}
            value={filter.market}
            onChange={(market) => changeFilter({ market })}
          />
          <select
            className="input sector-select"
            aria-label="업종"
            value={filter.sector}
            onChange={(e) => changeFilter({ sector: e.target.value })}
          >
            <option value="all">전체 업종</option>
            {SECTORS.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
          <SegmentedControl
            label="보기"
            segments={[
              { value: 'all', label: '전체 종목' },
              { value: 'tracked', label: '추적 중' },
            ]}
            value={filter.view}
            onChange={(view) => changeFilter({ view })}
          />
        </div>
      )}

      <div className="sector-tiles" role="group" aria-label="업종 바로가기">
        {manager.sectorCounts.map(([name, count]) => (
          <button
            key={name}
            type="button"
            className={`sector-tile${filter.sector === name ? ' active' : ''}`}
            aria-pressed={filter.sector === name}
            onClick={() => changeFilter({ sector: filter.sector === name ? 'all' : name })}
          >
            <strong>{name}</strong>
            <small>{formatNumber(count)}개</small>
          </button>
        ))}
      </div>
    </>
  );
}
