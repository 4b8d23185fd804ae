import { formatVolume, formatWon } from '../../../shared/format';
import type { ManagedStock } from '../../../shared/schemas/stocks';
import { NumCell } from '../../components/DataTable';
import { PriceChange } from '../../components/PriceChange';
import type { SortKey, SortState } from './sort';

const columns: Array<{ key: SortKey; label: string }> = [
  { key: 'name', label: '종목' },
  { key: 'price', label: '현재가' },
  { key: 'change', label: '등락률' },
  { key: 'volume', label: '거래량' },
];

function SortableHead({ sort, onSort }: { sort: SortState; onSort: (key: SortKey) => void }) {
  return (
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
            <button type="button" className="sort-button" onClick={() => onSort(column.key)}>
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
  );
}

function StockRow({ stock, onToggle }: { stock: ManagedStock; onToggle: () => void }) {
  const action = stock.isTracked ? '추적 중지' : '추적 시작';
  return (
    <tr>
      <td>
        <strong>{stock.name}</strong>
        <div className="sub">
          {stock.symbol}{' '}
          <span className={`market-badge market-${stock.market.replace(' ', '-')}`}>
            {stock.market}
          </span>
        </div>
      </td>
      <NumCell label="현재가">{formatWon(stock.currentPrice)}</NumCell>
      <NumCell label="등락률">
        <PriceChange changePercent={stock.changePercent} showAmount={false} />
      </NumCell>
      <NumCell label="거래량">{formatVolume(stock.volume)}</NumCell>
      <td data-label="업종">{stock.sector}</td>
      <td className="row-actions">
        <button
          type="button"
          className={`button button-small ${stock.isTracked ? 'button-ghost' : 'button-outline'}`}
          onClick={onToggle}
          aria-label={`${stock.name} ${action}`}
        >
          {action}
        </button>
      </td>
    </tr>
  );
}

/** The page of stocks, sortable by its first four columns, each with its tracking switch. */
export function ManagementTable({
  stocks,
  sort,
  onSort,
  onToggle,
}: {
  stocks: ManagedStock[];
  sort: SortState;
  onSort: (key: SortKey) => void;
  onToggle: (stock: ManagedStock) => void;
}) {
  return (
    <div className="table-scroll">
      <table className="data-table management-table stack-table sortable">
        <SortableHead sort={sort} onSort={onSort} />
        <tbody>
          {stocks.map((stock) => (
            <StockRow key={stock.symbol} stock={stock} onToggle={() => onToggle(stock)} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
