import { lessonsApi } from '../../../../shared/contracts/lessons';
import { formatWon } from '../../../../shared/format';
import type { InverseUseLesson as InverseUseAnswer } from '../../../../shared/schemas/lessons/inverse-use';
import { useApiQuery } from '../../../data/useApiQuery';
import { LessonMetrics } from '../../../components/lessons/LessonMetrics';
import type { LessonViewProps } from '../lesson-views';
import { Equations } from '../matrix/Equations';
import { LessonAnswer, metricOf } from '../matrix/LessonAnswer';
import { TryEntry } from '../matrix/TryEntry';

/** 역행렬로 경제 문제 풀기 ([12경수03-03]): a two-업종 산업연관 model, x = (I − A)⁻¹d. */
export function InverseUseLesson({ student }: LessonViewProps) {
  const read = useApiQuery(lessonsApi.inverseUse, { query: { student } });
  return (
    <LessonAnswer read={read}>
      {(lesson) => (
        <div className="matrix-lesson">
          <Model lesson={lesson} />
          <Outputs lesson={lesson} />
        </div>
      )}
    </LessonAnswer>
  );
}

function Model({ lesson }: { lesson: InverseUseAnswer }) {
  const [s1, s2] = lesson.sectors;
  return (
    <section className="card lesson" aria-labelledby="leontief-model">
      <h2 className="card-title" id="leontief-model">
        산업연관 모형과 레온티에프 역행렬
      </h2>
      <p className="muted lesson-lead">
        업종 1({s1})과 업종 2({s2})가 서로의 제품을 원료로 써요. a<sub>ij</sub>는 업종 j가 1원어치를
        만들 때 쓰는 업종 i의 제품(원)이에요. 총산출 x는 원료로 쓰일 Ax와 최종수요 d를 함께 채워야
        하니 x = Ax + d, 곧 (I − A)x = d이고 x = (I − A)⁻¹d예요.
      </p>
      <p className="matrix-note">
        <span className="matrix-example">예시 계수:</span> 아래 투입계수 A는 설명을 위한 예시예요.
        한국은행 산업연관표의 실제 값이 아니에요.
      </p>
      <Equations
        label="예시 투입계수 A와 I − A"
        lines={[`A = ${lesson.tex.a} \\quad I - A = ${lesson.tex.iMinusA}`]}
      />
      <LessonMetrics metrics={[metricOf('det', 'det(I − A)', lesson.det)]} />
      <Equations
        label="레온티에프 역행렬과 그 확인"
        lines={[
          `(I - A)^{-1} = ${lesson.tex.adjugate} = ${lesson.tex.inverse}`,
          `(I - A)(I - A)^{-1} = ${lesson.tex.check}`,
        ]}
      />
    </section>
  );
}

function Outputs({ lesson }: { lesson: InverseUseAnswer }) {
  const [s1, s2] = lesson.sectors;
  const [x1, x2] = lesson.outputs;
  return (
    <section className="card lesson" aria-labelledby="leontief-outputs">
      <h2 className="card-title" id="leontief-outputs">
        최종수요를 채우는 총산출
      </h2>
      {lesson.missing ? (
        <p className="matrix-note">
          <span className="matrix-example">예시 최종수요:</span> {lesson.missing}
        </p>
      ) : (
        <p className="muted lesson-lead">
          최종수요 d는 내가 두 업종에 투자한 금액(전일 종가 기준, 실제 값)이에요: {s1}{' '}
          {formatWon(lesson.demand[0])}, {s2} {formatWon(lesson.demand[1])}. 이만큼을 최종 수요로
          산다면 두 업종은 얼마나 만들어야 할까요?
        </p>
      )}
      <Equations label="최종수요 d" lines={[`d = ${lesson.tex.demand}`]} />
      {x1 && <TryEntry prompt={`x₁ (${s1}의 총산출, 원)`} label={`x₁ (${s1})`} explanation={x1} />}
      {x1 && x2 && (
        <LessonMetrics
          metrics={[
            metricOf('x1', `x₁ (${s1} 총산출)`, x1),
            metricOf('x2', `x₂ (${s2} 총산출)`, x2),
          ]}
        />
      )}
      <p className="muted matrix-note">
        생산유발계수: {s1} 최종수요 1원은 두 업종에서 모두 {lesson.multipliers[0]}원, {s2} 최종수요
        1원은 {lesson.multipliers[1]}원의 생산을 일으켜요 ((I − A)⁻¹의 열의 합). 역행렬을 한 번 구해
        두면 최종수요가 바뀌어도 곱하기만 하면 돼요.
      </p>
    </section>
  );
}
