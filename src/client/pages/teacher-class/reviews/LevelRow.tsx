import type { RubricLevel } from '../../../../shared/schemas/reviews';
import { TextField } from '../../../components/FormField';

/** One level of a criterion: its name and points, labelled by its number in the criterion. */
export function LevelRow({
  at,
  level,
  canRemove,
  onChange,
}: {
  at: number;
  level: RubricLevel;
  canRemove: boolean;
  onChange: (next: RubricLevel | null) => void;
}) {
  const n = at + 1;
  return (
    <li className="level-row">
      <TextField
        label={`수준 ${n} 이름`}
        value={level.label}
        maxLength={20}
        onChange={(e) => onChange({ ...level, label: e.target.value })}
      />
      <TextField
        label={`수준 ${n} 점수`}
        type="number"
        inputMode="numeric"
        min={0}
        max={100}
        step={1}
        value={Number.isNaN(level.points) ? '' : level.points}
        onChange={(e) => onChange({ ...level, points: e.target.valueAsNumber })}
      />
      <button
        type="button"
        className="button button-ghost button-small"
        aria-label={`수준 ${n} 삭제`}
        disabled={!canRemove}
        onClick={() => onChange(null)}
      >
        삭제
      </button>
    </li>
  );
}
