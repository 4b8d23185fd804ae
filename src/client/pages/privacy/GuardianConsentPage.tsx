import { useAtomValue, useSetAtom } from 'jotai';
import { Navigate } from 'react-router-dom';
import { homePathFor } from '../../../shared/roles';
import { privacyApi } from '../../../shared/contracts/privacy';
import { guardianConsentMessages } from '../../../shared/schemas/guardian-consent';
import type { PrivacyOfficer } from '../../../shared/schemas/privacy';
import { useApiQuery } from '../../data/useApiQuery';
import { reloadUserAtom, userAtom } from '../../state/session';
import { Collected } from './PrivacyPage';
import './guardian-consent.css';

/**
 * Where a 중학교 class's student lands until their teacher confirms the guardian's consent
 * (개인정보 보호법 제22조의2): what is needed, and a form to print for the guardian.
 */
export function GuardianConsentPage() {
  const user = useAtomValue(userAtom);
  const reload = useSetAtom(reloadUserAtom);
  const { data: policy } = useApiQuery(privacyApi.policy);
  // Confirmed since (found by 다시 확인 or a reload): on to the student's own pages.
  if (user && !user.guardianConsentPending) return <Navigate to={homePathFor(user.role)} replace />;
  return (
    <section className="page guardian-consent-page">
      <header className="page-header">
        <h1 className="page-title">보호자 동의가 필요해요</h1>
      </header>
      <div className="card guardian-consent-notice" role="status">
        <p>{guardianConsentMessages.required}</p>
        <p>
          {user?.class?.name ?? '우리 반'}은 중학교 학급이라, 만 14세 미만 학생의 개인정보는
          보호자(법정대리인)가 동의해야 쓸 수 있어요(개인정보 보호법 제22조의2). 아래 동의서를
          인쇄해서 보호자께 서명을 받아 선생님께 내 주세요. 선생님이 확인하면 바로 모의투자를 시작할
          수 있어요.
        </p>
        <div className="toolbar">
          <button type="button" className="button button-primary" onClick={() => window.print()}>
            동의서 인쇄
          </button>
          <button type="button" className="button button-outline" onClick={() => void reload()}>
            확인됐는지 다시 보기
          </button>
        </div>
      </div>
      <ConsentForm
        studentName={user?.name ?? ''}
        className={user?.class?.name ?? ''}
        officer={policy?.officer ?? null}
      />
    </section>
  );
}

function ConsentForm({
  studentName,
  className,
  officer,
}: {
  studentName: string;
  className: string;
  officer: PrivacyOfficer | null;
}) {
  return (
    <article className="card guardian-consent-form" aria-labelledby="consent-form-title">
      <h2 id="consent-form-title">개인정보 수집·이용 동의서 (법정대리인)</h2>
      <p>
        학교는 경제수학 모의투자 수업에 StockClass를 학교 서버에서 직접 운영합니다. 만 14세 미만
        학생의 개인정보를 처리하려면 법정대리인의 동의가 필요합니다(개인정보 보호법 제22조의2).
      </p>
      <Collected />
      <ul>
        <li>보유 기간: 수업(학급)이 끝난 뒤 학교가 개인정보 파기를 할 때까지입니다.</li>
        <li>
          공개 범위: 같은 학급 안에서만 보입니다. 학교 전체 순위, 프로젝터·표시 링크에는 이름이
          나오지 않습니다.
        </li>
        <li>제3자 제공은 없습니다.</li>
        <li>
          동의하지 않을 수 있습니다. 동의하지 않으면 학생은 StockClass 모의투자에 참여하지 않고,
          선생님이 다른 방법의 활동을 안내합니다.
        </li>
        <li>
          문의: 개인정보 보호책임자{' '}
          {officer ? `${officer.name} (${officer.phone})` : '(학교에 문의해주세요)'}
        </li>
      </ul>
      <dl className="guardian-consent-lines">
        <dt>학생</dt>
        <dd>
          {className} {studentName}
        </dd>
        <dt>동의 여부</dt>
        <dd>□ 동의합니다 □ 동의하지 않습니다</dd>
        <dt>날짜</dt>
        <dd>20 년 월 일</dd>
        <dt>법정대리인</dt>
        <dd>성명 (서명) · 학생과의 관계</dd>
      </dl>
    </article>
  );
}
