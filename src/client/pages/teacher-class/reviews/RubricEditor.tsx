import { useState } from 'react';
import { zRubricInput, type Rubric } from '../../../../shared/schemas/reviews';
import { reviewsApi } from '../../../../shared/contracts/teacher-reviews';
import { Spinner } from '../../../components/Spinner';
import { notify } from '../../../components/toast';
import { useApiMutation } from '../../../data/useApiMutation';
import { useApiQuery } from '../../../data/useApiQuery';
import { useZodForm } from '../../../hooks/useZodForm';
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
  const { data } = useApiQuery(reviewsApi.rubric, { params: { id: classId } });
  if (!data) return <Spinner />;
  return <RubricForm key={data.version} rubric={data} />;
}

// The stored criteria carry their ids; a new version is made of the fields alone.
const rubricInputOf = ({ criteria }: { criteria: CriterionDraft[] }) => ({
  criteria: criteria.map(({ name, description, levels }) => ({ name, description, levels })),
});

function RubricForm({ rubric }: { rubric: Rubric }) {
  const params = { id: rubric.classId };
  const initial: { criteria: CriterionDraft[] } = { criteria: rubric.criteria };
  const form = useZodForm(zRubricInput, initial, rubricInputOf);
  const { criteria } = form.values;
  const [required, setRequired] = useState(rubric.reflectionRequired);
  const saveRubric = useApiMutation(reviewsApi.saveRubric, {
    invalidates: [reviewsApi.rubric],
    success: '루브릭을 저장했습니다',
    fallback: '루브릭 저장에 실패했습니다',
  });
  const setReflection = useApiMutation(reviewsApi.setReflectionRequired, {
    invalidates: [reviewsApi.rubric],
    fallback: '설정 변경에 실패했습니다',
  });

  const change = (index: number, next: CriterionDraft | null) =>
    form.set(
      'criteria',
      next === null
        ? criteria.filter((_, i) => i !== index)
        : criteria.map((c, i) => (i === index ? next : c)),
    );

  const submit = form.handleSubmit(async (body) => {
    await saveRubric.send({ params, body });
  });

  async function toggleRequired(next: boolean) {
    setRequired(next);
    if (await setReflection.send({ params, body: { required: next } }))
      notify.success(next ? '매도 회고를 필수로 정했습니다' : '매도 회고를 선택으로 정했습니다');
    else setRequired(!next);
  }

  return (
    <form className="rubric-editor" onSubmit={(event) => void submit(event)} noValidate>
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
      {form.error && (
        <p className="field-error" role="alert">
          {form.error}
        </p>
      )}
      <div className="toolbar">
        <button
          type="button"
          className="button button-ghost"
          disabled={criteria.length >= 6}
          onClick={() => form.set('criteria', [...criteria, newCriterion()])}
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
