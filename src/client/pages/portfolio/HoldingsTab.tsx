import { Link } from 'react-router-dom';
import { formatNumber, formatWon } from '../../../shared/format';
import type { Analytics } from '../../../shared/schemas/analytics';
import type { Portfolio } from '../../../shared/schemas/trading';
import { PriceChange } from '../../components/PriceChange';
import { TableHead } from '../../components/TableHead';
import { HoldingExplain } from './HoldingExplain';

export function HoldingsTab({
  portfolio,
  analytics,
}: {
  portfolio: Portfolio;
  analytics: Analytics | null;
}) {
  const { holdings } = portfolio;
  if (holdings.length === 0) return <p className="empty-state">보유 중인 종목이 없어요</p>;
  return (
    <div className="table-scroll">
      <table className="data-table stack-table">
        <TableHead
          columns={[
            '종목',
            { label: '수량', num: true },
            { label: '평균 매입가', num: true },
            { label: '현재가', num: true },
            { label: '평가 금액', num: true },
            { label: '수익률', num: true },
            '계산',
          ]}
        />
        <tbody>
          {holdings.map((h) => (
            <tr key={h.symbol}>
              <td>
                <Link to={`/stock/${h.symbol}`}>
                  <strong>{h.name}</strong>
                </Link>
                <div className="sub">{h.symbol}</div>
              </td>
              <td className="num" data-label="수량">
                {formatNumber(h.quantity)}주
              </td>
              <td className="num" data-label="평균 매입가">
                {formatWon(h.averagePrice)}
              </td>
              <td className="num" data-label="현재가">
                {formatWon(h.currentPrice)}
              </td>
              <td className="num" data-label="평가 금액">
                {formatWon(h.currentValue)}
              </td>
              <td className="num" data-label="수익률">
                <PriceChange changePercent={h.profitLossPercent} showAmount={false} />
                <div className="sub">{formatWon(h.profitLoss)}</div>
              </td>
              <td>
                <HoldingExplain
                  holding={h}
                  totalValue={portfolio.totalValue}
                  analytics={analytics}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
