import { useState, type FormEvent } from 'react';
import { zRubricInput, type Rubric } from '../../../shared/schemas/reviews';
import { call } from '../../api/call';
import { reviewsApi } from '../../../shared/contracts/teacher-reviews';
import { Spinner } from '../../components/Spinner';
import { errorMessage, notify } from '../../components/toast';
import { useApiData } from '../../hooks/useApiData';
import { CriterionFields, type CriterionDraft } from './CriterionFields';
import { RubricPreview } from './RubricPreview';
import './reviews.css';

const newCriterion = (): CriterionDraft => ({
  name: '',
  description: '',
  levels: [
    { label: '미흡', points: 1 },
    { label: '보통', points: 2 },
    { label: '우수', points: 3 },
  ],
});

/** The class rubric (saving adds a version) and the reflection requirement. */
export function RubricEditor({ classId }: { classId: number }) {
  const { data, reload } = useApiData(`rubric:${classId}`, (signal) =>
    call(reviewsApi.rubric, { params: { id: classId }, signal }),
  );
  if (!data) return <Spinner />;
  return <RubricForm key={data.version} rubric={data} onSaved={() => void reload()} />;
}

function RubricForm({ rubric, onSaved }: { rubric: Rubric; onSaved: () => void }) {
  const [criteria, setCriteria] = useState<CriterionDraft[]>(rubric.criteria);
  const [error, setError] = useState<string>();
  const [required, setRequired] = useState(rubric.reflectionRequired);

  const change = (index: number, next: CriterionDraft | null) =>
    setCriteria((list) =>
      next === null
        ? list.filter((_, i) => i !== index)
        : list.map((c, i) => (i === index ? next : c)),
    );

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = zRubricInput.safeParse({
      criteria: criteria.map(({ name, description, levels }) => ({ name, description, levels })),
    });
    if (!parsed.success) return setError(parsed.error.issues[0]?.message);
    setError(undefined);
    try {
      await call(reviewsApi.saveRubric, { params: { id: rubric.classId }, body: parsed.data });
      notify.success('루브릭을 저장했습니다');
      onSaved();
    } catch (failure) {
      notify.error(errorMessage(failure, '루브릭 저장에 실패했습니다'));
    }
  }

  async function toggleRequired(next: boolean) {
    setRequired(next);
    try {
      await call(reviewsApi.setReflectionRequired, {
        params: { id: rubric.classId },
        body: { required: next },
      });
      notify.success(next ? '매도 회고를 필수로 정했습니다' : '매도 회고를 선택으로 정했습니다');
    } catch (failure) {
      setRequired(!next);
      notify.error(errorMessage(failure, '설정 변경에 실패했습니다'));
    }
  }

  return (
    <form className="rubric-editor" onSubmit={submit} noValidate>
      <label className="reflection-toggle">
        <input
          type="checkbox"
          checked={required}
          onChange={(e) => void toggleRequired(e.target.checked)}
        />
        회고 필수 (매도) — 학생은 매도한 거래마다 회고를 써야 합니다
      </label>
      <p className="muted small">
        루브릭 {rubric.version}판 · 지금까지 {rubric.reviewCount}건 평가. 저장하면 새 판이
        만들어지고, 이미 준 점수는 그때의 기준 그대로 남습니다.
      </p>
      {criteria.map((criterion, index) => (
        <CriterionFields
          key={index}
          index={index}
          criterion={criterion}
          canRemove={criteria.length > 2}
          onChange={(next) => change(index, next)}
        />
      ))}
      <RubricPreview criteria={criteria} reflectionRequired={required} />
      {error && (
        <p className="field-error" role="alert">
          {error}
        </p>
      )}
      <div className="toolbar">
        <button
          type="button"
          className="button button-ghost"
          disabled={criteria.length >= 6}
          onClick={() => setCriteria((list) => [...list, newCriterion()])}
        >
          평가 기준 추가
        </button>
        <button type="submit" className="button button-primary">
          루브릭 저장
        </button>
      </div>
    </form>
  );
}
