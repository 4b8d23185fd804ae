/**
 * The footer of a form modal: cancel, then a submit button that lives outside the <form> (the
 * footer sits outside the modal body) and so reaches it through `formId`.
 */
export function ModalActions({
  formId,
  submitLabel,
  disabled,
  onCancel,
  variant = 'primary',
}: {
  formId: string;
  submitLabel: string;
  disabled: boolean;
  onCancel: () => void;
  variant?: 'primary' | 'buy' | 'sell';
}) {
  return (
    <>
      <button type="button" className="button button-ghost" onClick={onCancel}>
        취소
      </button>
      <button
        type="submit"
        form={formId}
        className={`button button-${variant}`}
        disabled={disabled}
      >
        {submitLabel}
      </button>
    </>
  );
}
