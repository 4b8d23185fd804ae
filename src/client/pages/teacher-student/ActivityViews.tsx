import { formatDateTime, formatNumber, formatWon } from '../../../shared/format';
import type { StudentActivity } from '../../../shared/schemas/teacher';
import { DataTable } from '../../components/DataTable';
import { HoldingCells, holdingColumns } from '../../components/HoldingCells';
import { ReviewScores } from '../../components/reviews/ReviewScores';
import { TradeBadge } from '../../components/TradeBadge';

/** What the student holds now, valued at today's prices. */
export function HoldingsTable({ holdings }: { holdings: StudentActivity['holdings'] }) {
  if (holdings.length === 0) return <p className="empty-state">보유 중인 종목이 없습니다</p>;
  return (
    <DataTable className="stack-table" columns={holdingColumns(false)}>
      {holdings.map((h) => (
        <tr key={h.id}>
          <HoldingCells stock={h.stock} holding={h} />
        </tr>
      ))}
    </DataTable>
  );
}

/** Every trade with its rationale, and the teacher's scores and the reflection where given. */
export function TransactionList({
  transactions,
}: {
  transactions: StudentActivity['transactions'];
}) {
  if (transactions.length === 0) return <p className="empty-state">거래 내역이 없습니다</p>;
  return (
    <ul className="activity-list">
      {transactions.map((t) => (
        // The 세특 page's 누가기록 links here (#trade-12).
        <li key={t.id} id={`trade-${t.id}`} tabIndex={-1}>
          <div className="activity-head">
            <TradeBadge type={t.type} />
            <strong>{t.stock.name}</strong>
            <span className="num">
              {formatNumber(t.quantity)}주 × {formatWon(t.price)} ={' '}
              <strong>{formatWon(t.totalAmount)}</strong>
            </span>
            <span className="muted small">{formatDateTime(t.createdAt)}</span>
          </div>
          <blockquote className="rationale">{t.reason}</blockquote>
          {t.review && <ReviewScores review={t.review} />}
          {t.reflection && (
            <p className="activity-reflection">
              <strong>회고</strong> {t.reflection}
            </p>
          )}
        </li>
      ))}
    </ul>
  );
}
