import type { ReactNode } from 'react';
import { fillSummary } from '../../../shared/domain/review/summary-template';
import { formatDate, formatNumber, formatPercent, formatWon } from '../../../shared/format';
import { tradeTypeLabels } from '../../../shared/messages';
import type { ReportFigureView, StudentReport } from '../../../shared/schemas/reviews';
import { ExplainFigure } from '../../components/maths/ExplainButton';
import { MetricValue } from '../../components/maths/MetricCard';
import { CriterionTrendTable } from './CriterionTrendTable';

// The lists are cut to what one A4 page holds, the rest is counted; a long record flows on.
const SHOWN_TRADES = 6;
const SHOWN_REFLECTIONS = 3;

function figureValue(figure: ReportFigureView) {
  if (figure.unit === 'won') return formatWon(figure.value);
  if (figure.unit === 'percent') return formatPercent(figure.value);
  return formatNumber(figure.value);
}

/** One student's 세특 material, laid out to print from the top of an A4 page. */
export function ReportSheet({
  report,
  template,
  children,
}: {
  report: StudentReport;
  template: string;
  /** What follows the sheet's own sections (the class page's saved 세특 draft). */
  children?: ReactNode;
}) {
  const { student } = report;
  return (
    <article className="report-sheet card" aria-label={`${student.name} 세특 자료`}>
      <header className="report-head">
        <h2>{student.name}</h2>
        <p className="muted small">
          {student.number !== null && `${student.number} · `}
          {student.className ?? '-'} · 모의투자 세특 자료 · {formatDate(report.generatedAt)} 기준
        </p>
      </header>
      <p className="report-summary">{fillSummary(template, report.summaryFacts)}</p>
      <dl className="report-figures">
        {report.figures.map((figure) => (
          <div key={figure.key}>
            <dt>{figure.label}</dt>
            <dd>
              <strong>{figureValue(figure)}</strong>
              <span className="figure-formula">
                {figure.formula}
                {figure.steps.length > 1 && ` = ${figure.steps.join(' = ')}`}
              </span>
            </dd>
          </div>
        ))}
      </dl>
      {report.metrics.length > 0 && (
        <section>
          <h3>경제수학 지표 (전체 기간)</h3>
          <dl className="report-figures">
            {report.metrics.map((metric) => (
              <div key={metric.key}>
                <dt>{metric.label}</dt>
                <dd>
                  <strong>
                    <MetricValue metric={metric} />
                  </strong>
                  <span className="report-explain">
                    <ExplainFigure label={metric.label} explanation={metric} />
                  </span>
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}
      <section>
        <h3>근거 평가 (기준별 평균, 만점 대비)</h3>
        <CriterionTrendTable criteria={report.criteria} />
      </section>
      <section>
        <h3>가장 잘 쓴 근거</h3>
        {report.bestRationales.length === 0 ? (
          <p className="muted small">평가받은 근거가 없습니다</p>
        ) : (
          <ol className="best-rationales">
            {report.bestRationales.map((best) => (
              <li key={best.trade.id}>
                <span className="muted small">
                  {formatDate(best.trade.createdAt)} {best.trade.stockName}{' '}
                  {tradeTypeLabels[best.trade.type]} · {best.totalPoints}/{best.maxPoints}점
                </span>
                <q>{best.trade.reason}</q>
                {best.comment && <span className="best-comment">교사: {best.comment}</span>}
              </li>
            ))}
          </ol>
        )}
      </section>
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
      <section>
        <h3>회고</h3>
        {report.reflections.length === 0 ? (
          <p className="muted small">작성한 회고가 없습니다</p>
        ) : (
          <ul className="report-list">
            {report.reflections.slice(0, SHOWN_REFLECTIONS).map((r) => (
              <li key={r.trade.id}>
                <span className="muted small">
                  {formatDate(r.trade.createdAt)} {r.trade.stockName}
                </span>{' '}
                {r.text}
              </li>
            ))}
            {report.reflections.length > SHOWN_REFLECTIONS && (
              <li className="muted">외 {report.reflections.length - SHOWN_REFLECTIONS}건</li>
            )}
          </ul>
        )}
      </section>
      {children}
    </article>
  );
}
