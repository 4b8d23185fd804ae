/** A row's 비밀번호 재설정: it opens the reset, wherever a staff member lists accounts. */
export function ResetPasswordButton({ onClick }: { onClick: () => void }) {
  return (
    <button type="button" className="button button-ghost button-small" onClick={onClick}>
      비밀번호 재설정
    </button>
  );
}
