import { z } from 'zod';
import { zClassRules } from './class-rules';
import { zMiddleSchool } from './guardian-consent';
import { strictBody } from './strict';

export const classMessages = {
  nameRequired: '클래스 이름을 입력해주세요',
  nameTooLong: '클래스 이름은 50자 이하여야 합니다',
  dateInvalid: '올바른 날짜를 입력해주세요',
  endBeforeStart: '종료일은 시작일보다 빠를 수 없습니다',
} as const;

// Class codes are read aloud in class: no 0/O, 1/I/L look-alikes.
export const CLASS_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const CLASS_CODE_MIN_LENGTH = 6;
export const CLASS_CODE_MAX_LENGTH = 10;

export const zDay = z.iso.date(classMessages.dateInvalid);

export const zClassName = z
  .string(classMessages.nameRequired)
  .trim()
  .min(1, classMessages.nameRequired)
  .max(50, classMessages.nameTooLong);

/** POST /teacher/classes */
export const zCreateClass = strictBody({
  name: zClassName,
  startDate: zDay,
  endDate: zDay.optional(),
  /** 우리 반 규칙 from the start; the defaults when left out. */
  rules: zClassRules.optional(),
  /** 중학교 (만 14세 미만 포함): its students wait for a guardian's consent (docs/decisions/0043). */
  middleSchool: zMiddleSchool.optional(),
}).refine((body) => !body.endDate || body.endDate >= body.startDate, {
  message: classMessages.endBeforeStart,
  path: ['endDate'],
});
export type CreateClass = z.infer<typeof zCreateClass>;

/** A class card on the teacher dashboard (Class without its students list, docs/product/api.md#fields). */
export const zClassSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  isActive: z.boolean(),
  startDate: z.string(),
  endDate: z.string().nullable(),
  /** When the teacher ended the class (종료); null while it runs. */
  endedAt: z.string().nullable(),
  middleSchool: z.boolean(),
  createdAt: z.string(),
  _count: z.object({ students: z.number().int(), pending: z.number().int() }),
});
export type ClassSummary = z.infer<typeof zClassSummary>;
