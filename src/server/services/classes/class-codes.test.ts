import { describe, expect, it } from 'vitest';
import { CLASS_CODE_ALPHABET } from '../../../shared/schemas/classes';
import { randomClassCode, uniqueClassCode } from './class-codes';

describe('class codes', () => {
  it('leave out characters that are misread aloud or on a projector', () => {
    for (const confusing of ['0', 'O', '1', 'I', 'L'])
      expect(CLASS_CODE_ALPHABET).not.toContain(confusing);
    const codes = Array.from({ length: 500 }, () => randomClassCode(6));
    for (const code of codes) expect(code).toMatch(/^[A-HJKMNP-Z2-9]{6}$/);
  });

  it('retry on a collision and grow longer only when short codes keep colliding', () => {
    const taken = new Set(['AAAAAA']);
    const alwaysA = () => 0;
    expect(uniqueClassCode((code) => taken.has(code), alwaysA)).toBe('AAAAAAA');
  });

  it('never exceed 10 characters', () => {
    expect(() => uniqueClassCode(() => true)).toThrow();
  });
});
