import type { ComponentProps } from 'react';
import { PASSWORD_RULE } from '../../shared/schemas/auth';
import { TextField } from './FormField';

type FieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'hint'>;

/**
 * A password being chosen, with the rule under it. Staff choosing one for someone else see it
 * (`shown`) so they can read it out or hand it over.
 */
export function NewPasswordField({ shown = false, ...field }: FieldProps & { shown?: boolean }) {
  return (
    <TextField
      type={shown ? 'text' : 'password'}
      autoComplete={shown ? 'off' : 'new-password'}
      spellCheck={shown ? false : undefined}
      hint={PASSWORD_RULE}
      {...field}
    />
  );
}

/** A new password and its confirmation, as a user chooses their own. */
export function NewPasswordFields({
  label,
  password,
  confirm,
}: {
  label: string;
  password: Omit<FieldProps, 'label'>;
  confirm: Omit<FieldProps, 'label'>;
}) {
  return (
    <>
      <NewPasswordField {...password} label={label} />
      <TextField {...confirm} label={`${label} 확인`} type="password" autoComplete="new-password" />
    </>
  );
}
