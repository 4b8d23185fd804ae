import { z } from 'zod';
import { authMessages, PASSWORD_MAX_LENGTH, zEmail, zNewPassword } from './auth';
import { strictBody } from './strict';

// SPEC §5 texts for the admin forms.
export const adminMessages = {
  allFieldsRequired: '모든 필드를 입력해주세요',
  passwordTooShort: '비밀번호는 최소 6자 이상이어야 합니다',
  roleInvalid: '학생 또는 교사로만 승인할 수 있습니다.',
} as const;

/** PUT /admin/users/{id}/approve */
export const zApproveUser = strictBody({
  role: z.enum(['STUDENT', 'TEACHER'], adminMessages.roleInvalid),
});
export type ApproveUser = z.infer<typeof zApproveUser>;

/** PUT /admin/users/{id}/reset-password */
export const zResetPassword = strictBody({
  newPassword: z
    .string(adminMessages.passwordTooShort)
    .min(6, adminMessages.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, authMessages.tooLong)
    // The same rule as registering and creating a teacher (docs/decisions/0018).
    .regex(/\d/, authMessages.passwordNeedsDigit),
});
export type ResetPassword = z.infer<typeof zResetPassword>;

const filled = z.string(adminMessages.allFieldsRequired).min(1, adminMessages.allFieldsRequired);

/** POST /admin/users/create-teacher */
export const zCreateTeacher = strictBody({
  email: filled.trim().min(1, adminMessages.allFieldsRequired).pipe(zEmail),
  name: filled.trim().min(1, adminMessages.allFieldsRequired).max(30, authMessages.tooLong),
  password: filled.pipe(zNewPassword(adminMessages.passwordTooShort)),
});
export type CreateTeacher = z.infer<typeof zCreateTeacher>;
