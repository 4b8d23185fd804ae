import type { FormEvent, ReactNode } from 'react';
import { Modal } from './Modal';
import { ModalActions } from './ModalActions';

/** A modal holding one form, with 취소 and the submit button in its footer. */
export function FormModal({
  title,
  formId,
  formClassName,
  submitLabel,
  variant,
  disabled,
  onSubmit,
  onClose,
  children,
}: {
  title: ReactNode;
  formId: string;
  formClassName?: string;
  submitLabel: string;
  variant?: 'primary' | 'buy' | 'sell';
  disabled: boolean;
  onSubmit: (event: FormEvent) => void;
  onClose: () => void;
  /** The form's fields. */
  children: ReactNode;
}) {
  return (
    <Modal
      open
      title={title}
      onClose={onClose}
      footer={
        <ModalActions
          formId={formId}
          submitLabel={submitLabel}
          variant={variant}
          disabled={disabled}
          onCancel={onClose}
        />
      }
    >
      <form id={formId} className={formClassName} onSubmit={onSubmit} noValidate>
        {children}
      </form>
    </Modal>
  );
}
