/** Either submits the form `formId` names or runs `onConfirm`. */
type Action = { formId: string; onConfirm?: never } | { onConfirm: () => void; formId?: never };

/**
 * The footer of a modal: cancel, then the action. A form's submit button lives outside the
 * <form> (the footer sits outside the modal body) and so reaches it through `formId`.
 */
export function ModalActions({
  submitLabel,
  disabled,
  onCancel,
  cancelLabel = '취소',
  variant = 'primary',
  formId,
  onConfirm,
}: Action & {
  submitLabel: string;
  disabled: boolean;
  onCancel: () => void;
  cancelLabel?: string;
  variant?: 'primary' | 'buy' | 'sell' | 'danger';
}) {
  return (
    <>
      <button type="button" className="button button-ghost" onClick={onCancel}>
        {cancelLabel}
      </button>
      <button
        type={formId ? 'submit' : 'button'}
        form={formId}
        className={`button button-${variant}`}
        onClick={onConfirm}
        disabled={disabled}
      >
        {submitLabel}
      </button>
    </>
  );
}
