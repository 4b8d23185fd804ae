import type { ComponentProps } from 'react';
import { Spinner } from '../../components/Spinner';
import { DataTable } from '../../components/DataTable';
import type { TableColumn } from '../../components/TableHead';
import { StockRow } from './StockRow';

type RowProps = ComponentProps<typeof StockRow>;

const columns: TableColumn[] = [
  '종목',
  { label: '현재가', num: true },
  { label: '등락', num: true },
  { label: '보유', num: true, narrow: true },
  { label: '주문', actions: true },
];

/** The page of stocks with their price, change, holding and 매수 / 매도. */
export function StockTable({
  loading,
  empty,
  stocks,
  held,
  ...row
}: {
  loading: boolean;
  empty: boolean;
  stocks: Array<RowProps['stock']>;
  held: Map<string, number>;
} & Pick<RowProps, 'canTrade' | 'marketClosed' | 'onTrade'>) {
  return (
    <div className="card table-card">
      {loading ? (
        <Spinner />
      ) : empty ? (
        <p className="empty-state">조건에 맞는 종목이 없어요</p>
      ) : (
        <DataTable className="trading-table stack-table" columns={columns}>
          {stocks.map((stock) => (
            <StockRow
              key={stock.symbol}
              stock={stock}
              heldQuantity={held.get(stock.symbol) ?? 0}
              {...row}
            />
          ))}
        </DataTable>
      )}
    </div>
  );
}
