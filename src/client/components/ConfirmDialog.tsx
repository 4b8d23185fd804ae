import { useState, type ReactNode } from 'react';
import { Modal } from './Modal';
import { ModalActions } from './ModalActions';

/** Asks before an action that cannot be undone; the confirm button waits for `onConfirm`. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = '취소',
  danger = false,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: ReactNode;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  danger?: boolean;
  onConfirm: () => Promise<void> | void;
  onCancel: () => void;
}) {
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      footer={
        <ModalActions
          submitLabel={confirmLabel}
          cancelLabel={cancelLabel}
          variant={danger ? 'danger' : 'primary'}
          disabled={busy}
          onConfirm={() => void confirm()}
          onCancel={onCancel}
        />
      }
    >
      <div className="confirm-message">{children}</div>
    </Modal>
  );
}
