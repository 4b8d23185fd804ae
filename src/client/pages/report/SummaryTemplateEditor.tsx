import { useId } from 'react';
import {
  DEFAULT_SUMMARY_TEMPLATE,
  SUMMARY_PLACEHOLDERS,
} from '../../../shared/domain/review/summary-template';

/** The teacher's summary sentence with {자리} placeholders the facts fill in. */
export function SummaryTemplateEditor({
  value,
  onChange,
}: {
  value: string;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="field summary-editor">
      <label htmlFor={id}>요약 문장 틀</label>
      <textarea
        id={id}
        value={value}
        maxLength={600}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={`${id}-hint`}
      />
      <p id={`${id}-hint`} className="muted small">
        쓸 수 있는 자리: {SUMMARY_PLACEHOLDERS.map((p) => `{${p}}`).join(' ')}. 없었던 사실(회고
        0건, 거래 0회, 모든 기준의 점수가 같아 두드러진 항목 없음)이 들어갈 문장은 빠집니다.{' '}
        <button
          type="button"
          className="button button-ghost button-small"
          onClick={() => onChange(DEFAULT_SUMMARY_TEMPLATE)}
        >
          기본 문장으로
        </button>
      </p>
    </div>
  );
}
