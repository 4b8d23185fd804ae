import { FIGURES } from '../../../../shared/domain/assignments/templates';
import {
  MAX_FREE_INSTRUCTIONS,
  type CalculationFigure,
  type Task,
} from '../../../../shared/schemas/assignments';

function NumberField({
  label,
  value,
  step = 1,
  onChange,
}: {
  label: string;
  value: number;
  step?: number;
  onChange: (value: number) => void;
}) {
  return (
    <label>
      {label}
      <input
        className="input"
        type="number"
        step={step}
        value={value}
        onChange={(e) => onChange(Number(e.target.value))}
      />
    </label>
  );
}

/** The parameters of the chosen template (none for a task the teacher marks). */
export function TaskParams({ task, onChange }: { task: Task; onChange: (task: Task) => void }) {
  switch (task.kind) {
    case 'diversify':
      return (
        <>
          <NumberField
            label="업종 수 (이상)"
            value={task.minSectors}
            onChange={(v) => onChange({ ...task, minSectors: v })}
          />
          <NumberField
            label="HHI (이하)"
            step={0.01}
            value={task.maxHhi}
            onChange={(v) => onChange({ ...task, maxHhi: v })}
          />
        </>
      );
    case 'rationale':
      return (
        <>
          <NumberField
            label="거래 수"
            value={task.count}
            onChange={(v) => onChange({ ...task, count: v })}
          />
          <NumberField
            label="루브릭 수준 (이상)"
            value={task.minLevel}
            onChange={(v) => onChange({ ...task, minLevel: v })}
          />
        </>
      );
    case 'reflection':
      return (
        <NumberField
          label="회고 수"
          value={task.count}
          onChange={(v) => onChange({ ...task, count: v })}
        />
      );
    case 'calculation':
      return (
        <>
          <label>
            계산할 값
            <select
              className="input"
              value={task.figure}
              onChange={(e) => onChange({ ...task, figure: e.target.value as CalculationFigure })}
            >
              {Object.entries(FIGURES).map(([figure, { label }]) => (
                <option key={figure} value={figure}>
                  {label}
                </option>
              ))}
            </select>
          </label>
          <NumberField
            label="허용 오차 (±)"
            step={0.01}
            value={task.tolerance}
            onChange={(v) => onChange({ ...task, tolerance: v })}
          />
        </>
      );
    case 'free':
      return (
        <label>
          안내문 (학생에게 보여요, 선택)
          <textarea
            className="input"
            value={task.instructions ?? ''}
            maxLength={MAX_FREE_INSTRUCTIONS}
            onChange={(e) => onChange({ ...task, instructions: e.target.value || undefined })}
          />
        </label>
      );
    default:
      return null;
  }
}
