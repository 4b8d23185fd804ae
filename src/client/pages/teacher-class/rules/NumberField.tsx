import type { InputHTMLAttributes } from 'react';

/**
 * A rule typed as a number, with its fixed id (the e2e tour and the labels point at it). Takes a
 * form's `field(name)` spread; an empty box is the rule's "제한 없음" where a placeholder says so.
 */
export function NumberField({
  id,
  label,
  hint,
  error: _error,
  ...input
}: { id: string; label: string; hint?: string; error?: string } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'type'
>) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} type="number" {...input} />
      {hint && <span className="field-hint">{hint}</span>}
    </div>
  );
}
