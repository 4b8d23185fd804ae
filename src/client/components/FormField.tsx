import { useId, type InputHTMLAttributes, type ReactNode } from 'react';

export interface ControlProps {
  id: string;
  'aria-invalid': boolean;
  'aria-describedby': string | undefined;
}

/**
 * A labelled form control with its hint and error. The control is rendered by `children`, which
 * gets the id and ARIA wiring, so inputs, selects and textareas all fit.
 */
export function FormField({
  label,
  error,
  hint,
  children,
}: {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  children: (control: ControlProps) => ReactNode;
}) {
  const id = useId();
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        'aria-invalid': Boolean(error),
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <span id={`${id}-hint`} className="field-hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={`${id}-error`} className="field-error" role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

/** The common case: a text-like <input> in a FormField. */
export function TextField({
  label,
  error,
  hint,
  ...input
}: { label: ReactNode; error?: string; hint?: ReactNode } & Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id'
>) {
  return (
    <FormField label={label} error={error} hint={hint}>
      {(control) => <input {...input} {...control} />}
    </FormField>
  );
}
