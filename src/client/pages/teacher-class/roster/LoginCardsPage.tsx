import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { PasswordReset } from '../../../../shared/schemas/roster';
import { LoginCard } from './LoginCard';
import { loginCardsAtom } from './login-cards';
import { useQrCode } from './useQrCode';
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
