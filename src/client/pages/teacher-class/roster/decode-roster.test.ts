import { describe, expect, it } from 'vitest';
import { decodeRosterBytes } from './decode-roster';

describe('decodeRosterBytes', () => {
  it('reads a CP949 file as NEIS saves it', () => {
    // "학년,반,번호,이름\n1,3,5,홍길동\n" in CP949.
    const cp949 = Buffer.from(
      'C7D0B3E22CB9DD2CB9F8C8A32CC0CCB8A70A312C332C352CC8ABB1E6B5BF0A',
      'hex',
    );
    expect(decodeRosterBytes(cp949)).toBe('학년,반,번호,이름\n1,3,5,홍길동\n');
  });

  it('reads a UTF-8 file as it is', () => {
    const utf8 = new TextEncoder().encode('학년,반,번호,이름\n1,3,5,홍길동');
    expect(decodeRosterBytes(utf8)).toBe('학년,반,번호,이름\n1,3,5,홍길동');
  });
});
