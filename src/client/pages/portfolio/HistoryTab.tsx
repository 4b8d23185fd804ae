import { formatDate, formatNumber, formatTime, formatWon } from '../../../shared/format';
import type { CorporateAdjustment } from '../../../shared/schemas/corporate-actions';
import { LESSON_TAX_LABEL } from '../../../shared/schemas/auctions';
import type { HistoryItem } from '../../../shared/schemas/reviews';
import { WonChange } from '../../components/PriceChange';
import { DataTable, NumCell } from '../../components/DataTable';
import { ExplainFigure } from '../../components/maths/ExplainButton';
import type { TableColumn } from '../../components/TableHead';
import { TradeBadge } from '../../components/TradeBadge';
import { CorporateActionRow } from './CorporateActionRow';
import { HistoryFeedback } from './HistoryFeedback';
import '../../components/reviews/feedback.css';
import '../../components/reviews/activity.css';

type Row =
  | { kind: 'trade'; at: string; trade: HistoryItem }
  | { kind: 'corporate'; at: string; adjustment: CorporateAdjustment };

/** Trades and corporate actions in one list, newest first. */
function rowsOf(transactions: HistoryItem[], adjustments: CorporateAdjustment[]): Row[] {
  return [
    ...transactions.map((trade): Row => ({ kind: 'trade', at: trade.createdAt, trade })),
    ...adjustments.map((a): Row => ({ kind: 'corporate', at: a.createdAt, adjustment: a })),
  ].sort((a, b) => b.at.localeCompare(a.at));
}

/** Under a sell's amount: what it realised (server-computed) and what it cost. */
function SaleFigures({ item }: { item: HistoryItem }) {
  return (
    <div className="sub sale-figures">
      {item.realised && (
        <span>
          실현손익 <WonChange value={item.realised.value} />
        </span>
      )}
      <span>
        수수료 {formatWon(item.fee)} · 세금 {formatWon(item.tax)}
      </span>
      {!!item.lessonTax && (
        <span className="lesson-tax">
          {LESSON_TAX_LABEL} {formatWon(item.lessonTax)}
        </span>
      )}
    </div>
  );
}

/** Under a trade's price, after a 무상증자 or split since: the price in today's shares. */
function AdjustedPrice({ item }: { item: HistoryItem }) {
  const adjusted = item.adjustedPrice!;
  return (
    <div className="sub adjusted-price">
      수정 {formatWon(adjusted.value ?? item.price)}{' '}
      <ExplainFigure label={`${item.stockName} 수정 거래 가격`} explanation={adjusted} />
    </div>
  );
}

const columns: TableColumn[] = [
  '일시',
  '유형',
  '종목',
  { label: '수량', num: true },
  { label: '가격', num: true, narrow: true },
  { label: '금액', num: true },
  '투자 근거',
  '피드백 · 회고',
];

export function HistoryTab({
  transactions,
  adjustments,
  onChanged,
}: {
  transactions: HistoryItem[];
  adjustments: CorporateAdjustment[];
  onChanged: () => void;
}) {
  const rows = rowsOf(transactions, adjustments);
  if (rows.length === 0) return <p className="empty-state">거래 내역이 없어요</p>;
  return (
    <DataTable className="history-table stack-table" columns={columns}>
      {rows.map((row) =>
        row.kind === 'corporate' ? (
          <CorporateActionRow key={`c${row.adjustment.id}`} adjustment={row.adjustment} />
        ) : (
          <TradeRow key={row.trade.id} t={row.trade} onChanged={onChanged} />
        ),
      )}
    </DataTable>
  );
}

function TradeRow({ t, onChanged }: { t: HistoryItem; onChanged: () => void }) {
  return (
    <tr>
      <td data-label="일시">
        <span className="nowrap">{formatDate(t.createdAt)}</span>{' '}
        <span className="nowrap sub">{formatTime(t.createdAt)}</span>
        {t.marketDate && (
          // The market's own day (a replay's): what a rationale about "today" is checked against.
          <span className="nowrap sub market-date">시세 기준일 {t.marketDate}</span>
        )}
      </td>
      <td data-label="유형">
        <TradeBadge type={t.type} />
      </td>
      <td data-label="종목">{t.stockName}</td>
      <NumCell label="수량">{formatNumber(t.quantity)}</NumCell>
      <NumCell label="가격" narrow>
        {formatWon(t.price)}
        {t.adjustedPrice && <AdjustedPrice item={t} />}
      </NumCell>
      <NumCell label="금액">
        {formatWon(t.totalAmount)}
        {t.type === 'SELL' && <SaleFigures item={t} />}
      </NumCell>
      <td className="reason stack-block" data-label="투자 근거">
        {t.reason}
      </td>
      <td className="history-feedback-cell">
        <HistoryFeedback item={t} onChanged={onChanged} />
      </td>
    </tr>
  );
}
