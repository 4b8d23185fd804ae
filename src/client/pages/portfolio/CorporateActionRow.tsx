import { formatDateTime, formatNumber, formatWon } from '../../../shared/format';
import type { CorporateAdjustment } from '../../../shared/schemas/corporate-actions';
import { NumCell } from '../../components/DataTable';
import { ExplainButton } from '../../components/maths/ExplainButton';

/**
 * A corporate action in the 거래 내역: not a trade (no rationale, no feedback), shown with its
 * quantities and prices before → after and its 계산 보기.
 */
export function CorporateActionRow({ adjustment: a }: { adjustment: CorporateAdjustment }) {
  return (
    <tr className="corporate-action-row">
      <td className="nowrap" data-label="일시">
        {formatDateTime(a.createdAt)}
      </td>
      <td data-label="유형">
        <span className="trade-badge corporate">기업 행사</span>
      </td>
      <td data-label="종목">{a.stockName}</td>
      <NumCell label="수량">
        {formatNumber(a.quantityBefore)} → {formatNumber(a.quantityAfter)}
      </NumCell>
      <NumCell label="가격" narrow>
        {formatWon(a.previousClose)} → {formatWon(a.basePrice)}
      </NumCell>
      <NumCell label="금액">{formatWon(a.cashIn)}</NumCell>
      <td className="reason stack-block" data-label="내용">
        {a.kindLabel} · {a.marketDate} 기준가 적용
      </td>
      <td className="history-feedback-cell">
        <ExplainButton title={`${a.stockName} ${a.kindLabel}`} figures={a.explanations} />
      </td>
    </tr>
  );
}
