import type { RubricLevel } from '../../../../shared/schemas/reviews';
import { TextField } from '../../../components/FormField';
import { LevelRow } from './LevelRow';

export interface CriterionDraft {
  name: string;
  description: string;
  levels: RubricLevel[];
}

/** One criterion of the rubric editor: name, description and 1–4 levels with points. */
export function CriterionFields({
  index,
  criterion,
  canRemove,
  onChange,
}: {
  index: number;
  criterion: CriterionDraft;
  canRemove: boolean;
  onChange: (next: CriterionDraft | null) => void;
}) {
  const setLevel = (at: number, level: RubricLevel | null) =>
    onChange({
      ...criterion,
      levels:
        level === null
          ? criterion.levels.filter((_, i) => i !== at)
          : criterion.levels.map((l, i) => (i === at ? level : l)),
    });
  return (
    <fieldset className="criterion-fields">
      <legend>평가 기준 {index + 1}</legend>
      <TextField
        label="이름"
        value={criterion.name}
        maxLength={30}
        onChange={(e) => onChange({ ...criterion, name: e.target.value })}
      />
      <TextField
        label="설명"
        value={criterion.description}
        maxLength={200}
        onChange={(e) => onChange({ ...criterion, description: e.target.value })}
      />
      <ol className="level-fields">
        {criterion.levels.map((level, at) => (
          <LevelRow
            key={at}
            at={at}
            level={level}
            canRemove={criterion.levels.length > 1}
            onChange={(next) => setLevel(at, next)}
          />
        ))}
      </ol>
      <div className="toolbar">
        <button
          type="button"
          className="button button-ghost button-small"
          disabled={criterion.levels.length >= 4}
          onClick={() =>
            onChange({
              ...criterion,
              levels: [...criterion.levels, { label: '', points: criterion.levels.length + 1 }],
            })
          }
        >
          수준 추가
        </button>
        <button
          type="button"
          className="button button-danger-ghost button-small"
          disabled={!canRemove}
          onClick={() => onChange(null)}
        >
          기준 삭제
        </button>
      </div>
    </fieldset>
  );
}
