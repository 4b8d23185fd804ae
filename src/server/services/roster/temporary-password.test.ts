import { describe, expect, it } from 'vitest';
import { cardValidity, TEMPORARY_PASSWORD_BITS, temporaryPassword } from './temporary-password';

describe('a login card one-time password', () => {
  it('holds log2(23⁷ · 8³) ≈ 40.67 random bits, and says so', () => {
    // 23⁷ = 3,404,825,447 letter choices times 8³ = 512 digit choices = 1,743,270,628,864.
    expect(TEMPORARY_PASSWORD_BITS).toBeCloseTo(Math.log2(1_743_270_628_864), 10);
    expect(TEMPORARY_PASSWORD_BITS).toBeCloseTo(40.665, 3);
  });

  it('is seven letters then three digits, none of them look-alikes', () => {
    for (let i = 0; i < 50; i++) expect(temporaryPassword()).toMatch(/^[a-hj-km-np-z]{7}[2-9]{3}$/);
  });

  it('is valid through the seventh KST day from today or from the class start, whichever is later', () => {
    // 2026-03-20 23:30 KST is still the 20th in Korea, though the 20th 14:30 in UTC.
    expect(cardValidity(new Date('2026-03-20T14:30:00Z'), { startDate: '2026-03-02' })).toEqual({
      validThrough: '2026-03-26',
      expiresAt: new Date('2026-03-26T15:00:00Z'),
    });
    expect(cardValidity(new Date('2026-02-20T01:00:00Z'), { startDate: '2026-03-02' })).toEqual({
      validThrough: '2026-03-08',
      expiresAt: new Date('2026-03-08T15:00:00Z'),
    });
  });
});
