import { z } from 'zod';
import { withParticle } from '../domain/korean-particle';
import { strictBody } from './strict';

// Five classes of 30–40 a teacher; a whole 학년 of a large school stays under this.
export const ROSTER_MAX_ROWS = 2000;
export const ROSTER_MAX_CHARS = 400_000;

export const rosterMessages = {
  textRequired: '명렬표를 붙여 넣거나 파일을 선택해주세요',
  tooLong: '명렬표가 너무 깁니다. 2,000명 이하로 나누어 가져와 주세요.',
  tooManyRows: '명렬표는 한 번에 2,000명까지 가져올 수 있습니다. 나누어 가져와 주세요.',
  empty:
    '명렬표에 학생이 없습니다. 첫 줄에 학년, 반, 번호, 이름(또는 학번, 이름) 제목을 두고 한 줄에 한 명씩 적어주세요.',
  headerMissing: (columns: string[]) =>
    `첫 줄에 학년, 반, 번호, 이름(또는 학번, 이름) 열 제목이 있어야 합니다. 빠진 열: ${columns.join(', ')}`,
  studentNumberInvalid: '학번은 20301(2학년 3반 1번)처럼 다섯 자리 숫자여야 합니다',
  gradeInvalid: '학년은 1~6 사이의 숫자여야 합니다',
  roomInvalid: '반은 1~99 사이의 숫자여야 합니다',
  noInvalid: '번호는 1~99 사이의 숫자여야 합니다',
  nameMissing: '이름이 비어 있습니다',
  nameTooLong: '이름은 30자 이하여야 합니다',
  duplicateNumber: (number: string, firstLine: number) =>
    `학번 ${withParticle(number, '이/가')} ${firstLine}행과 겹칩니다`,
  loginIdTaken: '이 학번의 로그인 ID를 다른 클래스의 계정이 이미 쓰고 있습니다',
  loginIdRegistered:
    '이 학번의 로그인 ID로 누군가 직접 가입한 계정이 있습니다. 명렬표의 학생으로 쓰지 않으니, 그 계정을 거절하거나 관리자에게 삭제를 요청한 뒤 다시 가져와 주세요.',
  classEnded:
    '종료된 클래스에는 명렬표를 가져올 수 없습니다. 다음 학기 클래스를 만들어 그 클래스로 가져와 주세요.',
  approveEnded:
    '종료된 클래스에는 학생을 승인할 수 없습니다. 다음 학기 클래스의 코드로 가입하도록 안내해주세요.',
  resetMoved:
    '다른 클래스로 옮긴 학생의 기록입니다. 비밀번호는 학생이 지금 속한 클래스에서 재설정해주세요.',
  noneSelected: '승인할 학생을 선택해주세요',
  selectedTwice: '같은 학생이 두 번 선택되었습니다. 한 번씩만 선택해주세요.',
  notPending: '이 클래스에서 승인을 기다리는 학생만 승인할 수 있습니다.',
  hasErrors: (count: number) =>
    `오류가 있는 행이 ${count}개 있습니다. 고친 뒤 다시 가져오거나, 오류 행을 빼고 가져오기를 확인해주세요.`,
} as const;

const rosterText = z
  .string(rosterMessages.textRequired)
  .min(1, rosterMessages.textRequired)
  .max(ROSTER_MAX_CHARS, rosterMessages.tooLong);

/** POST /teacher/classes/{id}/roster/preview */
export const zRosterPreviewRequest = strictBody({ text: rosterText });
export type RosterPreviewRequest = z.infer<typeof zRosterPreviewRequest>;

/**
 * POST /teacher/classes/{id}/roster. A list with errors creates nothing unless `confirm` says
 * the teacher saw them and wants the good lines imported without them.
 */
export const zRosterImportRequest = strictBody({
  text: rosterText,
  confirm: z.boolean().optional(),
});
export type RosterImportRequest = z.infer<typeof zRosterImportRequest>;

export const zRosterRow = z.object({
  line: z.number().int(),
  number: z.string().nullable(),
  name: z.string(),
  loginId: z.string().nullable(),
  /** new: an account will be made; update: the student exists (the name is set again); error. */
  status: z.enum(['new', 'update', 'error']),
  error: z.string().nullable(),
});
export type RosterRow = z.infer<typeof zRosterRow>;

/** A title line above the header (NEIS prints the school and class there), passed over. */
export const zSkippedLine = z.object({ line: z.number().int(), text: z.string() });
export type SkippedLine = z.infer<typeof zSkippedLine>;

export const zRosterPreview = z.object({
  rows: z.array(zRosterRow),
  skipped: z.array(zSkippedLine),
});
export type RosterPreview = z.infer<typeof zRosterPreview>;

const zRosterError = z.object({ line: z.number().int(), error: z.string() });

/**
 * A temporary password appears only here and on the printed 학생 로그인 카드. It opens the
 * account up to and including `validThrough` (a KST date); then a new card is needed.
 */
export const zRosterCreated = z.object({
  studentId: z.number().int(),
  number: z.string(),
  name: z.string(),
  loginId: z.string(),
  temporaryPassword: z.string(),
  validThrough: z.iso.date(),
});
export type RosterCreated = z.infer<typeof zRosterCreated>;

export const zRosterImportResult = z.object({
  created: z.array(zRosterCreated),
  updated: z.array(zRosterCreated.omit({ temporaryPassword: true, validThrough: true })),
  errors: z.array(zRosterError),
});
export type RosterImportResult = z.infer<typeof zRosterImportResult>;

/** POST /teacher/classes/{id}/approvals: the waiting students to approve at once. */
export const zApprovalsRequest = strictBody({
  userIds: z
    .array(z.number().int().positive(), rosterMessages.noneSelected)
    .min(1, rosterMessages.noneSelected)
    .max(ROSTER_MAX_ROWS, rosterMessages.tooManyRows)
    .refine((ids) => new Set(ids).size === ids.length, rosterMessages.selectedTwice),
});
export type ApprovalsRequest = z.infer<typeof zApprovalsRequest>;

/** POST /teacher/students/{id}/reset-password: what the new login card shows. */
export const zPasswordReset = zRosterCreated.extend({ number: z.string().nullable() });
export type PasswordReset = z.infer<typeof zPasswordReset>;

/**
 * POST /teacher/classes/{id}/login-cards: new cards for every student of the class who has not yet
 * chosen their own password (a card lost, expired, or an import's answer that never arrived).
 */
export const zLoginCards = z.object({
  classId: z.number().int(),
  className: z.string(),
  classCode: z.string(),
  cards: z.array(zPasswordReset),
});
export type LoginCards = z.infer<typeof zLoginCards>;

/**
 * GET /teacher/server-address: where students can reach this server, for the login cards. The
 * address the admin set (PUBLIC_URL) when there is one; else the server's own network addresses.
 */
export const zServerAddress = z.object({
  configured: z.string().nullable(),
  network: z.array(z.string()),
});
export type ServerAddress = z.infer<typeof zServerAddress>;
