import { randomInt } from 'node:crypto';

// Read off a printed card: no 0/o, 1/l/i look-alikes.
const LETTERS = 'abcdefghjkmnpqrstuvwxyz';
const DIGITS = '23456789';

const pick = (alphabet: string, count: number) =>
  Array.from({ length: count }, () => alphabet[randomInt(alphabet.length)]).join('');

/**
 * A one-time password for a login card: four letters and four digits (about 35 bits), so it
 * meets the registration rules (6+ characters with a digit) and is used only once.
 */
export function temporaryPassword(): string {
  return pick(LETTERS, 4) + pick(DIGITS, 4);
}
