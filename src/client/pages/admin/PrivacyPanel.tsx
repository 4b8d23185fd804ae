import { adminPrivacyApi } from '../../../shared/contracts/privacy';
import { messages } from '../../../shared/messages';
import { Spinner } from '../../components/Spinner';
import { useApiQuery } from '../../data/useApiQuery';
import { PrivacyChecklistCard } from './PrivacyChecklistCard';
import { PrivacyOfficerForm } from './PrivacyOfficerForm';
import './privacy-checklist.css';

/** 관리자 → 개인정보·점검표 (ADR 0040). */
export function PrivacyPanel() {
  const officer = useApiQuery(adminPrivacyApi.officer);
  if (officer.data === undefined) {
    return <div className="card">{officer.error ? messages.loadFailed : <Spinner />}</div>;
  }
  return (
    <div className="privacy-panel">
      <PrivacyOfficerForm saved={officer.data} />
      <PrivacyChecklistCard />
    </div>
  );
}

/** Until the officer is named, teachers cannot create classes: the admin is told on arrival. */
export function PrivacyOfficerPrompt({ onOpen }: { onOpen: () => void }) {
  const officer = useApiQuery(adminPrivacyApi.officer);
  if (officer.data !== null) return null;
  return (
    <p className="card privacy-prompt" role="status">
      개인정보 보호책임자를 먼저 입력해주세요. 입력하기 전에는 선생님이 클래스를 만들 수 없습니다.{' '}
      <button type="button" className="button button-primary" onClick={onOpen}>
        보호책임자 입력하기
      </button>
    </p>
  );
}
