import { Link } from 'react-router-dom';
import { formatNumber, formatWon } from '../../../shared/format';
import type { Portfolio } from '../../../shared/schemas/trading';
import { PriceChange } from '../../components/PriceChange';

export function HoldingsTab({ holdings }: { holdings: Portfolio['holdings'] }) {
  if (holdings.length === 0) return <p className="empty-state">보유 중인 종목이 없습니다</p>;
  return (
    <div className="table-scroll">
      <table className="data-table">
        <thead>
          <tr>
            <th scope="col">종목</th>
            <th scope="col" className="num">
              수량
            </th>
            <th scope="col" className="num hide-narrow">
              평균 매입가
            </th>
            <th scope="col" className="num">
              현재가
            </th>
            <th scope="col" className="num hide-narrow">
              평가 금액
            </th>
            <th scope="col" className="num">
              수익률
            </th>
          </tr>
        </thead>
        <tbody>
          {holdings.map((h) => (
            <tr key={h.symbol}>
              <td>
                <Link to={`/stock/${h.symbol}`}>
                  <strong>{h.name}</strong>
                </Link>
                <div className="sub">{h.symbol}</div>
              </td>
              <td className="num">{formatNumber(h.quantity)}주</td>
              <td className="num hide-narrow">{formatWon(h.averagePrice)}</td>
              <td className="num">{formatWon(h.currentPrice)}</td>
              <td className="num hide-narrow">{formatWon(h.currentValue)}</td>
              <td className="num">
                <PriceChange changePercent={h.profitLossPercent} showAmount={false} />
                <div className="sub">{formatWon(h.profitLoss)}</div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
