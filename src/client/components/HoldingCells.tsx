import { Link } from 'react-router-dom';
import { formatNumber, formatWon } from '../../shared/format';
import { NumCell } from './DataTable';
import { PriceChange } from './PriceChange';
import type { TableColumn } from './TableHead';

/** The columns of HoldingCells, with 현재가 where the row shows it. */
export function holdingColumns(withPrice: boolean): TableColumn[] {
  return [
    '종목',
    { label: '수량', num: true },
    { label: '평균 매입가', num: true },
    ...(withPrice ? [{ label: '현재가', num: true }] : []),
    { label: '평가 금액', num: true },
    { label: '수익률', num: true },
  ];
}

/** The server's figures of one holding, as the student's and the teacher's tables show them. */
export function HoldingCells({
  stock,
  holding,
  linked = false,
  currentPrice,
  profitLoss,
  resting,
}: {
  stock: { name: string; symbol: string };
  holding: {
    quantity: number;
    averagePrice: number;
    currentValue: number;
    profitLossPercent: number;
  };
  /** The name opens the stock's page. */
  linked?: boolean;
  /** Shown in a 현재가 column when given. */
  currentPrice?: number;
  /** Shown in won under the return when given. */
  profitLoss?: number;
  /** Why the stock does not trade today (the server's words), shown under its name. */
  resting?: string;
}) {
  const name = <strong>{stock.name}</strong>;
  return (
    <>
      <td>
        {linked ? <Link to={`/stock/${stock.symbol}`}>{name}</Link> : name}
        <div className="sub">{stock.symbol}</div>
        {resting && currentPrice !== undefined && (
          <div className="sub resting-note">
            {resting} · 평가 기준: 마지막 종가 {formatWon(currentPrice)}
          </div>
        )}
      </td>
      <NumCell label="수량">{formatNumber(holding.quantity)}주</NumCell>
      <NumCell label="평균 매입가">{formatWon(holding.averagePrice)}</NumCell>
      {currentPrice !== undefined && <NumCell label="현재가">{formatWon(currentPrice)}</NumCell>}
      <NumCell label="평가 금액">{formatWon(holding.currentValue)}</NumCell>
      <NumCell label="수익률">
        <PriceChange changePercent={holding.profitLossPercent} showAmount={false} />
        {profitLoss !== undefined && <div className="sub">{formatWon(profitLoss)}</div>}
      </NumCell>
    </>
  );
}
