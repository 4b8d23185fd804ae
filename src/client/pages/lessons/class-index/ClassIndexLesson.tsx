import { lessonsApi } from '../../../../shared/contracts/lessons';
import { formatNumber, formatWon } from '../../../../shared/format';
import type { ClassIndexLesson as Lesson } from '../../../../shared/schemas/lessons/class-index';
import { useApiQuery } from '../../../data/useApiQuery';
import { StatGrid } from '../../../components/StatCard';
import { MetricCard } from '../../../components/maths/MetricCard';
import type { LessonViewProps } from '../lesson-views';
import { LessonAnswer, metricOf } from '../matrix/LessonAnswer';
import { IndexChart } from './IndexChart';
import '../stock-curve/stock-curve.css';

const point = (value: number | null) => (value === null ? '—' : value.toFixed(2));

/** 12경수01-01 우리 반 주가지수: the class's stocks as an index beside KOSPI and KOSDAQ. */
export function ClassIndexLesson({ student }: LessonViewProps) {
  const read = useApiQuery(lessonsApi.classIndex, { query: { student } });
  return (
    <LessonAnswer read={read}>
      {(lesson) =>
        lesson.missing ? (
          <p className="card empty-state">{lesson.missing}</p>
        ) : (
          <div className="curve-lesson">
            <div className="curve-grid curve-grid-three">
              <IndexCard lesson={lesson} />
              <HandCard lesson={lesson} />
              <SplitCard lesson={lesson} />
            </div>
          </div>
        )
      }
    </LessonAnswer>
  );
}

function IndexCard({ lesson }: { lesson: Lesson }) {
  return (
    <section className="card curve-card" aria-labelledby="index-chart">
      <h2 className="card-title" id="index-chart">
        ① 우리 반 주가지수와 KOSPI·KOSDAQ
      </h2>
      <p className="curve-lead">
        {lesson.basis === 'held'
          ? '오늘 우리 반 학생들이 가진 종목'
          : '우리 반은 아직 가진 종목이 없어서 학생들의 관심종목'}{' '}
        {lesson.members.length}개로 만든 지수예요. KOSPI처럼 상장주식수 × 실제 종가(시가총액)로
        가중했어요 (액면분할·무상증자 뒤에는 늘어난 주식 수로). {lesson.baseNote} KOSPI·KOSDAQ도
        같은 날을 100으로 바꿨어요.
      </p>
      <IndexChart rows={lesson.rows} />
      <div
        className="curve-table-scroll index-table-scroll"
        tabIndex={0}
        role="region"
        aria-label="지수 표"
      >
        <table className="lesson-table curve-table">
          <caption>기준일 {lesson.base} = 100</caption>
          <thead>
            <tr>
              <th scope="col">날짜</th>
              <th scope="col" className="num">
                시가총액
              </th>
              <th scope="col" className="num">
                가격
              </th>
              <th scope="col" className="num">
                KOSPI
              </th>
              <th scope="col" className="num">
                KOSDAQ
              </th>
            </tr>
          </thead>
          <tbody>
            {[...lesson.rows].reverse().map((r) => (
              <tr key={r.date}>
                <th scope="row">{r.date}</th>
                <td className="num">{point(r.capWeighted)}</td>
                <td className="num">{point(r.priceWeighted)}</td>
                <td className="num">{point(r.kospi)}</td>
                <td className="num">{point(r.kosdaq)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function HandCard({ lesson }: { lesson: Lesson }) {
  return (
    <section className="card curve-card" aria-labelledby="index-hand">
      <h2 className="card-title" id="index-hand">
        ② 하루의 지수를 손으로
      </h2>
      <p className="curve-lead">
        I(t) = 100 × Σ(그날 주식 수 × 종가) ÷ Σ(기준일 주식 수 × 종가). 계산 보기로 마지막 날의 값을
        직접 계산해 보세요.
      </p>
      <ul className="curve-rates">
        {lesson.members.map((m) => (
          <li key={m.symbol}>
            {m.name}: 상장주식수 {formatNumber(m.listedShares)}주
          </li>
        ))}
      </ul>
      {lesson.lastDay && (
        <StatGrid>
          <MetricCard metric={lesson.lastDay} />
        </StatGrid>
      )}
      {lesson.change && (
        <p className="curve-note">
          포인트와 등락률은 달라요: 전날보다 {lesson.change.points.toFixed(2)}포인트, 등락률로는{' '}
          {lesson.change.percent.toFixed(2)} %예요. 포인트는 지수의 차이, 등락률은 그 차이를 전날
          지수로 나눈 비율이에요.
        </p>
      )}
    </section>
  );
}

function SplitCard({ lesson }: { lesson: Lesson }) {
  const { split } = lesson;
  if (!split) return null;
  return (
    <section className="card curve-card" aria-labelledby="index-split">
      <h2 className="card-title" id="index-split">
        ③ 액면분할에도 지수가 움직이지 않게
      </h2>
      <p className="curve-lead">
        {split.name}은(는) {split.date}에 1주를 {split.sharesRatio}주로 나눴어요 (실제 KRX 자료):
        전날 종가 {formatWon(split.previousClose)}, 기준가 {formatWon(split.basePrice)}. 주식 수가{' '}
        {split.sharesRatio}배가 되고 값은 1/{split.sharesRatio}이 되니 시가총액은 그대로라서
        시가총액 가중 지수는 변하지 않아요.
      </p>
      <p className="curve-lead">
        가격 가중 지수(ΣP ÷ D)에 이 종목이 들어 있다면 가격 합이 갑자기 줄어 지수가 떨어져요. 그래서
        나누는 수 D = {split.divisor}를 분할 후 가격 합의 비율만큼 줄여 지수를 그대로 둬요.
      </p>
      <StatGrid>
        <MetricCard metric={metricOf('divisor', '분할 뒤의 나누는 수 D′', split.adjusted)} />
      </StatGrid>
    </section>
  );
}
