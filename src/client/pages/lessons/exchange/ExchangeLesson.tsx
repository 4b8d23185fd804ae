import { lessonsApi } from '../../../../shared/contracts/lessons';
import { formatWon } from '../../../../shared/format';
import type { ExchangeLesson as Lesson } from '../../../../shared/schemas/lessons/exchange';
import { useApiQuery } from '../../../data/useApiQuery';
import { StatGrid } from '../../../components/StatCard';
import { MetricCard } from '../../../components/maths/MetricCard';
import type { LessonViewProps } from '../lesson-views';
import { LessonAnswer, metricOf } from '../matrix/LessonAnswer';
import { RatesForm } from './RatesForm';
import '../stock-curve/stock-curve.css';
import './exchange.css';

const rateText = (rate: number) =>
  `${rate.toLocaleString('ko-KR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}원`;

/** 12경수01-02 환율: the student's return seen in dollars, and 환전 of their cash. */
export function ExchangeLesson({ student }: LessonViewProps) {
  const read = useApiQuery(lessonsApi.exchange, { query: { student } });
  return (
    <LessonAnswer read={read}>
      {(lesson) => (
        <div className="curve-lesson">
          <RatesNote lesson={lesson} />
          <div className="curve-grid curve-grid-two">
            <div className="curve-lesson">
              <ReturnCard lesson={lesson} />
              {student !== undefined && lesson.classId !== null && (
                <RatesForm classId={lesson.classId} rates={lesson.rates} />
              )}
            </div>
            <ConversionCard lesson={lesson} />
          </div>
        </div>
      )}
    </LessonAnswer>
  );
}

function RatesNote({ lesson }: { lesson: Lesson }) {
  const { rates } = lesson;
  return (
    <p className="card curve-note exchange-rates" role="note">
      <strong>{lesson.ratesLabel}</strong>: 기간 시작 S₀ = {rateText(rates.startRate)}, 지금 S₁ ={' '}
      {rateText(rates.endRate)} (원/달러 매매기준율), 스프레드 {rates.spreadPercent} %, 우대율{' '}
      {rates.preferentialPercent} %.{' '}
      {lesson.exampleRates
        ? '실제 환율이 아니라 설명을 위한 예시예요. 선생님이 실제 환율을 찾아 입력하면 바뀌어요.'
        : 'StockClass에는 환율 자료가 없어서 선생님이 입력한 값이에요.'}
    </p>
  );
}

function ReturnCard({ lesson }: { lesson: Lesson }) {
  return (
    <section className="card curve-card" aria-labelledby="exchange-return">
      <h2 className="card-title" id="exchange-return">
        ① 외국 투자자가 본 내 수익률
      </h2>
      <p className="curve-lead">
        달러로 투자하는 사람은 원화로 바꿔 투자하고, 끝나면 다시 달러로 바꿔요. 원화 수익률이
        r원화일 때 달러 수익률은 (1 + r원화) × S₀ ÷ S₁ − 1이에요. 환율이 오르면(원화 약세) 달러
        수익률은 원화 수익률보다 낮아져요.
      </p>
      {lesson.from && (
        <p className="curve-rates">
          기간: {lesson.from} 첫 입금 ~ {lesson.to}
        </p>
      )}
      {lesson.missing && <p className="curve-note">{lesson.missing}</p>}
      <StatGrid>
        <MetricCard metric={lesson.wonReturn} signed />
        {lesson.dollarReturn && <MetricCard metric={lesson.dollarReturn} signed />}
      </StatGrid>
    </section>
  );
}

function ConversionCard({ lesson }: { lesson: Lesson }) {
  const c = lesson.conversion;
  return (
    <section className="card curve-card" aria-labelledby="exchange-conversion">
      <h2 className="card-title" id="exchange-conversion">
        ② 환전: 살 때, 팔 때, 우대율
      </h2>
      <p className="curve-lead">
        은행은 매매기준율 S에 스프레드를 더해 달러를 팔고(살 때), 빼서 사요(팔 때). 우대율은 내가
        내는 스프레드를 그만큼 깎아 줘요.{' '}
        {c.exampleCash
          ? `현금이 없어서 예시 금액 ${formatWon(c.won)}으로 계산해요.`
          : `내 현금 ${formatWon(c.won)}을 바꿔 봐요.`}{' '}
        ({lesson.ratesLabel})
      </p>
      <StatGrid>
        <MetricCard metric={metricOf('buyingRate', '살 때 (우대 없음)', c.buyingRate)} />
        <MetricCard metric={metricOf('preferredRate', '살 때 (우대 적용)', c.preferredRate)} />
        <MetricCard metric={metricOf('sellingRate', '팔 때 환율', c.sellingRate)} />
        <MetricCard metric={metricOf('dollars', '달러 $ (우대 없음)', c.dollars)} />
        <MetricCard
          metric={metricOf('preferredDollars', '달러 $ (우대 적용)', c.preferredDollars)}
        />
        <MetricCard metric={metricOf('wonBack', '되팔면 받는 원화', c.wonBack)} />
      </StatGrid>
      <p className="curve-note">
        바로 되팔면 {formatWon(c.won - c.wonBack.value!)}이 줄어요: 환전할 때마다 스프레드를 내기
        때문이에요.
      </p>
    </section>
  );
}
