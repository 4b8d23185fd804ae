import { shortLoginId } from '../../../../shared/schemas/auth';
import type { PasswordReset } from '../../../../shared/schemas/roster';

// The last day the one-time password opens the account, as the card says it: "3월 26일까지".
const untilText = (date: string) =>
  `${Number(date.slice(5, 7))}월 ${Number(date.slice(8, 10))}일까지`;

/** One student's card: who they are, how to sign in the first time, and where. */
export function LoginCard(props: {
  card: PasswordReset;
  className: string;
  classCode: string;
  address: string;
  qr: string | null;
}) {
  const { card, address, qr } = props;
  return (
    <article className="login-card" aria-label={`${card.name} 로그인 카드`}>
      <header>
        <strong>학생 로그인 카드</strong> · {props.className}
      </header>
      <dl>
        <dt>이름</dt>
        <dd>{card.name}</dd>
        <dt>학번</dt>
        <dd>{card.number ?? '-'}</dd>
        <dt>ID</dt>
        <dd className="login-card-mono">{shortLoginId(card.loginId)}</dd>
        <dt>임시 비밀번호</dt>
        <dd className="login-card-mono">{card.temporaryPassword}</dd>
        <dt>사용 기한</dt>
        <dd>{untilText(card.validThrough)}</dd>
        <dt>클래스 코드</dt>
        <dd className="login-card-mono">{props.classCode}</dd>
      </dl>
      <footer>
        {qr && <img src={qr} alt="" width={72} height={72} />}
        <p>
          {address}
          <br />첫 로그인 때 나만의 새 비밀번호를 정합니다.
        </p>
      </footer>
    </article>
  );
}
