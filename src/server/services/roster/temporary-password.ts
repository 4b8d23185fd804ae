import { randomInt } from 'node:crypto';
import { addDays, kstDate, kstInstant } from '../../../shared/domain/market/calendar';
import type { PasswordHasher } from '../accounts/passwords';

// Read off a printed card: no 0/o, 1/l/i look-alikes.
const LETTERS = 'abcdefghjkmnpqrstuvwxyz';
const DIGITS = '23456789';
const LETTER_COUNT = 7;
const DIGIT_COUNT = 3;

const pick = (alphabet: string, count: number) =>
  Array.from({ length: count }, () => alphabet[randomInt(alphabet.length)]).join('');

/**
 * How many random bits a one-time password holds: 7 of 23 letters and 3 of 8 digits,
 * log2(23⁷ · 8³) = 7 · 4.52 + 3 · 3 ≈ 40.7.
 */
export const TEMPORARY_PASSWORD_BITS =
  LETTER_COUNT * Math.log2(LETTERS.length) + DIGIT_COUNT * Math.log2(DIGITS.length);

/**
 * A one-time password for a login card: seven letters, then three digits (about 40.7 bits, see
 * TEMPORARY_PASSWORD_BITS), so it meets the registration rules (6+ characters with a digit), is
 * typed in lower case from paper and is used only once.
 */
export function temporaryPassword(): string {
  return pick(LETTERS, LETTER_COUNT) + pick(DIGITS, DIGIT_COUNT);
}

/** Days a card's password opens the account: the class's first week, or a week from the card. */
const VALID_DAYS = 7;

/**
 * How long a one-time password issued now opens the account: through the seventh day (KST)
 * counted from the class's start, or from today if the class has already started. Cards printed
 * before the term are handed out on its first day and used that week; a card that was lost or
 * never used is reissued from the card page. `expiresAt` is the KST midnight after `validThrough`.
 */
export function cardValidity(now: Date, klass: { startDate: string }) {
  const today = kstDate(now);
  const from = today > klass.startDate ? today : klass.startDate;
  const validThrough = addDays(from, VALID_DAYS - 1);
  return { validThrough, expiresAt: new Date(kstInstant(addDays(validThrough, 1), 0)) };
}

/**
 * New one-time passwords with their hashes. Hashing is slow on purpose: a class's cards are hashed
 * a few at a time (the hasher's bulk lane), so sign-ins meanwhile are not queued behind them.
 */
export async function issueTemporaryPasswords(passwords: PasswordHasher, count: number) {
  const plain = Array.from({ length: count }, () => temporaryPassword());
  const hashes = await passwords.hashInBulk(plain);
  return plain.map((password, i) => ({ password, passwordHash: hashes[i]! }));
}
