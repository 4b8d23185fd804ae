import type { MarginalLesson as Lesson } from '../../../../shared/schemas/lessons/marginal';
import { ratePercentText as percent } from '../../../../shared/domain/lessons/marginal';
import { formatWon } from '../../../../shared/format';
import { StatGrid } from '../../../components/StatCard';
import { ExplainButton } from '../../../components/maths/ExplainButton';
import { MathTex } from '../../../components/maths/MathTex';
import { MetricCard } from '../../../components/maths/MetricCard';
import { formatFigure } from '../../../components/maths/format-figure';
import type { LessonViewProps } from '../lesson-views';
import { StockChoice } from '../stock-curve/StockChoice';
import { LessonStatus } from '../LessonStatus';
import { useStockLesson } from '../stock-curve/useStockLesson';
import '../stock-curve/stock-curve.css';

/** 12경수04-01 미분: a sale's cost, a holding's value and a price's rate of change, differentiated. */
export function MarginalLesson({ student }: LessonViewProps) {
  const lesson = useStockLesson('marginal', student);
  const { data } = lesson;
  if (!data || lesson.read.error) return <LessonStatus read={lesson.read} />;
  return (
    <div className="curve-lesson">
      <div className="curve-top">
        <StockChoice choices={data.choices} value={lesson.symbol} onChange={lesson.setSymbol} />
        {data.lastClose && (
          <p className="curve-lead">
            {data.stock!.name}의 {data.lastClose.date} 종가 p = {formatWon(data.lastClose.close)}
            에서 세 가지 함수를 미분해요.
          </p>
        )}
      </div>
      {data.missing || !data.lastClose ? (
        <p className="card empty-state">{data.missing}</p>
      ) : (
        <div className="curve-grid curve-grid-three">
          {data.cost && <CostCard cost={data.cost} held={data.stock!.held} />}
          {data.value && <ValueCard value={data.value} />}
          <RatesCard lesson={data} />
        </div>
      )}
    </div>
  );
}

function CostCard({ cost, held }: { cost: NonNullable<Lesson['cost']>; held: number }) {
  return (
    <section className="card curve-card" aria-labelledby="marginal-cost">
      <h2 className="card-title" id="marginal-cost">
        ① 팔 때 드는 비용 C(q)
      </h2>
      <p className="curve-lead">
        q주를 팔 때의 비용 C(q) = ⌊pqf⌋ + ⌊pqτ⌋는 원 미만을 버려 계단 모양이에요. 버리기 전의
        매끄러운 부분 pq(f + τ)를 q로 미분하면 한 주 더 팔 때의 한계비용이에요.
      </p>
      <p className="curve-rates">
        수수료율 f = {percent(cost.feeRatePpm)} (우리 반 규칙) · 세율 τ = {cost.taxLabel}
      </p>
      <StatGrid>
        <MetricCard metric={cost.marginal} />
      </StatGrid>
      <div
        className="curve-table-scroll"
        tabIndex={0}
        role="region"
        aria-label="q주를 팔 때의 비용 표"
      >
        <table className="lesson-table curve-table">
          <caption>실제 비용 C(q)와 한 주 더 팔 때 늘어나는 ΔC = C(q+1) − C(q)</caption>
          <thead>
            <tr>
              <th scope="col">q</th>
              <th scope="col" className="num">
                수수료
              </th>
              <th scope="col" className="num">
                세금
              </th>
              <th scope="col" className="num">
                C(q)
              </th>
              <th scope="col" className="num">
                ΔC
              </th>
            </tr>
          </thead>
          <tbody>
            {cost.rows.map((r) => (
              <tr key={r.quantity} className={r.quantity === held ? 'curve-own' : undefined}>
                <th scope="row">
                  {r.quantity}주{r.quantity === held && <span className="sub"> (보유)</span>}
                </th>
                <td className="num">{formatWon(r.fee)}</td>
                <td className="num">{formatWon(r.tax)}</td>
                <td className="num">{formatWon(r.cost)}</td>
                <td className="num">{formatWon(r.nextShare)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="curve-note">
        실제 ΔC는 원 단위로 뛰지만 여러 주에 걸쳐 평균하면 C′(q) ={' '}
        {formatFigure(cost.marginal.value, 'won')}에 가까워져요.
      </p>
    </section>
  );
}

function ValueCard({ value }: { value: NonNullable<Lesson['value']> }) {
  return (
    <section className="card curve-card" aria-labelledby="marginal-value">
      <h2 className="card-title" id="marginal-value">
        ② 평가금액 V(p) = qp
      </h2>
      <p className="curve-lead">
        q주를 가지고 있으면 평가금액은 주가 p의 일차함수 V(p) = qp예요. p로 미분하면 dV/dp = q:
        주가가 1원 오르면 평가금액은 {value.quantity}원 늘어요.
      </p>
      {value.example && (
        <p className="curve-note">
          이 종목은 보유하지 않아서 q = {value.quantity}주로 든 예시예요.
        </p>
      )}
      <StatGrid>
        <MetricCard metric={value.value} />
        <MetricCard metric={value.slope} />
      </StatGrid>
    </section>
  );
}

function RatesCard({ lesson }: { lesson: Lesson }) {
  const { rates } = lesson;
  return (
    <section className="card curve-card" aria-labelledby="marginal-rates">
      <h2 className="card-title" id="marginal-rates">
        ③ 평균변화율에서 순간변화율로
      </h2>
      {!rates ? (
        <p className="curve-note">{lesson.ratesMissing}</p>
      ) : (
        <>
          <p className="curve-lead">
            h거래일 동안의 평균변화율 [P(T) − P(T−h)] ÷ h는 들쭉날쭉한 실제 종가로는 한 값에 모이지
            않아요. {rates.from}~{rates.to}의 종가 {rates.closes}개에 최소제곱법으로 맞춘 삼차함수
            f(t)로 구하면 h → 0일 때 f′(T)에 다가가요. 미분하는 것은 시장이 아니라 이 곡선이에요.
          </p>
          <p className="curve-formula">
            <MathTex tex={rates.curve} />
          </p>
          <div className="curve-table-scroll" tabIndex={0} role="region" aria-label="평균변화율 표">
            <table className="lesson-table curve-table">
              <caption>T = {rates.to}까지 h거래일의 평균변화율 (원/일)</caption>
              <thead>
                <tr>
                  <th scope="col">h</th>
                  <th scope="col" className="num">
                    실제 종가
                  </th>
                  <th scope="col" className="num">
                    곡선 f
                  </th>
                  <th scope="col">
                    <span className="visually-hidden">계산</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {rates.rows.map((r) => (
                  <tr key={r.h}>
                    <th scope="row">{r.h}일</th>
                    <td className="num">{formatFigure(r.real.value, 'won')}</td>
                    <td className="num">{formatFigure(r.fitted.value, 'won')}</td>
                    <td>
                      <ExplainButton
                        title={`h = ${r.h}일 (${r.from}~${r.to}) 평균변화율`}
                        figures={[
                          { label: '실제 종가의 평균변화율', explanation: r.real },
                          { label: '곡선 f의 평균변화율', explanation: r.fitted },
                        ]}
                      />
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <StatGrid>
            <MetricCard metric={rates.instantaneous} signed />
          </StatGrid>
        </>
      )}
    </section>
  );
}
