import { useState } from 'react';
import { formatWon } from '../../../shared/format';
import type { Stock } from '../../../shared/schemas/stocks';
import { watchlistApi } from '../../../shared/contracts/stocks';
import { Pagination } from '../../components/Pagination';
import { PriceChange } from '../../components/PriceChange';
import { SearchBox } from '../../components/SearchBox';
import { Spinner } from '../../components/Spinner';
import { TableHead } from '../../components/TableHead';
import { notify } from '../../components/toast';
import { useApiQuery, useQueryErrors } from '../../data/useApiQuery';
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
  const found = useApiQuery(watchlistApi.stocks, {
    query: { search, market: market === 'all' ? undefined : market, page, limit: PAGE_SIZE },
  });
  useQueryErrors(() => notify.error('주식 검색에 실패했습니다'), found);
  const { data } = found;
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / PAGE_SIZE));

  return (
    <div className="card stock-search">
      <div className="filters">
        <SearchBox
          value={query}
          onChange={(value) => {
            setQuery(value);
            setPage(1);
          }}
        />
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
      {found.isPending ? (
        <Spinner />
      ) : (
        <div className="table-scroll">
          <table className="data-table">
            <TableHead
              columns={[
                '종목',
                { label: '시장', narrow: true },
                { label: '현재가', num: true },
                { label: '등락률', num: true },
              ]}
            />
            <tbody>
              {(data?.data ?? []).map((stock) => {
                const checked = isSelected(stock.symbol);
                return (
                  <tr key={stock.symbol}>
                    <td>
                      {/* The checkbox shares the name's cell: one column less on a phone. */}
                      <label className="pick">
                        <input
                          type="checkbox"
                          aria-label={`${stock.name} 선택`}
                          checked={checked}
                          disabled={disabled || (!checked && isFull)}
                          onChange={() => onToggle(stock)}
                        />
                        <span>
                          <strong>{stock.name}</strong>
                          <span className="sub">{stock.symbol}</span>
                        </span>
                      </label>
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
      <Pagination
        label={`${page} / ${pages}`}
        hasPrevious={page > 1}
        hasNext={page < pages}
        onPrevious={() => setPage(page - 1)}
        onNext={() => setPage(page + 1)}
      />
    </div>
  );
}
