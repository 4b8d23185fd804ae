import type { ComponentProps } from 'react';
import { PASSWORD_RULE } from '../../../shared/password-rule';
import { TextField } from '../FormField';

type FieldProps = Omit<ComponentProps<typeof TextField>, 'type' | 'hint'>;

/**
 * A new password (with its rule) and its confirmation, as a user chooses their own. Only the
 * sign-up and new-password screens use it: it loads with /login, within its script budget.
 */
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
      <TextField
        {...password}
        label={label}
        type="password"
        autoComplete="new-password"
        hint={PASSWORD_RULE}
      />
      <TextField {...confirm} label={`${label} 확인`} type="password" autoComplete="new-password" />
    </>
  );
}
