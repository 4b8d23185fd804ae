import { z } from 'zod';

export const PERSON_NAME_MAX_LENGTH = 30;

export const personNameMessages = {
  hiddenCharacters:
    '이름에 줄바꿈, 제어 문자, 글자 방향을 바꾸는 문자나 보이지 않는 문자는 쓸 수 없습니다',
} as const;

// A name is shown on leaderboards, cards and reports: a control character (NUL, BEL, a line
// break), a bidi override or isolate (U+202A–U+202E, U+2066–U+2069, which can make "김철수" read
// as someone else) or an invisible one (U+200B–U+200F, U+FEFF) only hides or disguises who it is.
// Cc and Cf hold all of those; Zl and Zp are the Unicode line and paragraph separators.
const HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u;

/** Whether a name holds a character no one types in a name on purpose. */
export const hasHiddenCharacters = (name: string) => HIDDEN.test(name);

/**
 * Every name a person types (registering, a 명렬표 row, a new teacher): trimmed, between `min` and
 * 30 characters, without hidden characters. The form decides the messages for the length.
 */
export function zPersonName(min: { length: number; message: string }, tooLong: string) {
  return z
    .string(min.message)
    .trim()
    .min(min.length, min.message)
    .max(PERSON_NAME_MAX_LENGTH, tooLong)
    .refine((name) => !hasHiddenCharacters(name), personNameMessages.hiddenCharacters);
}
