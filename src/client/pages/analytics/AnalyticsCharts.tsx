import type { Analytics } from '../../../shared/schemas/analytics';
import { SeriesChart } from '../../charts/SeriesChart';
import { ExplainFigure } from '../../components/maths/ExplainButton';
import { HistogramBars } from '../../components/maths/HistogramBars';
import { pointDays } from './point-days';

const points = (v: number) => v.toFixed(1);
const percent = (v: number) => `${(v * 100).toFixed(1)}%`;

/**
 * Value against KOSPI at each point's own market day (both leave from the same place), the
 * drawdown curve and the daily returns.
 */
export function AnalyticsCharts({ analytics, owner }: { analytics: Analytics; owner: string }) {
  const { series, returnDistribution } = analytics;
  const enough = series.dates.length >= 2;
  return (
    <>
      <section className="card analytics-chart">
        <h2 className="card-title">{owner} vs KOSPI (시작일 = 100)</h2>
        {enough ? (
          <SeriesChart
            label={`${owner}과 KOSPI를 시작일 100으로 맞춘 선 그래프`}
            dates={series.dates}
            pointLabels={pointDays(series.dates, series.marketDates)}
            format={points}
            lines={[
              { label: owner, values: series.value, color: 'line' },
              { label: 'KOSPI', values: series.benchmark, color: 'ma5' },
            ]}
          />
        ) : (
          <p className="empty-state">하루치 기록뿐이라 아직 그릴 선이 없어요</p>
        )}
        <p className="muted analytics-footnote">
          KOSPI는 한국거래소 실제 지수로, 각 날의 자산을 평가한 시점(재생 중인 실제 거래일)의 지수와
          짝지어 비교해요. 지수가 기록되지 않은 날은 비워 둬요. 그래프를 가리키면 날짜 옆에 그 날을
          평가한 KRX 거래일이 나와요.
        </p>
      </section>
      <section className="card analytics-chart">
        <h2 className="card-title">낙폭 (고점 대비 하락률)</h2>
        {enough ? (
          <SeriesChart
            label="고점 대비 하락률 그래프"
            dates={series.dates}
            pointLabels={pointDays(series.dates, series.marketDates)}
            format={percent}
            lines={[{ label: '낙폭', values: series.drawdown, color: 'down', fill: true }]}
          />
        ) : (
          <p className="empty-state">하루치 기록뿐이라 아직 낙폭이 없어요</p>
        )}
      </section>
      <section className="card">
        <div className="section-heading-row">
          <h2 className="card-title">일간 수익률 분포</h2>
          <ExplainFigure label="일간 수익률 히스토그램" explanation={returnDistribution} />
        </div>
        <HistogramBars histogram={returnDistribution} unitLabel="일" />
      </section>
    </>
  );
}
