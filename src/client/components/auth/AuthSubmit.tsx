/** The sign-in, sign-up and new-password button: it says what it is doing while it waits. */
export function AuthSubmit({
  submitting,
  label,
  busyLabel,
}: {
  submitting: boolean;
  label: string;
  busyLabel: string;
}) {
  return (
    <button
      type="submit"
      className="button button-primary button-large button-block"
      disabled={submitting}
    >
      {submitting ? busyLabel : label}
    </button>
  );
}
