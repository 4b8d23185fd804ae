import { privacyApi } from '../../../shared/contracts/privacy';
import { useApiQuery } from '../../data/useApiQuery';

export const officerMissingText =
  '개인정보 보호책임자가 아직 지정되지 않아 클래스를 만들 수 없습니다. 관리자에게 관리자 → 개인정보·점검표에서 보호책임자의 이름과 연락처를 입력해 달라고 요청해주세요.';

/** True once the 처리방침 names an officer; undefined while it loads (ADR 0040). */
export function useOfficerNamed(): boolean | undefined {
  const { data } = useApiQuery(privacyApi.policy);
  return data && data.officer !== null;
}

/**
 * The server refuses a class until the school names its officer: the teacher is told before
 * filling the form, not by a refusal after it.
 */
export function OfficerMissingNotice() {
  return (
    <p className="banner" role="status" data-testid="officer-missing">
      {officerMissingText}
    </p>
  );
}
