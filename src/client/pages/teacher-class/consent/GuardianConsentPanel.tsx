import { guardianConsentApi } from '../../../../shared/contracts/guardian-consent';
import { teacherClassesApi } from '../../../../shared/contracts/teacher-classes';
import type { GuardianConsentOverview } from '../../../../shared/schemas/guardian-consent';
import { useApiMutation } from '../../../data/useApiMutation';
import { useApiQuery } from '../../../data/useApiQuery';
import { ConfirmConsentForm } from './ConfirmConsentForm';
import { ConsentedList } from './ConsentedList';
import { MiddleSchoolCheck } from '../../../components/classes/MiddleSchoolCheck';

/**
 * 보호자 동의 (만 14세 미만): the class's 중학교 mark, and in a marked class who awaits their
 * guardian's consent, confirmed here with the day and the way it was received.
 */
export function GuardianConsentPanel({ classId }: { classId: number }) {
  const params = { id: classId };
  const { data } = useApiQuery(guardianConsentApi.overview, { params });
  const marking = useApiMutation(guardianConsentApi.setMiddleSchool, {
    invalidates: [guardianConsentApi.overview, teacherClassesApi.detail],
    success: '학급 설정을 저장했습니다.',
  });
  if (!data) return null;
  return (
    <section className="card consent-panel" aria-labelledby="consent-title">
      <h2 className="card-title" id="consent-title">
        보호자 동의 (만 14세 미만)
      </h2>
      <MiddleSchoolCheck
        checked={data.middleSchool}
        disabled={marking.pending}
        onChange={(middleSchool) => void marking.send({ params, body: { middleSchool } })}
      />
      {data.middleSchool && <Consents overview={data} />}
    </section>
  );
}

function Consents({ overview }: { overview: GuardianConsentOverview }) {
  const awaiting = overview.students.filter((student) => student.consent === null);
  const consented = overview.students.filter((student) => student.consent !== null);
  return (
    <>
      <p role="status" data-testid="consent-awaiting-count">
        {awaiting.length === 0
          ? '모든 학생의 보호자 동의를 확인했습니다.'
          : `보호자 동의 확인을 기다리는 학생 ${awaiting.length}명: 확인 전에는 거래하거나 순위·프로젝터에 나오지 않습니다.`}
      </p>
      {awaiting.length > 0 && <ConfirmConsentForm classId={overview.classId} awaiting={awaiting} />}
      {consented.length > 0 && <ConsentedList consented={consented} />}
    </>
  );
}
