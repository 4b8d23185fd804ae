import type { FunctionsLesson as Lesson } from '../../../../shared/schemas/lessons/functions';
import { ratePercentText as percent } from '../../../../shared/domain/lessons/marginal';
import { formatWon } from '../../../../shared/format';
import { StatGrid } from '../../../components/StatCard';
import { MetricCard } from '../../../components/maths/MetricCard';
import type { LessonViewProps } from '../lesson-views';
import { StockChoice } from '../stock-curve/StockChoice';
import { LessonStatus } from '../LessonStatus';
import { useStockLesson } from '../stock-curve/useStockLesson';
import { FunctionPlot } from './FunctionPlot';
import '../stock-curve/stock-curve.css';
import './functions.css';

/** 12경수02-01 경제 현상을 함수로: a trade's cost, a holding's value and the break-even price. */
export function FunctionsLesson({ student }: LessonViewProps) {
  const lesson = useStockLesson('functions', student);
  const { data } = lesson;
  if (!data || lesson.read.error) return <LessonStatus read={lesson.read} />;
  return (
    <div className="curve-lesson">
      <div className="curve-top">
        <StockChoice choices={data.choices} value={lesson.symbol} onChange={lesson.setSymbol} />
        {data.lastClose && (
          <p className="curve-lead">
            {data.stock!.name} {data.quantity}주와 {data.lastClose.date} 종가 p ={' '}
            {formatWon(data.lastClose.close)}으로 세 가지 함수를 그려요.
            {data.example && ' 이 종목은 보유하지 않아서 10주를 종가에 샀다고 본 예시예요.'}
          </p>
        )}
      </div>
      {data.missing || !data.lastClose ? (
        <p className="card empty-state">{data.missing}</p>
      ) : (
        <div className="curve-grid curve-grid-three">
          {data.cost && <CostCard cost={data.cost} />}
          {data.value && <ValueCard lesson={data} value={data.value} />}
          {data.breakEven && <BreakEvenCard lesson={data} breakEven={data.breakEven} />}
        </div>
      )}
    </div>
  );
}

