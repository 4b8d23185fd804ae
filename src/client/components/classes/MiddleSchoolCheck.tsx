import './middle-school.css';
import { useId } from 'react';
import { middleSchoolLabel } from '../../../shared/schemas/guardian-consent';

/** The 중학교 mark, at class creation and in the class's consent panel. */
export function MiddleSchoolCheck({
  checked,
  disabled,
  onChange,
}: {
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  const hint = useId();
  return (
    <div className="middle-school-field">
      <label className="middle-school-check">
        <input
          type="checkbox"
          checked={checked}
          disabled={disabled}
          aria-describedby={hint}
          onChange={(event) => onChange(event.target.checked)}
        />
        {middleSchoolLabel}
      </label>
      <p className="field-hint" id={hint}>
        표시하면 학생은 보호자(법정대리인) 동의를 선생님이 확인한 뒤에 참여하고, 학교 전체 순위와
        프로젝터에 이름이 나오지 않습니다(개인정보 보호법 제22조의2).
      </p>
    </div>
  );
}
