import { useAtomValue } from 'jotai';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import type { PasswordReset } from '../../../../shared/schemas/roster';
import { teacherStudentsApi } from '../../../../shared/contracts/teacher-classes';
import { useApiQuery } from '../../../data/useApiQuery';
import { cardAddresses } from './card-address';
import { CardAddressChoice } from './CardAddressChoice';
import { LoginCard } from './LoginCard';
import { loginCardsAtom } from './login-cards';
import { ReissueCardsButton } from './ReissueCardsButton';
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
  const server = useApiQuery(teacherStudentsApi.serverAddress);
  const addresses = cardAddresses(window.location.origin, server.data);
  const [chosen, setChosen] = useState<string | null>(null);
  const origin = chosen ?? addresses[0]!;
  const address = `${origin}/login`;
  const qr = useQrCode(address);
  const cards = printing && String(printing.classId) === classId ? printing : null;
  const [perPage, setPerPage] = useState<PerPage>(10);

  return (
    <section className="page login-cards-page">
      <div className="login-cards-toolbar">
        <Link to={`/teacher/class/${classId}`} className="back-link">
          ← 클래스로 돌아가기
        </Link>
        <ReissueCardsButton classId={Number(classId)} />
        {cards && (
          <>
            <CardAddressChoice addresses={addresses} value={origin} onChange={setChosen} />
            <PerPageChoice value={perPage} onChange={setPerPage} />
            <button type="button" className="button button-primary" onClick={() => window.print()}>
              인쇄하기 ({cards.cards.length}장)
            </button>
          </>
        )}
      </div>
      {!cards ? (
        <p className="card empty-state">
          인쇄할 카드가 없습니다. 임시 비밀번호는 만든 직후에만 보입니다. 카드를 잃어버렸거나 사용
          기한이 지났다면 ‘로그인 전 학생 카드 새로 만들기’로 아직 로그인하지 않은 학생의 카드를
          다시 만드세요.
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
