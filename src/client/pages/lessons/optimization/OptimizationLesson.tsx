import { useState } from 'react';
import { lessonsApi } from '../../../../shared/contracts/lessons';
import type { OptimizationLessonView } from '../../../../shared/schemas/lessons/optimization';
import { metricByKey } from '../../../components/maths/MetricCard';
import { useApiQuery } from '../../../data/useApiQuery';
import { LessonStatus } from '../LessonStatus';
import { LessonCard } from '../../../components/lessons/LessonCard';
import { LessonMetrics } from '../../../components/lessons/LessonMetrics';
import type { LessonViewProps } from '../lesson-views';
import { SigmaCurve, type Mark } from './SigmaCurve';
import '../../../components/lessons/lessons.css';
import '../lesson-body.css';

type Pair = { a: string; b: string };

function PairPicker({
  lesson,
  onChoose,
}: {
  lesson: OptimizationLessonView;
  onChoose: (pair: Pair) => void;
}) {
  const { candidates, pair } = lesson;
  if (candidates.length < 2 || !pair) return null;
  const select = (side: 'a' | 'b', label: string) => (
    <label className="lesson-picker">
      {label}
      <select
        className="input"
        value={pair[side].symbol}
        onChange={(e) => {
          const other = side === 'a' ? pair.b.symbol : pair.a.symbol;
          const chosen = e.target.value;
          // Choosing the other side's stock swaps the two rather than asking for the same twice.
          const swapped = chosen === other ? pair[side].symbol : other;
          onChoose(side === 'a' ? { a: chosen, b: swapped } : { a: swapped, b: chosen });
        }}
      >
        {candidates.map((c) => (
          <option key={c.symbol} value={c.symbol}>
            {c.name} {c.value > 0 ? '(보유)' : '(관심)'}
          </option>
        ))}
      </select>
    </label>
  );
  return (
    <form className="lesson-pickers" aria-label="두 종목 고르기">
      {select('a', '종목 1 (비중 w)')}
      {select('b', '종목 2 (비중 1 − w)')}
    </form>
  );
}

const markOf = (weight: number | null | undefined, sigma: number | null | undefined) =>
  weight == null || sigma == null ? null : ({ weight, sigma } satisfies Mark);

function Lead({ lesson }: { lesson: OptimizationLessonView }) {
  const { pair } = lesson;
  if (!pair) return null;
  return (
    <p className="muted lesson-lead">
      {pair.a.name}에 w, {pair.b.name}에 1 − w를 넣으면 분산은 σ²(w) = w²σ₁² + (1 − w)²σ₂² + 2w(1 −
      w)σ₁₂인 이차함수예요. σ²′(w) = 0인 w*에서 가장 작아요 (σ²″(w) = 2(σ₁² + σ₂² − 2σ₁₂) ≥ 0).
      {lesson.days > 0 &&
        ` 두 종목이 함께 거래된 최근 ${lesson.days}거래일(${lesson.from} ~ ${lesson.to}, KRX 종가)의 일간 수익률(%)로 계산하고, 연 변동성은 × √252로 환산했어요.`}
    </p>
  );
}

/** 미분으로 찾는 최소분산 포트폴리오 ([12경수04-04]) on two of the student's stocks. */
export function OptimizationLesson({ student }: LessonViewProps) {
  const [pair, setPair] = useState<Pair | undefined>(undefined);
  const read = useApiQuery(lessonsApi.optimization, { query: { student, ...pair } });
  const lesson = read.data;
  if (!lesson || read.error) return <LessonStatus read={read} />;
  const weight = metricByKey(lesson.figures, 'weight');
  const optimum = markOf(weight?.value, metricByKey(lesson.figures, 'sigmaAtOptimum')?.value);
  const actual = markOf(lesson.actualWeight, metricByKey(lesson.figures, 'sigmaAtActual')?.value);
  return (
    <div className="lesson-grid">
      <LessonCard id="lesson-variance" title="분산을 비중의 함수로">
        <PairPicker lesson={lesson} onChoose={setPair} />
        <Lead lesson={lesson} />
        {lesson.message ? (
          <p className="empty-state">{lesson.message}</p>
        ) : (
          <SigmaCurve lesson={lesson} optimum={optimum} actual={actual} />
        )}
      </LessonCard>
      {lesson.figures.length > 0 && (
        <LessonCard id="lesson-optimum" title="미분으로 찾은 최소분산 비중">
          <LessonMetrics metrics={lesson.figures} />
          {lesson.actualWeight === null && (
            <p className="muted lesson-note">
              두 종목을 모두 가지고 있으면 지금 내 비중도 곡선 위에 표시돼요.
            </p>
          )}
        </LessonCard>
      )}
    </div>
  );
}
