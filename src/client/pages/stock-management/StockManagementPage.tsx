import { useMemo, useState, type FormEvent } from 'react';
import { formatNumber, formatVolume, formatWon } from '../../../shared/format';
import type { ManagedStock } from '../../../shared/schemas/stocks';
import { call } from '../../api/call';
import { stockManagementApi } from '../../../shared/contracts/stocks';
import { Icon } from '../../components/Icon';
import { Pagination } from '../../components/Pagination';
import { PriceChange } from '../../components/PriceChange';
import { SearchBox } from '../../components/SearchBox';
import { SegmentedControl } from '../../components/SegmentedControl';
import { Spinner } from '../../components/Spinner';
import { notify } from '../../components/toast';
import { useApiData } from '../../hooks/useApiData';
import { PAGE_SIZE, SEARCH_LIMIT, SECTORS, SECTOR_TILES } from './sectors';
import { sortStocks, type SortKey, type SortState } from './sort';
import './stock-management.css';

type MarketFilter = 'all' | 'KOSPI' | 'KOSDAQ';
type ViewMode = 'all' | 'tracked';

const columns: Array<{ key: SortKey; label: string }> = [
  { key: 'name', label: '종목' },
  { key: 'price', label: '현재가' },
  { key: 'change', label: '등락률' },
  { key: 'volume', label: '거래량' },
];

