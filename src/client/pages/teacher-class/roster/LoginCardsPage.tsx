import { useAtomValue } from 'jotai';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { PasswordReset } from '../../../../shared/schemas/roster';
import { loginCardsAtom } from './login-cards';
import './login-cards.css';

// Two columns on A4, cut out with scissors: ten business-card-sized cards, or eight larger ones
// that are easier to cut and read.
const PER_PAGE_CHOICES = [8, 10] as const;
type PerPage = (typeof PER_PAGE_CHOICES)[number];

function pagesOf(cards: PasswordReset[], perPage: PerPage): PasswordReset[][] {
  const pages: PasswordReset[][] = [];
  for (let i = 0; i < cards.length; i += perPage) pages.push(cards.slice(i, i + perPage));
  return pages;
}

function PerPageChoice({ value, onChange }: { value: PerPage; onChange: (n: PerPage) => void }) {
  return (
    <fieldset className="login-cards-per-page">
      <legend>A4 한 장에</legend>
      {PER_PAGE_CHOICES.map((n) => (
        <label key={n}>
          <input
            type="radio"
            name="cards-per-page"
            checked={value === n}
            onChange={() => onChange(n)}
          />{' '}
          {n}장
        </label>
      ))}
    </fieldset>
  );
}

/** The sign-in address as a QR code, drawn here: no network is needed to print. */
function useQrCode(text: string): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    void QRCode.toDataURL(text, { margin: 1, width: 240 }).then((data) => {
      if (current) setUrl(data);
    });
    return () => {
      current = false;
    };
  }, [text]);
  return url;
}

function LoginCard(props: {
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
        <dd className="login-card-mono">{card.loginId}</dd>
        <dt>임시 비밀번호</dt>
        <dd className="login-card-mono">{card.temporaryPassword}</dd>
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

/** 학생 로그인 카드, printed on A4 right after an import or a password reset. */
export function LoginCardsPage() {
  const { classId = '' } = useParams();
  const printing = useAtomValue(loginCardsAtom);
  const address = `${window.location.origin}/login`;
  const qr = useQrCode(address);
  const cards = printing && String(printing.classId) === classId ? printing : null;
  const [perPage, setPerPage] = useState<PerPage>(10);

  return (
    <section className="page login-cards-page">
      <div className="login-cards-toolbar">
        <Link to={`/teacher/class/${classId}`} className="back-link">
          ← 클래스로 돌아가기
        </Link>
        {cards && (
          <>
            <PerPageChoice value={perPage} onChange={setPerPage} />
            <button type="button" className="button button-primary" onClick={() => window.print()}>
              인쇄하기 ({cards.cards.length}장)
            </button>
          </>
        )}
      </div>
      {!cards ? (
        <p className="card empty-state">
          인쇄할 카드가 없습니다. 임시 비밀번호는 만든 직후에만 보이니, 명렬표를 가져오거나
          비밀번호를 재설정한 뒤 인쇄하세요.
        </p>
      ) : (
        pagesOf(cards.cards, perPage).map((page, index) => (
          <div
            className="login-cards-sheet"
            data-per-page={perPage}
            aria-label={`${index + 1}쪽`}
            role="group"
            key={index}
          >
            {page.map((card) => (
              <LoginCard
                key={card.studentId}
                card={card}
                className={cards.className}
                classCode={cards.classCode}
                address={address}
                qr={qr}
              />
            ))}
          </div>
        ))
      )}
    </section>
  );
}
