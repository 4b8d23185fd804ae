import { z } from 'zod';
import { strictBody } from './strict';

// ADR 0040: the 개인정보 보호책임자 (개인정보 보호법 제31조) a school names before its first class.
export const privacyMessages = {
  officerNameRequired: '개인정보 보호책임자의 이름을 입력해주세요',
  officerContactRequired: '개인정보 보호책임자의 연락처(전화번호)를 입력해주세요',
  tooLong: '100자 이하로 입력해주세요',
  emailInvalid: '올바른 이메일 주소를 입력해주세요',
  officerRequired:
    '개인정보 보호책임자가 아직 지정되지 않았습니다. 관리자가 관리자 → 개인정보·점검표에서 보호책임자의 이름과 연락처를 먼저 입력해야 클래스를 만들 수 있습니다.',
} as const;

const text = (required: string) =>
  z.string(required).trim().min(1, required).max(100, privacyMessages.tooLong);

/** PUT /admin/privacy/officer and its stored value: who answers for the school's personal data. */
export const zPrivacyOfficer = strictBody({
  name: text(privacyMessages.officerNameRequired),
  /** The office or position (교무부, 정보부장 …); optional. */
  department: z.string().trim().max(100, privacyMessages.tooLong).default(''),
  phone: text(privacyMessages.officerContactRequired),
  email: z.union([z.literal(''), z.email(privacyMessages.emailInvalid)]).default(''),
});
export type PrivacyOfficer = z.infer<typeof zPrivacyOfficer>;

/** GET /admin/privacy/officer: null until the admin names one. */
export const zPrivacyOfficerAnswer = zPrivacyOfficer.nullable();

/** One outside service the server talks to, and exactly what it is sent. */
export const zOutsourcing = z.object({
  provider: z.string(),
  name: z.string(),
  sent: z.string(),
  personalData: z.boolean(),
});

/** GET /privacy (public): the facts of the 개인정보 처리방침, from the running configuration. */
export const zPrivacyPolicy = z.object({
  officer: zPrivacyOfficer.nullable(),
  marketProvider: z.string(),
  /** None: the market runs inside the school's server. One entry per live provider otherwise. */
  outsourcing: zOutsourcing.array(),
  thirdParty: z.array(z.string()),
  backupKeepDays: z.number().int(),
  refreshTokenDays: z.number().int(),
  /** How long the log of staff views of students' data is kept (the admin sets it). */
  accessLogDays: z.number().int(),
  /** Classes (not ended) marked 중학교 (만 14세 미만 포함): their students wait for a guardian's consent. */
  middleSchoolClasses: z.number().int(),
});
export type PrivacyPolicy = z.infer<typeof zPrivacyPolicy>;

/** One 선정 기준 item answered from the live configuration. */
export const zChecklistItem = z.object({
  id: z.string(),
  criterion: z.string(),
  item: z.string(),
  answer: z.string(),
  /** 충족, or 확인 필요 where the school must act (no officer, no backups, no HTTPS …). */
  status: z.enum(['MET', 'CHECK']),
});
export type ChecklistItem = z.infer<typeof zChecklistItem>;

/** GET /admin/privacy/checklist: 학습지원 소프트웨어 점검표 for the 학교운영위원회. */
export const zPrivacyChecklist = z.object({
  generatedAt: z.string(),
  version: z.string(),
  items: zChecklistItem.array(),
});
export type PrivacyChecklist = z.infer<typeof zPrivacyChecklist>;
