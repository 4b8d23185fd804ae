import { z } from 'zod';
import { zPersonName } from './person-name';

export const nameChangeMessages = {
  nameRequired: '새 이름을 입력해주세요.',
  nameTooLong: '이름은 30자 이하로 입력해주세요.',
  notFound: '이름 정정 요청을 찾을 수 없습니다.',
  decided: '이미 처리된 요청입니다.',
} as const;

export const zNameChangeInput = z.object({
  name: zPersonName(
    { length: 2, message: nameChangeMessages.nameRequired },
    nameChangeMessages.nameTooLong,
  ),
});

export const nameChangeStatuses = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export const nameChangeStatusLabels: Record<(typeof nameChangeStatuses)[number], string> = {
  PENDING: '선생님 확인 중',
  APPROVED: '반영됨',
  REJECTED: '반려됨',
};

export const zNameChangeRequest = z.object({
  id: z.number().int(),
  studentId: z.number().int(),
  currentName: z.string(),
  name: z.string(),
  status: z.enum(nameChangeStatuses),
  requestedAt: z.string(),
});
export type NameChangeRequest = z.infer<typeof zNameChangeRequest>;