function CostCard({ cost }: { cost: NonNullable<Lesson['cost']> }) {
  return (
    <section className="card curve-card" aria-labelledby="functions-cost">
      <h2 className="card-title" id="functions-cost">
        ① 거래 비용은 금액의 함수
      </h2>
      <p className="curve-lead">
        A원어치를 팔 때의 비용 S(A) = ⌊Af⌋ + ⌊Aτ⌋는 원 미만을 버리는 바닥 함수라 계단 모양이에요. 살
        때는 수수료 ⌊Af⌋만 내요.
      </p>
      <p className="curve-rates">
        f = {percent(cost.feeRatePpm)} (우리 반 규칙) · τ = {cost.taxLabel}
      </p>
      <FunctionPlot
        label={`수수료 y = ⌊A × ${percent(cost.feeRatePpm)}⌋의 계단 그래프와 점선 y = A × ${percent(cost.feeRatePpm)}. 0원부터 ${formatWon(cost.stairs.at(-1)![0])}까지 1원씩 올라가요.`}
        lines={[
          { points: cost.line, kind: 'guide' },
          { points: cost.stairs, kind: 'main' },
        ]}
        xName="거래 금액 A (원)"
        yName="수수료 (원)"
      />
      <div className="curve-table-scroll" tabIndex={0} role="region" aria-label="바닥 함수 표">
        <table className="lesson-table curve-table">
          <caption>수수료 Af와 원 미만을 버린 ⌊Af⌋</caption>
          <thead>
            <tr>
              <th scope="col">A</th>
              <th scope="col" className="num">
                Af
              </th>
              <th scope="col" className="num">
                ⌊Af⌋
              </th>
            </tr>
          </thead>
          <tbody>
            {cost.floorRows.map((r) => (
              <tr key={r.amount} className={r.amount === cost.amount ? 'curve-own' : undefined}>
                <th scope="row">
                  {formatWon(r.amount)}
                  {r.amount === cost.amount && <span className="sub"> (내 종목)</span>}
                </th>
                <td className="num">
                  {r.exact.toLocaleString('ko-KR', { maximumFractionDigits: 6 })}
                </td>
                <td className="num">{formatWon(r.fee)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <StatGrid>
        <MetricCard metric={cost.sellCost} />
      </StatGrid>
    </section>
  );
}

function ValueCard({ lesson, value }: { lesson: Lesson; value: NonNullable<Lesson['value']> }) {
  const q = lesson.quantity;
  const last = lesson.lastClose!;
  return (
    <section className="card curve-card" aria-labelledby="functions-value">
      <h2 className="card-title" id="functions-value">
        ② 평가금액은 주가의 일차함수
      </h2>
      <p className="curve-lead">
        {q}주의 평가금액은 V(p) = {q}p예요. 기울기 {q}인 직선이라 주가가 1원 오르면 {q}원 늘어요.
        그래프는 최근 실제 종가의 가장 낮은 값({value.low.date})부터 가장 높은 값(
        {value.high.date})까지예요.
      </p>
      <FunctionPlot
        label={`V(p) = ${q}p의 직선, p는 ${formatWon(value.low.close)}부터 ${formatWon(value.high.close)}까지. ${last.date} 종가 ${formatWon(last.close)}에서 V = ${formatWon(q * last.close)}.`}
        lines={[
          {
            points: [
              [value.low.close, q * value.low.close],
              [value.high.close, q * value.high.close],
            ],
            kind: 'main',
          },
        ]}
        mark={{ x: last.close, y: q * last.close, text: `${last.date.slice(5)} 종가` }}
        xName="주가 p (원)"
        yName="V(p) (원)"
      />
      <StatGrid>
        <MetricCard metric={value.value} />
      </StatGrid>
    </section>
  );
}

function BreakEvenCard({
  lesson,
  breakEven,
}: {
  lesson: Lesson;
  breakEven: NonNullable<Lesson['breakEven']>;
}) {
  const q = lesson.quantity;
  const curve = breakEven.curve;
  const level: Array<[number, number]> = [
    [curve[0]![0], breakEven.cost],
    [curve.at(-1)![0], breakEven.cost],
  ];
  const price = breakEven.price.value ?? 0;
  return (
    <section className="card curve-card" aria-labelledby="functions-break-even">
      <h2 className="card-title" id="functions-break-even">
        ③ 본전 매도가는 역함수
      </h2>
      <p className="curve-lead">
        평균 단가 {formatWon(breakEven.averagePrice)}에 {q}주를 산 비용은 K ={' '}
        {formatWon(breakEven.cost)}이에요. 가격 p에 모두 팔아 받는 돈 N(p) = {q}p − ⌊{q}pf⌋ − ⌊{q}
        pτ⌋가 K가 되는 가격을 거꾸로 구하면 p = N⁻¹(K) ≈ K ÷ ({q}(1 − f − τ))예요.
      </p>
      <FunctionPlot
        label={`받는 돈 N(p)의 그래프와 점선 K = ${formatWon(breakEven.cost)}. 두 그래프가 만나는 본전 매도가는 ${formatWon(price)}.`}
        lines={[
          { points: level, kind: 'guide' },
          { points: curve, kind: 'main' },
        ]}
        mark={{ x: price, y: breakEven.cost, text: `p* = ${formatWon(price)}` }}
        xName="매도가 p (원)"
        yName="N(p) (원)"
      />
      <StatGrid>
        <MetricCard metric={breakEven.price} />
      </StatGrid>
      <p className="curve-note">
        주가는 1원 단위로 가정했어요. 실제 호가 단위에서는 p* 이상인 첫 호가에 팔아야 해요.
      </p>
    </section>
  );
}
