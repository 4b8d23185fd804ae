import type { Analytics } from '../../../shared/schemas/analytics';
import type { Portfolio } from '../../../shared/schemas/trading';
import { DataTable } from '../../components/DataTable';
import { HoldingCells, holdingColumns } from '../../components/HoldingCells';
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
    <DataTable className="stack-table" columns={[...holdingColumns(true), '계산']}>
      {holdings.map((h) => (
        <tr key={h.symbol}>
          <HoldingCells
            stock={h}
            holding={h}
            linked
            currentPrice={h.currentPrice}
            profitLoss={h.profitLoss}
            resting={h.resting}
          />
          <td>
            <HoldingExplain holding={h} totalValue={portfolio.totalValue} analytics={analytics} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
