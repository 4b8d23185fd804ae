import { useState } from 'react';
import { lessonsApi } from '../../../../shared/contracts/lessons';
import { explainMeanVarianceUtility, preferred } from '../../../../shared/domain/lessons/utility';
import type { UtilityLesson as Lesson } from '../../../../shared/schemas/lessons/utility';
import { formatWon } from '../../../../shared/format';
import { StatGrid } from '../../../components/StatCard';
import { ExplainButton } from '../../../components/maths/ExplainButton';
import { MetricCard } from '../../../components/maths/MetricCard';
import { formatFigure } from '../../../components/maths/format-figure';
import { useApiQuery } from '../../../data/useApiQuery';
import { LessonStatus } from '../LessonStatus';
import { FunctionPlot } from '../functions/FunctionPlot';
import type { LessonViewProps } from '../lesson-views';
import '../stock-curve/stock-curve.css';
import '../functions/functions.css';

const UTILITY_NAMES = ['√W', 'ln W', 'W', 'W²'];

/** 12경수02-03 효용: utility shapes, the CE of tomorrow's wealth, and the student's own A. */
export function UtilityLesson({ student }: LessonViewProps) {
  const read = useApiQuery(lessonsApi.utility, { query: { student } });
  if (!read.data || read.error) return <LessonStatus read={read} />;
  const lesson = read.data;
  return (
    <div className="curve-lesson">
      <p className="curve-lead">
        {lesson.missing
          ? lesson.missing
          : `${lesson.from}~${lesson.to}의 실제 하루 수익률 ${lesson.days}개가 각각 같은 확률로 내일 다시 일어난다고 보고, ${lesson.to} 종가의 자산 W₀ = ${formatWon(lesson.wealth)}의 내일 자산을 효용으로 따져요.`}
      </p>
      <div className="curve-grid curve-grid-three">
        <ShapesCard lesson={lesson} />
        {!lesson.missing && <CertaintyCard lesson={lesson} />}
        {!lesson.missing && <AversionCard lesson={lesson} />}
      </div>
    </div>
  );
}

function ShapesCard({ lesson }: { lesson: Lesson }) {
  return (
    <section className="card curve-card" aria-labelledby="utility-shapes">
      <h2 className="card-title" id="utility-shapes">
        ① 효용함수의 모양
      </h2>
      <p className="curve-lead">
        √W와 ln W는 위로 볼록(오목)해서 같은 금액을 잃는 아픔이 얻는 기쁨보다 커요: 위험 회피. W는
        직선(위험 중립), W²은 아래로 볼록(위험 선호)이에요.
      </p>
      <FunctionPlot
        label="W₀를 1로 놓은 자산 0.5부터 1.5까지의 효용 그래프: √W와 ln W는 오목, W는 직선, W²은 볼록해요. 모두 W = 1에서 1이에요."
        lines={lesson.shapes.map((s) => ({
          points: s.points,
          kind: 'main' as const,
          className: `fn-u-${s.key}`,
        }))}
        xName="자산 W ÷ W₀"
        yName="U(W) ÷ U(W₀)"
        format={(v) => v.toLocaleString('ko-KR', { maximumFractionDigits: 2 })}
      />
      <ul className="fn-legend">
        {lesson.shapes.map((s) => (
          <li key={s.key}>
            <svg viewBox="0 0 24 10" aria-hidden="true">
              <line x1={0} y1={5} x2={24} y2={5} className={`fn-u-${s.key}`} />
            </svg>
            {s.label}
          </li>
        ))}
      </ul>
      <p className="curve-note">ln W는 1 + ln W로 옮겨 그렸어요 (모양은 같아요).</p>
    </section>
  );
}

