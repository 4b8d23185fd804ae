import type { ReactNode } from 'react';
import type { User } from '../../../shared/schemas/user';
import { ConfirmDialog } from '../ConfirmDialog';

/** A row's reject button: it only opens the confirmation, which rejects. */
export function RejectButton({
  label,
  disabled,
  onClick,
}: {
  label: string;
  disabled?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className="button button-small button-danger-ghost"
      disabled={disabled}
      onClick={onClick}
    >
      {label}
    </button>
  );
}

/**
 * Confirms rejecting a sign-up (the account is deleted) and closes once the rejection is done.
 * The admin console, the teacher dashboard and a class's roster each word it their own way.
 */
export function RejectDialog({
  user,
  title,
  confirmLabel,
  onReject,
  onClose,
  children,
}: {
  user: User | null;
  title: string;
  confirmLabel: string;
  onReject: (user: User) => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <ConfirmDialog
      open={user !== null}
      title={title}
      confirmLabel={confirmLabel}
      danger
      onCancel={onClose}
      onConfirm={async () => {
        if (user) await onReject(user);
        onClose();
      }}
    >
      {children}
    </ConfirmDialog>
  );
}
