import type { RubricLevel } from '../../../shared/schemas/reviews';

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
  const n = index + 1;
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
      <legend>평가 기준 {n}</legend>
      <label>
        이름
        <input
          value={criterion.name}
          maxLength={30}
          onChange={(e) => onChange({ ...criterion, name: e.target.value })}
        />
      </label>
      <label>
        설명
        <input
          value={criterion.description}
          maxLength={200}
          onChange={(e) => onChange({ ...criterion, description: e.target.value })}
        />
      </label>
      <ol className="level-fields">
        {criterion.levels.map((level, at) => (
          <li key={at}>
            <label>
              <span className="visually-hidden">
                기준 {n} 수준 {at + 1}
              </span>
              <input
                aria-label={`기준 ${n} 수준 ${at + 1} 이름`}
                value={level.label}
                maxLength={20}
                onChange={(e) => setLevel(at, { ...level, label: e.target.value })}
              />
            </label>
            <input
              type="number"
              aria-label={`기준 ${n} 수준 ${at + 1} 점수`}
              min={0}
              max={100}
              step={1}
              value={level.points}
              onChange={(e) => setLevel(at, { ...level, points: e.target.valueAsNumber })}
            />
            <button
              type="button"
              className="button button-ghost button-small"
              disabled={criterion.levels.length <= 1}
              onClick={() => setLevel(at, null)}
            >
              수준 삭제
            </button>
          </li>
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
