import type { ReactNode } from 'react';
import { formatDate, formatNumber, formatPercent, formatWon } from '../../../shared/format';
import type { ReportFigureView, StudentReport } from '../../../shared/schemas/reviews';
import { ExplainFigure } from '../../components/maths/ExplainButton';
import { MetricValue } from '../../components/maths/MetricCard';
import { CriterionTrendTable } from './CriterionTrendTable';
import { BestRationales, HoldingsAndTrades, Reflections } from './ReportSheetLists';

function figureValue(figure: ReportFigureView) {
  if (figure.unit === 'won') return formatWon(figure.value);
  if (figure.unit === 'percent') return formatPercent(figure.value);
  return formatNumber(figure.value);
}

/** One student's 세특 material, laid out to print from the top of an A4 page. */
export function ReportSheet({
  report,
  children,
}: {
  report: StudentReport;
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
      <BestRationales best={report.bestRationales} />
      <HoldingsAndTrades report={report} />
      <Reflections reflections={report.reflections} />
      {children}
    </article>
  );
}
