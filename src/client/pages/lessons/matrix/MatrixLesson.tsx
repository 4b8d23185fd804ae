import { lessonsApi } from '../../../../shared/contracts/lessons';
import type { MatrixLesson as MatrixAnswer } from '../../../../shared/schemas/lessons/matrix';
import { formatNumber } from '../../../../shared/format';
import { MathTex } from '../../../components/maths/MathTex';
import { useApiQuery } from '../../../data/useApiQuery';
import { LessonMetrics } from '../../../components/lessons/LessonMetrics';
import type { LessonViewProps } from '../lesson-views';
import { LessonAnswer, metricOf } from './LessonAnswer';
import { TryEntry } from './TryEntry';

/** 보유 수량과 주가를 행렬로 ([12경수03-01]): H·P on my holdings, C·p on the class's. */
export function MatrixLesson({ student }: LessonViewProps) {
  const read = useApiQuery(lessonsApi.matrix, { query: { student } });
  return (
    <LessonAnswer read={read}>
      {(lesson) => (
        <div className="matrix-lesson">
          <OwnMatrix lesson={lesson} />
          <ClassMatrix lesson={lesson} />
        </div>
      )}
    </LessonAnswer>
  );
}

/** 2026-03-10 → 03-10; a label that is not a date (전일) as it is. */
const day = (date: string) => (/^\d{4}-/.test(date) ? date.slice(5) : date);

function OwnMatrix({ lesson }: { lesson: MatrixAnswer }) {
  const { own } = lesson;
  return (
    <section className="card lesson" aria-labelledby="matrix-own">
      <h2 className="card-title" id="matrix-own">
        내 보유 수량 H × 종가 P
      </h2>
      {!own ? (
        <p className="empty-state">{lesson.ownMissing}</p>
      ) : (
        <>
          <p className="muted lesson-lead">
            지금 가진 수량을 행 H = <MathTex tex={own.tex.h} />
            로, 실제 종가를 종목 × 거래일 행렬 P로 놓으면 HP의 j번째 성분은 그날 종가로 잰
            평가금액이에요.
          </p>
          <p className="muted matrix-note">
            P의 열은 재생 중인 KRX 거래일({own.days.at(-1)?.slice(0, 4)}년)의 실제 종가, 끝에서 둘째
            열은 전일 종가(오늘의 기준가), 마지막 열은 오늘 현재가예요.
          </p>
          <div className="matrix-table-box" tabIndex={0} role="region" aria-label="H와 P의 표">
            <table className="lesson-table matrix-table">
              <caption>보유 수량 H와 종가 행렬 P, 그 곱 HP</caption>
              <thead>
                <tr>
                  <th scope="col">종목</th>
                  <th scope="col" className="num">
                    H (주)
                  </th>
                  {own.days.map((d, j) => (
                    <th scope="col" className="num" key={d}>
                      {j === own.days.length - 1 ? `오늘 ${day(d)}` : day(d)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {own.stocks.map((s, i) => (
                  <tr key={s.symbol}>
                    <th scope="row">{s.name}</th>
                    <td className="num">{formatNumber(s.quantity)}</td>
                    {own.prices[i]!.map((p, j) => (
                      <td className="num" key={own.days[j]}>
                        {formatNumber(p)}
                      </td>
                    ))}
                  </tr>
                ))}
                <tr className="matrix-product">
                  <th scope="row" colSpan={2}>
                    HP (원)
                  </th>
                  {own.values.map((v, j) => (
                    <td className="num" key={own.days[j]}>
                      {formatNumber(v)}
                    </td>
                  ))}
                </tr>
              </tbody>
            </table>
          </div>
          {own.leftOut > 0 && (
            <p className="muted matrix-note">
              보유 종목이 많아 전일 종가로 잰 금액이 큰 5종목만 H에 넣었어요 ({own.leftOut}종목
              제외).
            </p>
          )}
          <TryEntry
            prompt="HP의 전일 종가 성분 (원)"
            label="HP의 전일 종가 성분"
            explanation={own.entry}
          />
          <LessonMetrics
            metrics={[
              metricOf('today', '오늘 HP (현재가)', own.today),
              metricOf('change', '가격 변화의 효과 HΔP', own.change),
            ]}
          />
          {own.tex.delta && (
            <p className="muted matrix-note">
              ΔP = 오늘 열 − 전일 열 = <MathTex tex={own.tex.delta} />: HΔP는 오늘 가격이 움직여
              평가금액이 바뀐 만큼이에요.
            </p>
          )}
        </>
      )}
    </section>
  );
}

function ClassMatrix({ lesson }: { lesson: MatrixAnswer }) {
  const c = lesson.class;
  return (
    <section className="card lesson" aria-labelledby="matrix-class">
      <h2 className="card-title" id="matrix-class">
        우리 반 행렬 C × 오늘 가격 p
      </h2>
      {!c ? (
        <p className="empty-state">{lesson.classMissing}</p>
      ) : (
        <>
          <p className="muted lesson-lead">
            C의 행은 학생, 열은 우리 반이 많이 가진 종목의 보유 수량이에요. Cp는 모든 학생의
            평가금액을 한 번에, CΔp는 전일 대비 가격 변화 Δp로 바뀐 금액을 구해요. 친구 이름 대신
            번호로 보여줘요.
          </p>
          <div
            className="matrix-table-box"
            tabIndex={0}
            role="region"
            aria-label="우리 반 행렬 C의 표"
          >
            <table className="lesson-table matrix-table">
              <thead>
                <tr>
                  <th scope="col">학생</th>
                  {c.stocks.map((s) => (
                    <th scope="col" className="num" key={s.symbol}>
                      {s.name}
                    </th>
                  ))}
                  <th scope="col" className="num">
                    Cp (원)
                  </th>
                  <th scope="col" className="num">
                    CΔp (원)
                  </th>
                </tr>
                <tr>
                  <th scope="row">p (오늘)</th>
                  {c.prices.map((p, i) => (
                    <td className="num" key={c.stocks[i]!.symbol}>
                      {formatNumber(p)}
                    </td>
                  ))}
                  <td colSpan={2} />
                </tr>
                <tr>
                  <th scope="row">Δp</th>
                  {c.delta.map((d, i) => (
                    <td className="num" key={c.stocks[i]!.symbol}>
                      {formatNumber(d)}
                    </td>
                  ))}
                  <td colSpan={2} />
                </tr>
              </thead>
              <tbody>
                {c.rows.map((row, r) => (
                  <tr key={row.label} className={row.self ? 'matrix-self' : undefined}>
                    <th scope="row">{row.label}</th>
                    {row.quantities.map((q, i) => (
                      <td className="num" key={c.stocks[i]!.symbol}>
                        {formatNumber(q)}
                      </td>
                    ))}
                    <td className="num">{formatNumber(c.values[r]!)}</td>
                    <td className="num">{formatNumber(c.changes[r]!)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {c.zeroRows > 0 && (
            <p className="muted matrix-note">
              이 종목들을 갖고 있지 않은 {c.zeroRows}명은 모든 성분이 0인 행이라 빼고 보여줘요.
            </p>
          )}
          <LessonMetrics
            metrics={[
              metricOf('selfValue', '내 행의 Cp', c.selfValue),
              metricOf('selfChange', '내 행의 CΔp', c.selfChange),
            ]}
          />
        </>
      )}
    </section>
  );
}
