/** A particle in its two spellings: after a final consonant (받침), and after none. */
export type ParticlePair = '을/를' | '이/가' | '은/는' | '과/와' | '으로/로';

type Final = 'none' | 'rieul' | 'other';

// How a final digit is read: 1 일, 7 칠, 8 팔 end in ㄹ; 3 삼, 6 육 in another 받침; the rest none.
const DIGIT_FINALS: Final[] = [
  'other',
  'rieul',
  'none',
  'other',
  'none',
  'none',
  'other',
  'rieul',
  'rieul',
  'none',
];
// Latin letters read by name: 엘, 알 end in ㄹ; 엠, 엔 in another 받침; the rest (에이, 비, …) none.
const LETTER_FINALS: Record<string, Final> = { l: 'rieul', r: 'rieul', m: 'other', n: 'other' };

function finalOfHangul(code: number): Final {
  const jong = (code - 0xac00) % 28;
  if (jong === 0) return 'none';
  return jong === 8 ? 'rieul' : 'other';
}

/**
 * The final sound of a word as read aloud. A trailing parenthesis is an aside the particle skips
 * ("평가손익(50,000원)" takes 을 from 익); a whole number ending in 0 is read 십, 백, 천 or 만.
 */
function finalOf(word: string): Final {
  const bare = word.replace(/(\s*\([^()]*\))+$/, '').trimEnd();
  const last = bare.at(-1) ?? '';
  const code = last.charCodeAt(0);
  if (code >= 0xac00 && code <= 0xd7a3) return finalOfHangul(code);
  if (/\d/.test(last)) {
    if (last === '0' && !/\.\d*$/.test(bare)) return 'other';
    return DIGIT_FINALS[Number(last)]!;
  }
  return LETTER_FINALS[last.toLowerCase()] ?? 'none';
}

/** The particle spelled as it must be after the word: 을 after 총 자산, 로 after 2학기. */
export function particleAfter(word: string, pair: ParticlePair): string {
  const [afterConsonant, afterVowel] = pair.split('/') as [string, string];
  const final = finalOf(word);
  // 으로 is the one particle that ㄹ takes as if it were a vowel: 서울로, 1반으로 but 7로.
  const consonant = pair === '으로/로' ? final === 'other' : final !== 'none';
  return consonant ? afterConsonant : afterVowel;
}

/** The word with its particle: 총 자산을, 학번 10301이, 2학기로. */
export const withParticle = (word: string, pair: ParticlePair) =>
  `${word}${particleAfter(word, pair)}`;
