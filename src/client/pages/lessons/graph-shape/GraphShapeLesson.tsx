import type { GraphShapeLesson as Lesson } from '../../../../shared/schemas/lessons/graph-shape';
import { formatWon } from '../../../../shared/format';
import { StatCard, StatGrid } from '../../../components/StatCard';
import { ExplainButton } from '../../../components/maths/ExplainButton';
import { MathTex } from '../../../components/maths/MathTex';
import { MetricCard } from '../../../components/maths/MetricCard';
import type { LessonViewProps } from '../lesson-views';
import { CurvePlot } from '../stock-curve/CurvePlot';
import { StockChoice } from '../stock-curve/StockChoice';
import { LessonStatus } from '../LessonStatus';
import { useStockLesson } from '../stock-curve/useStockLesson';
import '../stock-curve/stock-curve.css';
import { SignChartTable } from './SignChartTable';

type Curve = NonNullable<Lesson['curve']>;

/** 12경수04-02 그래프의 개형: a real price path, its fitted cubic, f′'s signs and the 극값. */
export function GraphShapeLesson({ student }: LessonViewProps) {
  const lesson = useStockLesson('graphShape', student);
  const { data } = lesson;
  if (!data || lesson.read.error) return <LessonStatus read={lesson.read} />;
  const name = data.stock?.name ?? '';
  return (
    <div className="curve-lesson">
      <div className="curve-top">
        <StockChoice choices={data.choices} value={lesson.symbol} onChange={lesson.setSymbol} />
      </div>
      {data.missing || !data.curve ? (
        <p className="card empty-state">{data.missing}</p>
      ) : (
        <div className="curve-grid curve-grid-two">
          <section className="card curve-card" aria-labelledby="shape-chart">
            <h2 className="card-title" id="shape-chart">
              {name}의 실제 종가와 삼차함수
            </h2>
            <p className="curve-lead">
              최근 {data.curve.closes.length}거래일의 실제 종가(KRX)에 최소제곱법으로 맞춘 삼차함수
              f(t)예요. t는 {data.curve.closes[0]!.date}을 0으로 센 거래일(KRX 자료가 없는 날은
              건너뛰어요). 극대와 극소를 함께 가질 수 있는 가장 낮은 차수라서 삼차함수를 골랐어요.
              미분하는 것은 시장이 아니라 이 곡선이에요.
            </p>
            <CurvePlot curve={data.curve} stockName={name} />
            <FitFigures curve={data.curve} />
          </section>
          <section className="card curve-card" aria-labelledby="shape-sign">
            <h2 className="card-title" id="shape-sign">
              도함수의 부호로 보는 개형
            </h2>
            <p className="curve-formula">
              <MathTex tex={data.curve.curve} />
            </p>
            <p className="curve-formula">
              <MathTex tex={data.curve.derivative} />
            </p>
            <p className="curve-lead">
              f′(t) = 0인 t에서 부호가 +에서 −로 바뀌면 극대, −에서 +로 바뀌면 극소예요.
            </p>
            <SignChartTable columns={data.curve.signChart} />
            <Turns curve={data.curve} />
          </section>
        </div>
      )}
    </div>
  );
}

function FitFigures({ curve }: { curve: Curve }) {
  return (
    <StatGrid>
      <MetricCard metric={curve.fit} />
      <StatCard
        label="종가와 곡선의 평균 거리"
        value={formatWon(curve.rmse)}
        detail="√(Σ(P − f)² ÷ n): 곡선이 하루 종가를 이만큼 벗어나요."
      />
    </StatGrid>
  );
}

function Turns({ curve }: { curve: Curve }) {
  return (
    <StatGrid>
      {curve.extrema.map((e) => (
        <StatCard
          key={e.kind}
          label={`${e.kind}: ${e.date} 무렵 (t ≈ ${e.root.value})`}
          value={formatWon(e.value.value)}
          action={
            <ExplainButton
              title={`${e.kind}`}
              figures={[
                { label: `${e.kind}인 t`, explanation: e.root },
                { label: `${e.kind}값 f(t)`, explanation: e.value },
              ]}
            />
          }
        />
      ))}
      {curve.extrema.length === 0 && (
        <StatCard
          label="극값"
          value="없음"
          detail="이 기간 안에서는 f′(t)의 부호가 바뀌지 않아요."
        />
      )}
      <MetricCard metric={curve.slopeAtLast} signed />
    </StatGrid>
  );
}