function CertaintyCard({ lesson }: { lesson: Lesson }) {
  const mine = lesson.choices.find((c) => c.key === 'portfolio')!;
  return (
    <section className="card curve-card" aria-labelledby="utility-certainty">
      <h2 className="card-title" id="utility-certainty">
        ② 기대효용과 확실성 등가
      </h2>
      <p className="curve-lead">
        E[U] = (1/n) Σ U(W₀(1 + rᵢ))이고, 확실성 등가 CE = U⁻¹(E[U])는 그 위험한 자산과 똑같이
        만족스러운 확실한 금액이에요. 현금의 CE는 W₀ 그대로예요.
      </p>
      <StatGrid>
        <MetricCard metric={mine.certainty[0]!} />
      </StatGrid>
      <div className="curve-table-scroll" tabIndex={0} role="region" aria-label="확실성 등가 표">
        <table className="lesson-table curve-table">
          <caption>내일 자산의 확실성 등가 (원)</caption>
          <thead>
            <tr>
              <th scope="col">선택</th>
              {UTILITY_NAMES.map((n) => (
                <th key={n} scope="col" className="num">
                  {n}
                </th>
              ))}
              <th scope="col">
                <span className="visually-hidden">계산</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {lesson.choices.map((c) => (
              <tr key={c.key}>
                <th scope="row">{c.label}</th>
                {c.certainty.map((m) => (
                  <td key={m.key} className="num">
                    {formatFigure(m.value, 'won')}
                  </td>
                ))}
                <td>
                  <ExplainButton
                    title={`${c.label}의 확실성 등가`}
                    figures={c.certainty.map((m) => ({ label: m.label, explanation: m }))}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function AversionCard({ lesson }: { lesson: Lesson }) {
  const [aversion, setAversion] = useState(4);
  const valid = Number.isFinite(aversion) && aversion >= 0 && aversion <= 100;
  const pick = valid ? preferred(lesson.choices, aversion) : null;
  return (
    <section className="card curve-card" aria-labelledby="utility-aversion">
      <h2 className="card-title" id="utility-aversion">
        ③ 나의 위험 회피 계수 A
      </h2>
      <p className="curve-lead">
        평균-분산 효용 U = E[R] − (A/2)σ²에서 A가 클수록 변동(분산)을 더 싫어해요. A를 골라 어느
        쪽을 더 좋아하게 되는지 보세요.
      </p>
      <label className="fn-aversion">
        위험 회피 계수 A
        <input
          className="input"
          type="number"
          min={0}
          max={100}
          step={0.5}
          value={Number.isFinite(aversion) ? aversion : ''}
          onChange={(e) => setAversion(e.target.valueAsNumber)}
        />
      </label>
      {!valid ? (
        <p className="curve-note" role="alert">
          A는 0 이상 100 이하의 수로 넣어 주세요.
        </p>
      ) : (
        <>
          <div
            className="curve-table-scroll"
            tabIndex={0}
            role="region"
            aria-label="평균-분산 효용 표"
          >
            <table className="lesson-table curve-table">
              <caption>하루 수익률의 E[R], σ²와 A = {aversion}일 때의 U</caption>
              <thead>
                <tr>
                  <th scope="col">선택</th>
                  <th scope="col" className="num">
                    E[R]
                  </th>
                  <th scope="col" className="num">
                    σ²
                  </th>
                  <th scope="col" className="num">
                    U
                  </th>
                  <th scope="col">
                    <span className="visually-hidden">계산</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {lesson.choices.map((c) => {
                  const u = explainMeanVarianceUtility(c, aversion);
                  return (
                    <tr key={c.key} className={c.key === pick ? 'curve-own' : undefined}>
                      <th scope="row">{c.label}</th>
                      <td className="num">{formatFigure(c.mean, 'ratio')}</td>
                      <td className="num">{c.variance.toFixed(6)}</td>
                      <td className="num">{u.value?.toFixed(6)}</td>
                      <td>
                        <ExplainButton
                          title={`${c.label}의 평균-분산 효용`}
                          figures={[{ label: `U (A = ${aversion})`, explanation: u }]}
                        />
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          <p className="curve-lead">
            A = {aversion}이면 U가 가장 큰{' '}
            <strong>{lesson.choices.find((c) => c.key === pick)?.label}</strong>을(를) 골라요.
          </p>
        </>
      )}
    </section>
  );
}
