import { randomInt } from 'node:crypto';
import {
  CLASS_CODE_ALPHABET,
  CLASS_CODE_MAX_LENGTH,
  CLASS_CODE_MIN_LENGTH,
} from '../../../shared/schemas/classes';

export type RandomIndex = (below: number) => number;

export function randomClassCode(length: number, random: RandomIndex = randomInt): string {
  let code = '';
  for (let i = 0; i < length; i++) code += CLASS_CODE_ALPHABET[random(CLASS_CODE_ALPHABET.length)];
  return code;
}

// 31^6 ≈ 890 million codes: collisions are rare, and each retry after a few makes the code longer.
const TRIES_PER_LENGTH = 5;

/** A code no class uses yet, as short as possible (6 characters) and never longer than 10. */
export function uniqueClassCode(isTaken: (code: string) => boolean, random?: RandomIndex): string {
  for (let length = CLASS_CODE_MIN_LENGTH; length <= CLASS_CODE_MAX_LENGTH; length++) {
    for (let attempt = 0; attempt < TRIES_PER_LENGTH; attempt++) {
      const code = randomClassCode(length, random);
      if (!isTaken(code)) return code;
    }
  }
  throw new Error('No free class code after trying every length');
}
