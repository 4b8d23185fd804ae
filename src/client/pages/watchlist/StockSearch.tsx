import { useState } from 'react';
import { formatWon } from '../../../shared/format';
import type { Stock, WatchlistStockPage } from '../../../shared/schemas/stocks';
import { api } from '../../api/client';
import { Icon } from '../../components/Icon';
import { PriceChange } from '../../components/PriceChange';
import { Spinner } from '../../components/Spinner';
import { notify } from '../../components/toast';
import { useApiData } from '../../hooks/useApiData';
import { useDebouncedValue } from '../../hooks/useDebouncedValue';

const markets = ['all', 'KOSPI', 'KOSDAQ', 'KOSDAQ GLOBAL', 'KONEX'] as const;
// SPEC §9: search debounce 300 ms, page size 20.
const PAGE_SIZE = 20;
const DEBOUNCE_MS = 300;

export function StockSearch({
  disabled,
  isSelected,
  isFull,
  onToggle,
}: {
  disabled: boolean;
  isSelected: (symbol: string) => boolean;
  isFull: boolean;
  onToggle: (stock: Stock) => void;
}) {
  const [query, setQuery] = useState('');
  const [market, setMarket] = useState<(typeof markets)[number]>('all');
  const [page, setPage] = useState(1);
  const search = useDebouncedValue(query.trim(), DEBOUNCE_MS);
  const { data, loading } = useApiData(
    `${search}|${market}|${page}`,
    (signal) =>
      api.get<WatchlistStockPage>(
        '/watchlist/stocks',
        { search, market: market === 'all' ? undefined : market, page, limit: PAGE_SIZE },
        signal,
      ),
    () => notify.error('주식 검색에 실패했습니다'),
  );
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));

  return (
    <div className="card stock-search">
      <div className="filters">
        <div className="search-box">
          <Icon name="search" size={18} />
          <input
            type="search"
            className="input"
            placeholder="종목명 또는 종목코드"
            aria-label="종목 검색"
            value={query}
            onChange={(e) => {
              setQuery(e.target.value);
              setPage(1);
            }}
          />
        </div>
        <select
          className="input market-select"
          aria-label="시장"
          value={market}
          onChange={(e) => {
            setMarket(e.target.value as (typeof markets)[number]);
            setPage(1);
          }}
        >
          {markets.map((m) => (
            <option key={m} value={m}>
              {m === 'all' ? '전체' : m}
            </option>
          ))}
        </select>
      </div>
      {loading && !data ? (
        <Spinner />
      ) : (
        <div className="table-scroll">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">
                  <span className="visually-hidden">선택</span>
                </th>
                <th scope="col">종목</th>
                <th scope="col" className="hide-narrow">
                  시장
                </th>
                <th scope="col" className="num">
                  현재가
                </th>
                <th scope="col" className="num">
                  등락률
                </th>
              </tr>
            </thead>
            <tbody>
              {(data?.data ?? []).map((stock) => {
                const checked = isSelected(stock.symbol);
                return (
                  <tr key={stock.symbol}>
                    <td>
                      <input
                        type="checkbox"
                        aria-label={`${stock.name} 선택`}
                        checked={checked}
                        disabled={disabled || (!checked && isFull)}
                        onChange={() => onToggle(stock)}
                      />
                    </td>
                    <td>
                      <strong>{stock.name}</strong>
                      <div className="sub">{stock.symbol}</div>
                    </td>
                    <td className="hide-narrow">{stock.market}</td>
                    <td className="num">{formatWon(stock.currentPrice)}</td>
                    <td className="num">
                      <PriceChange changePercent={stock.changePercent} showAmount={false} />
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      <nav className="pagination" aria-label="페이지">
        <button
          type="button"
          className="button button-ghost button-small"
          disabled={page <= 1}
          onClick={() => setPage(page - 1)}
        >
          이전
        </button>
        <span>
          {page} / {pages}
        </span>
        <button
          type="button"
          className="button button-ghost button-small"
          disabled={page >= pages}
          onClick={() => setPage(page + 1)}
        >
          다음
        </button>
      </nav>
    </div>
  );
}
