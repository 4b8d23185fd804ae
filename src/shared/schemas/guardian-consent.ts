import { z } from 'zod';
import { strictBody } from './strict';

// 만 14세 미만 (개인정보 보호법 제22조의2, docs/decisions/0043): a 중학교 class's students take part
// once their teacher confirms a 법정대리인's consent.

export const guardianConsentMessages = {
  /** Every call of a student awaiting consent but sign-in, sign-out and the password change. */
  required:
    '보호자(법정대리인) 동의가 확인되면 이용할 수 있어요. 동의서를 선생님께 내면 선생님이 확인해 줘요.',
  middleSchoolRequired: '중학교 학급인지 골라주세요.',
  studentsRequired: '동의를 확인할 학생을 골라주세요.',
  dateRequired: '동의서를 받은 날짜를 입력해주세요.',
  dateInFuture: '동의서를 받은 날짜는 오늘보다 늦을 수 없습니다.',
  methodRequired: '동의를 받은 방법을 골라주세요.',
  notMiddleSchool: '중학교(만 14세 미만 포함) 학급으로 표시한 학급에서만 보호자 동의를 확인합니다.',
  notInClass: '이 학급의 학생이 아닌 학생이 포함되어 있습니다.',
} as const;

export const consentMethods = ['WRITTEN', 'SCHOOL_APP', 'OTHER'] as const;
export type ConsentMethod = (typeof consentMethods)[number];
export const consentMethodLabels: Record<ConsentMethod, string> = {
  WRITTEN: '서면 동의서',
  SCHOOL_APP: '학교 알림 앱(전자 동의)',
  OTHER: '기타(학교가 정한 방법)',
};

/** Class creation and 학급 설정 share the flag and its label. */
export const zMiddleSchool = z.boolean(guardianConsentMessages.middleSchoolRequired);
export const middleSchoolLabel = '중학교 (만 14세 미만 포함)';

/** PUT /teacher/classes/:id/middle-school */
export const zMiddleSchoolSetting = strictBody({ middleSchool: zMiddleSchool });

/** POST /teacher/classes/:id/guardian-consents: one date and method for the students checked. */
export const zConfirmGuardianConsent = strictBody({
  studentIds: z
    .array(z.number(guardianConsentMessages.studentsRequired).int().positive(), {
      error: guardianConsentMessages.studentsRequired,
    })
    .min(1, guardianConsentMessages.studentsRequired)
    .max(200, guardianConsentMessages.studentsRequired),
  receivedOn: z.iso.date(guardianConsentMessages.dateRequired),
  method: z.enum(consentMethods, guardianConsentMessages.methodRequired),
});
export type ConfirmGuardianConsent = z.infer<typeof zConfirmGuardianConsent>;

export const zGuardianConsent = z.object({
  receivedOn: z.string(),
  method: z.enum(consentMethods),
  /** The teacher (or admin) who confirmed it; null once that account is gone. */
  confirmedByName: z.string().nullable(),
  confirmedAt: z.string(),
});

export const zConsentStudent = z.object({
  id: z.number().int(),
  number: z.string().nullable(),
  name: z.string(),
  /** null: awaiting the guardian's consent. */
  consent: zGuardianConsent.nullable(),
});
export type ConsentStudent = z.infer<typeof zConsentStudent>;

/** The class's consent page: the flag, and each student (학번 order) with their consent. */
export const zGuardianConsentOverview = z.object({
  classId: z.number().int(),
  middleSchool: z.boolean(),
  students: zConsentStudent.array(),
});
export type GuardianConsentOverview = z.infer<typeof zGuardianConsentOverview>;
