import { z } from 'zod';
import { strictBody } from './strict';

export const classRecordMessages = {
  modeInvalid: '파기 방식을 골라주세요 (익명화 또는 삭제).',
  confirmMismatch: '확인란에 클래스 이름을 정확히 입력해야 파기할 수 있습니다.',
} as const;

export const zEraseMode = z.enum(['anonymise', 'delete'], classRecordMessages.modeInvalid);
export type EraseMode = z.infer<typeof zEraseMode>;

/**
 * POST /admin/classes/{id}/erase (개인정보 파기). `confirm` must repeat the class's name, so a
 * slip of the mouse cannot erase a class.
 */
export const zEraseClass = strictBody({
  mode: zEraseMode,
  confirm: z.string(classRecordMessages.confirmMismatch).max(200),
});
export type EraseClass = z.infer<typeof zEraseClass>;

export const zEraseResult = z.object({
  mode: zEraseMode,
  /** Students (and waiting accounts) whose personal data were removed. */
  students: z.number().int(),
});
export type EraseResult = z.infer<typeof zEraseResult>;