export function StockManagementPage() {
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  const [market, setMarket] = useState<MarketFilter>('all');
  const [sector, setSector] = useState('all');
  const [view, setView] = useState<ViewMode>('all');
  const [sort, setSort] = useState<SortState>({ key: 'name', direction: 'asc' });
  const [page, setPage] = useState(1);
  const [showFilters, setShowFilters] = useState(true);
  const { data, loading, reload } = useApiData(
    `management:${query}`,
    (signal) =>
      Promise.all([
        call(stockManagementApi.search, { query: { query, limit: SEARCH_LIMIT }, signal }),
        // SPEC §8 has a message of its own for the tracked list; the table still shows.
        call(stockManagementApi.tracked, { signal }).catch((): ManagedStock[] => {
          if (!signal.aborted) notify.error('추적 중인 종목을 불러오는데 실패했습니다.');
          return [];
        }),
      ]),
    () => notify.error('주식 목록을 불러오는데 실패했습니다.'),
  );
  const [stocks, tracked] = data ?? [[], []];

  const sectorCounts = useMemo(() => {
    const counts = new Map<string, number>();
    stocks.forEach((s) => counts.set(s.sector, (counts.get(s.sector) ?? 0) + 1));
    return [...counts].sort((a, b) => b[1] - a[1]).slice(0, SECTOR_TILES);
  }, [stocks]);

  const filtered = useMemo(
    () =>
      sortStocks(
        stocks.filter(
          (s) =>
            (market === 'all' || s.market === market) &&
            (sector === 'all' || s.sector === sector) &&
            (view === 'all' || s.isTracked),
        ),
        sort,
      ),
    [stocks, market, sector, view, sort],
  );
  const pages = Math.max(1, Math.ceil(filtered.length / PAGE_SIZE));
  const current = Math.min(page, pages);
  const first = (current - 1) * PAGE_SIZE;
  const visible = filtered.slice(first, first + PAGE_SIZE);

  function submit(event: FormEvent) {
    event.preventDefault();
    setQuery(input.trim());
    setPage(1);
  }

  // SPEC §2: a newly chosen column starts ascending; the same column toggles.
  function sortBy(key: SortKey) {
    setSort((s) =>
      s.key === key
        ? { key, direction: s.direction === 'asc' ? 'desc' : 'asc' }
        : { key, direction: 'asc' },
    );
  }

  async function toggleTracking(stock: ManagedStock) {
    try {
      if (!stock.isAdded) await call(stockManagementApi.add, { body: { symbol: stock.symbol } });
      await call(stockManagementApi.setTracking, {
        params: { symbol: stock.symbol },
        body: { isTracked: !stock.isTracked },
      });
      notify.success(
        stock.isTracked ? `${stock.name} 추적을 중지했습니다` : `${stock.name} 추적을 시작했습니다`,
      );
      await reload();
    } catch {
      notify.error('작업에 실패했습니다.');
    }
  }

  return (
    <section className="page stock-management">
      <header className="page-header">
        <h1 className="page-title">
          <Icon name="chart" size={26} /> 주식 가격 관리
        </h1>
        <span className="counter">
          전체 {formatNumber(stocks.length)}개 · 추적 중{' '}
          <strong>{formatNumber(tracked.length)}</strong>개
        </span>
      </header>
      <p className="muted">
        학생들이 거래할 수 있는 종목과 가격을 고릅니다. <strong>추적</strong>하는 종목은 서버가
        가격을 계속 받아 와 차트와 시세가 움직이고, 추적하지 않는 종목은 마지막 종가로 보입니다.
        학생의 관심종목과 보유 종목은 추적하지 않아도 가격을 받습니다.
      </p>

      <form className="filters" onSubmit={submit} role="search">
        <SearchBox value={input} onChange={setInput} />
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
            value={market}
            onChange={(v) => {
              setMarket(v);
              setPage(1);
            }}
          />
          <select
            className="input sector-select"
            aria-label="업종"
            value={sector}
            onChange={(e) => {
              setSector(e.target.value);
              setPage(1);
            }}
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
            value={view}
            onChange={(v) => {
              setView(v);
              setPage(1);
            }}
          />
        </div>
      )}

      <div className="sector-tiles" role="group" aria-label="업종 바로가기">
        {sectorCounts.map(([name, count]) => (
          <button
            key={name}
            type="button"
            className={`sector-tile${sector === name ? ' active' : ''}`}
            aria-pressed={sector === name}
            onClick={() => {
              setSector(sector === name ? 'all' : name);
              setPage(1);
            }}
          >
            <strong>{name}</strong>
            <small>{formatNumber(count)}개</small>
          </button>
        ))}
      </div>

      <div className="card table-card">
        {loading && !data ? (
          <Spinner />
        ) : (
          <div className="table-scroll">
            <table className="data-table management-table stack-table sortable">
              <thead>
                <tr>
                  {columns.map((column) => (
                    <th
                      key={column.key}
                      scope="col"
                      className={column.key === 'name' ? undefined : 'num'}
                      aria-sort={
                        sort.key === column.key
                          ? sort.direction === 'asc'
                            ? 'ascending'
                            : 'descending'
                          : 'none'
                      }
                    >
                      <button
                        type="button"
                        className="sort-button"
                        onClick={() => sortBy(column.key)}
                      >
                        {column.label}
                        {sort.key === column.key && (
                          <span aria-hidden="true">{sort.direction === 'asc' ? ' ▲' : ' ▼'}</span>
                        )}
                      </button>
                    </th>
                  ))}
                  <th scope="col" className="sort-off">
                    업종
                  </th>
                  <th scope="col" className="sort-off">
                    추적
                  </th>
                </tr>
              </thead>
              <tbody>
                {visible.map((stock) => (
                  <tr key={stock.symbol}>
                    <td>
                      <strong>{stock.name}</strong>
                      <div className="sub">
                        {stock.symbol}{' '}
                        <span className={`market-badge market-${stock.market.replace(' ', '-')}`}>
                          {stock.market}
                        </span>
                      </div>
                    </td>
                    <td className="num" data-label="현재가">
                      {formatWon(stock.currentPrice)}
                    </td>
                    <td className="num" data-label="등락률">
                      <PriceChange changePercent={stock.changePercent} showAmount={false} />
                    </td>
                    <td className="num" data-label="거래량">
                      {formatVolume(stock.volume)}
                    </td>
                    <td data-label="업종">{stock.sector}</td>
                    <td className="row-actions">
                      <button
                        type="button"
                        className={`button button-small ${stock.isTracked ? 'button-ghost' : 'button-outline'}`}
                        onClick={() => void toggleTracking(stock)}
                        aria-label={`${stock.name} ${stock.isTracked ? '추적 중지' : '추적 시작'}`}
                      >
                        {stock.isTracked ? '추적 중지' : '추적 시작'}
                      </button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>

      <Pagination
        label={`${filtered.length === 0 ? 0 : first + 1}-${Math.min(first + PAGE_SIZE, filtered.length)} / ${formatNumber(filtered.length)}`}
        hasPrevious={current > 1}
        hasNext={current < pages}
        onPrevious={() => setPage(current - 1)}
        onNext={() => setPage(current + 1)}
      />
    </section>
  );
}
