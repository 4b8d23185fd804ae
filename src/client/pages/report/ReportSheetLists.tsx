import { formatDate, formatNumber, formatPercent, formatWon } from '../../../shared/format';
import { tradeTypeLabels } from '../../../shared/messages';
import type { StudentReport } from '../../../shared/schemas/reviews';

// The lists are cut to what one A4 page holds, the rest is counted; a long record flows on.
const SHOWN_TRADES = 6;
const SHOWN_REFLECTIONS = 3;

export function BestRationales({ best }: { best: StudentReport['bestRationales'] }) {
  return (
    <section>
      <h3>가장 잘 쓴 근거</h3>
      {best.length === 0 ? (
        <p className="muted small">만점의 3분의 2 이상을 받은 근거가 없습니다</p>
      ) : (
        <ol className="best-rationales">
          {best.map((b) => (
            <li key={b.trade.id}>
              <span className="muted small">
                {formatDate(b.trade.createdAt)} {b.trade.stockName} {tradeTypeLabels[b.trade.type]}{' '}
                · {b.totalPoints}/{b.maxPoints}점
              </span>
              <q>{b.trade.reason}</q>
              {b.comment && <span className="best-comment">교사: {b.comment}</span>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** 보유 종목 beside 최근 거래. */
export function HoldingsAndTrades({ report }: { report: StudentReport }) {
  return (
    <div className="report-columns">
      <section>
        <h3>보유 종목</h3>
        {report.holdings.length === 0 ? (
          <p className="muted small">보유 종목 없음</p>
        ) : (
          <ul className="report-list">
            {report.holdings.map((h) => (
              <li key={h.symbol}>
                {h.name} {formatNumber(h.quantity)}주 · {formatWon(h.currentValue)} (
                {formatPercent(h.profitLossPercent)})
              </li>
            ))}
          </ul>
        )}
      </section>
      <section>
        <h3>최근 거래</h3>
        <ul className="report-list">
          {report.trades.slice(0, SHOWN_TRADES).map((t) => (
            <li key={t.id}>
              {formatDate(t.createdAt)} {t.stockName} {tradeTypeLabels[t.type]}{' '}
              {formatNumber(t.quantity)}주
            </li>
          ))}
          {report.trades.length > SHOWN_TRADES && (
            <li className="muted">외 {report.trades.length - SHOWN_TRADES}건</li>
          )}
        </ul>
      </section>
    </div>
  );
}

export function Reflections({ reflections }: { reflections: StudentReport['reflections'] }) {
  return (
    <section>
      <h3>회고</h3>
      {reflections.length === 0 ? (
        <p className="muted small">작성한 회고가 없습니다</p>
      ) : (
        <ul className="report-list">
          {reflections.slice(0, SHOWN_REFLECTIONS).map((r) => (
            <li key={r.trade.id}>
              <span className="muted small">
                {formatDate(r.trade.createdAt)} {r.trade.stockName}
              </span>{' '}
              {r.text}
            </li>
          ))}
          {reflections.length > SHOWN_REFLECTIONS && (
            <li className="muted">외 {reflections.length - SHOWN_REFLECTIONS}건</li>
          )}
        </ul>
      )}
    </section>
  );
}
