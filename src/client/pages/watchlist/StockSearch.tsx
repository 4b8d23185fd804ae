import { formatMonthDay, formatWon } from '../../../shared/format';
import type { Stock } from '../../../shared/schemas/stocks';
import { DataTable } from '../../components/DataTable';
import { Pagination } from '../../components/Pagination';
import { PriceChange } from '../../components/PriceChange';
import { SearchBox } from '../../components/SearchBox';
import { Spinner } from '../../components/Spinner';
import type { TableColumn } from '../../components/TableHead';
import { markets, useStockSearch, type MarketChoice } from './useStockSearch';

const columns: TableColumn[] = [
  '종목',
  { label: '시장', narrow: true },
  { label: '현재가', num: true },
  { label: '등락률', num: true },
];

interface Picking {
  disabled: boolean;
  isSelected: (symbol: string) => boolean;
  isFull: boolean;
  onToggle: (stock: Stock) => void;
}

export function StockSearch(picking: Picking) {
  const found = useStockSearch();
  const { page, pages } = found;
  return (
    <div className="card stock-search">
      <div className="filters">
        <SearchBox value={found.query} onChange={found.search} />
        <select
          className="input market-select"
          aria-label="시장"
          value={found.market}
          onChange={(e) => found.chooseMarket(e.target.value as MarketChoice)}
        >
          {markets.map((m) => (
            <option key={m} value={m}>
              {m === 'all' ? '전체' : m}
            </option>
          ))}
        </select>
      </div>
      {found.loading ? (
        <Spinner />
      ) : (
        <DataTable columns={columns}>
          {found.stocks.map((stock) => (
            <SearchRow key={stock.symbol} stock={stock} {...picking} />
          ))}
        </DataTable>
      )}
      <Pagination label={`${page} / ${pages}`} {...found.steps} />
    </div>
  );
}

function SearchRow({ stock, disabled, isSelected, isFull, onToggle }: Picking & { stock: Stock }) {
  const checked = isSelected(stock.symbol);
  return (
    <tr>
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
            {stock.dataUntil && (
              <span className="sub data-until">
                재생 시세가 {formatMonthDay(stock.dataUntil)}까지만 있어요. 그 뒤로는 거래할 수
                없어요.
              </span>
            )}
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
}
