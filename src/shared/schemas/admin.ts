import { z } from 'zod';
import { authMessages, LOGIN_ID_DOMAIN, zChosenEmail, zNewPassword } from './auth';
import { zPersonName } from './person-name';
import { strictBody } from './strict';

// The form messages (docs/product/messages.md#form-messages) for the admin forms.
export const adminMessages = {
  allFieldsRequired: '모든 필드를 입력해주세요',
  passwordTooShort: '비밀번호는 최소 6자 이상이어야 합니다',
  roleInvalid: '학생 또는 교사로만 승인할 수 있습니다.',
  loginIdDomainReserved: `@${LOGIN_ID_DOMAIN} 주소는 명렬표로 만드는 학생 로그인 ID 전용입니다. 교사의 다른 이메일 주소를 입력해주세요`,
} as const;

/** PUT /admin/users/{id}/approve */
export const zApproveUser = strictBody({
  role: z.enum(['STUDENT', 'TEACHER'], adminMessages.roleInvalid),
});
export type ApproveUser = z.infer<typeof zApproveUser>;

/** PUT /admin/users/{id}/reset-password */
// The one password rule (6 characters with a digit), as on sign-up and for a new teacher.
export const zResetPassword = strictBody({
  newPassword: zNewPassword(adminMessages.passwordTooShort),
});
export type ResetPassword = z.infer<typeof zResetPassword>;

const filled = z.string(adminMessages.allFieldsRequired).min(1, adminMessages.allFieldsRequired);

/** POST /admin/users/create-teacher */
export const zCreateTeacher = strictBody({
  email: filled
    .trim()
    .min(1, adminMessages.allFieldsRequired)
    .pipe(zChosenEmail(adminMessages.loginIdDomainReserved)),
  name: zPersonName({ length: 1, message: adminMessages.allFieldsRequired }, authMessages.tooLong),
  password: filled.pipe(zNewPassword(adminMessages.passwordTooShort)),
});
export type CreateTeacher = z.infer<typeof zCreateTeacher>;
