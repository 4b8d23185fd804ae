import type { ComponentProps } from 'react';
import { PASSWORD_RULE } from '../../../shared/password-rule';
import { TextField } from '../../components/FormField';

/** A password staff choose for someone else: shown, so they can read it out or hand it over. */
export function ShownPasswordField(field: Omit<ComponentProps<typeof TextField>, 'type'>) {
  return (
    <TextField type="text" autoComplete="off" spellCheck={false} hint={PASSWORD_RULE} {...field} />
  );
}
