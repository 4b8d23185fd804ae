import { useId, useState } from 'react';
import type { Explanation } from '../../../../shared/schemas/explanation';
import { ExplainFigure } from '../../../components/maths/ExplainButton';
import { formatFigure } from '../../../components/maths/format-figure';

/**
 * 직접 계산해 보기: the student works out one entry by hand, types it and compares it with the
 * server's figure (within a won, or a hundredth for a share count); 계산 보기 shows the working.
 */
export function TryEntry({
  prompt,
  label,
  explanation,
}: {
  prompt: string;
  label: string;
  explanation: Explanation;
}) {
  const id = useId();
  const [typed, setTyped] = useState('');
  const [checked, setChecked] = useState<string | null>(null);
  if (explanation.value === null) return null;
  const expected = explanation.value;
  const tolerance = explanation.unit === 'won' ? 1 : 0.01;
  const check = () => {
    const value = Number(typed.replace(/[,\s원]/g, ''));
    if (typed.trim() === '' || !Number.isFinite(value)) setChecked('숫자로 입력해 주세요.');
    else if (Math.abs(value - expected) <= tolerance + 1e-9)
      setChecked(`맞았어요: ${formatFigure(expected, explanation.unit)}`);
    else setChecked('다시 계산해 보세요. 곱한 값을 모두 더했는지 확인해요.');
  };
  return (
    <form
      className="matrix-try"
      aria-label="직접 계산해 보기"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        check();
      }}
    >
      <div className="field">
        <label htmlFor={id}>직접 계산해 보기: {prompt}</label>
        <input
          id={id}
          inputMode="decimal"
          value={typed}
          onChange={(e) => {
            setTyped(e.target.value);
            setChecked(null);
          }}
        />
      </div>
      <button type="submit" className="button">
        확인
      </button>
      <ExplainFigure label={label} explanation={explanation} />
      <p role="status" className="matrix-note">
        {checked}
      </p>
    </form>
  );
}
