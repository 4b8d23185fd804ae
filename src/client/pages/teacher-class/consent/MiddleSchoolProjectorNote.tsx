import { guardianConsentApi } from '../../../../shared/contracts/guardian-consent';
import { useApiQuery } from '../../../data/useApiQuery';

/** Why a 중학교 class's projector ignores the name and reason choices (docs/decisions/0043). */
export function MiddleSchoolProjectorNote({ classId }: { classId: number }) {
  const { data } = useApiQuery(guardianConsentApi.overview, { params: { id: classId } });
  if (!data?.middleSchool) return null;
  return (
    <p className="field-hint" data-testid="projector-middle-school-note">
      중학교 학급이라 프로젝터와 화면 링크에는 위 설정과 상관없이 학생 이름과 투자 근거가 나오지
      않습니다(학생 1, 학생 2처럼 순위로 보입니다).
    </p>
  );
}
