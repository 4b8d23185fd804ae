import { z } from 'zod';
import { zPersonName } from './person-name';
import { strictBody } from './strict';
import { zUser } from './user';

// Login IDs made from a 명렬표 live at this domain: no one may register, be created or add an
// e-mail there, so an import never meets an account it did not make at a login ID it gives.
export const LOGIN_ID_DOMAIN = 'stockclass.local';

// The form messages (docs/product/messages.md#form-messages), character for character.
export const authMessages = {
  emailRequired: '이메일을 입력해주세요',
  emailInvalid: '올바른 이메일 형식이 아닙니다',
  passwordRequired: '비밀번호를 입력해주세요',
  nameTooShort: '이름은 2자 이상이어야 합니다',
  passwordTooShort: '비밀번호는 6자 이상이어야 합니다',
  passwordNeedsDigit: '비밀번호는 숫자를 포함해야 합니다',
  passwordMismatch: '비밀번호가 일치하지 않습니다',
  classCodeTooShort: '클래스 코드는 6자리입니다',
  classCodeInvalid: '올바른 클래스 코드를 입력해주세요',
  tooLong: '입력값이 너무 깁니다',
  samePassword: '지금 비밀번호와 다른 새 비밀번호를 정해주세요',
  loginIdNotEmail: '학교에서 받은 로그인 ID 말고 내 이메일 주소를 입력해주세요',
  loginIdDomainReserved: `@${LOGIN_ID_DOMAIN} 주소는 선생님이 명렬표로 만드는 학생 로그인 ID 전용이에요. 내 이메일 주소로 가입해주세요`,
} as const;

// Argon2 is slow on purpose; an unbounded password would let one request burn the CPU.
export const PASSWORD_MAX_LENGTH = 128;

export const zEmail = z
  .string(authMessages.emailRequired)
  .trim()
  .toLowerCase()
  .min(1, authMessages.emailRequired)
  .max(254, authMessages.emailInvalid)
  .pipe(z.email(authMessages.emailInvalid));

/** `2026-20301`: a 명렬표 login ID as a student types it, the domain left off. */
const SHORT_LOGIN_ID = /^\d{4}-[0-9a-z]+$/;

/** The login ID or e-mail at sign-in: a login ID typed without its domain is completed. */
export const zLoginEmail = z
  .string(authMessages.emailRequired)
  .trim()
  .toLowerCase()
  .transform((typed) => (SHORT_LOGIN_ID.test(typed) ? `${typed}@${LOGIN_ID_DOMAIN}` : typed))
  .pipe(zEmail);

/** What a card prints: the login ID a student types, without the domain every one shares. */
export const shortLoginId = (loginId: string) => loginId.replace(`@${LOGIN_ID_DOMAIN}`, '');

const atLoginIdDomain = (email: string) => email.endsWith(`@${LOGIN_ID_DOMAIN}`);

/** An e-mail someone chooses for an account (registering, a new teacher, an added e-mail). */
export const zChosenEmail = (reserved: string) =>
  zEmail.refine((email) => !atLoginIdDomain(email), { message: reserved });

export const zLogin = strictBody({
  email: zLoginEmail,
  password: z
    .string(authMessages.passwordRequired)
    .min(1, authMessages.passwordRequired)
    .max(PASSWORD_MAX_LENGTH, authMessages.tooLong),
});
export type Login = z.infer<typeof zLogin>;

/** A new password: at least 6 characters with a digit (register, create teacher). */
export function zNewPassword(tooShort: string) {
  return z
    .string(tooShort)
    .min(6, tooShort)
    .max(PASSWORD_MAX_LENGTH, authMessages.tooLong)
    .regex(/\d/, authMessages.passwordNeedsDigit);
}

const registerShape = {
  email: zChosenEmail(authMessages.loginIdDomainReserved),
  name: zPersonName({ length: 2, message: authMessages.nameTooShort }, authMessages.tooLong),
  password: zNewPassword(authMessages.passwordTooShort),
  // Codes are printed in capitals and read aloud: students type them in lower case or with
  // spaces ("abc def").
  classCode: z
    .string(authMessages.classCodeTooShort)
    .transform((code) => code.replace(/\s+/g, '').toUpperCase())
    .pipe(z.string().min(6, authMessages.classCodeTooShort).max(10, authMessages.classCodeInvalid)),
};

/** POST /auth/register. The confirmation never leaves the browser. */
export const zRegister = strictBody(registerShape);
export type Register = z.infer<typeof zRegister>;

/** The register form: the request plus the confirmation, which must match. */
export const zRegisterForm = strictBody({
  ...registerShape,
  confirmPassword: z.string(authMessages.passwordMismatch),
}).refine((form) => form.password === form.confirmPassword, {
  message: authMessages.passwordMismatch,
  path: ['confirmPassword'],
});
export type RegisterForm = z.input<typeof zRegisterForm>;

/** An e-mail a student adds beside their school login ID (a second way to sign in). */
export const zContactEmail = zChosenEmail(authMessages.loginIdNotEmail);

const changePasswordShape = {
  currentPassword: zLogin.shape.password,
  newPassword: zNewPassword(authMessages.passwordTooShort),
};
const differs = [
  (body: { currentPassword: string; newPassword: string }) =>
    body.newPassword !== body.currentPassword,
  { message: authMessages.samePassword, path: ['newPassword'] },
] satisfies [unknown, { message: string; path: PropertyKey[] }];

/**
 * POST /auth/change-password: the registration rules, and not the password it replaces; `email`,
 * optional, is an e-mail to sign in with besides the login ID (first sign-in of a 명렬표 student).
 */
export const zChangePassword = strictBody({
  ...changePasswordShape,
  email: zContactEmail.optional(),
}).refine(...differs);
export type ChangePassword = z.infer<typeof zChangePassword>;

/** The first-sign-in form: the request plus a confirmation that never leaves the browser. */
export const zChangePasswordForm = strictBody({
  ...changePasswordShape,
  // The field may stay empty: nothing is sent then.
  email: z
    .string()
    .trim()
    .transform((email) => (email === '' ? undefined : email))
    .pipe(zContactEmail.optional()),
  confirmPassword: z.string(authMessages.passwordMismatch),
})
  .refine(...differs)
  .refine((form) => form.newPassword === form.confirmPassword, {
    message: authMessages.passwordMismatch,
    path: ['confirmPassword'],
  });
export type ChangePasswordForm = z.input<typeof zChangePasswordForm>;

export const zRefreshRequest = strictBody({
  refreshToken: z.string('리프레시 토큰이 필요합니다.').min(1).max(200),
});

/** The refresh token is optional so a client whose access token expired can still sign out. */
export const zLogoutRequest = strictBody({
  refreshToken: z.string().max(200).optional(),
});

export const zTokenPair = z.object({ accessToken: z.string(), refreshToken: z.string() });
export type TokenPair = z.infer<typeof zTokenPair>;

/** The `details` of a 403 ACCOUNT_PENDING: whom the waiting page tells the student to ask. */
export const zPendingDetails = z.object({
  className: z.string().nullable(),
  teacherName: z.string().nullable(),
});
export type PendingDetails = z.infer<typeof zPendingDetails>;

export const zLoginResponse = zTokenPair.extend({ user: zUser, mustChangePassword: z.boolean() });
export type LoginResponse = z.infer<typeof zLoginResponse>;
