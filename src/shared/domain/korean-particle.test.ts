import { describe, expect, it } from 'vitest';
import { withParticle } from './korean-particle';

describe('withParticle', () => {
  it('takes 을/이/은/과 after a 받침 and 를/가/는/와 after none', () => {
    expect(withParticle('총 자산', '을/를')).toBe('총 자산을');
    expect(withParticle('수수료와 거래세', '을/를')).toBe('수수료와 거래세를');
    expect(withParticle('평가손익', '이/가')).toBe('평가손익이');
    expect(withParticle('2학기', '은/는')).toBe('2학기는');
    expect(withParticle('현금', '과/와')).toBe('현금과');
  });

  it('takes 로 after none or ㄹ, 으로 after any other 받침', () => {
    expect(withParticle('2학기', '으로/로')).toBe('2학기로');
    expect(withParticle('경제수학 서울', '으로/로')).toBe('경제수학 서울로');
    expect(withParticle('2학년 3반', '으로/로')).toBe('2학년 3반으로');
  });

  it('reads numbers as said aloud: 0.31 일 → 로, 0.25 오 → 로, 0.36 육 → 으로, 10301 일 → 이', () => {
    expect(withParticle('0.31', '으로/로')).toBe('0.31로');
    expect(withParticle('0.25', '으로/로')).toBe('0.25로');
    expect(withParticle('0.36', '으로/로')).toBe('0.36으로');
    expect(withParticle('0.30', '으로/로')).toBe('0.30으로');
    expect(withParticle('10301', '이/가')).toBe('10301이');
    expect(withParticle('20302', '이/가')).toBe('20302가');
    expect(withParticle('20310', '이/가')).toBe('20310이');
  });

  it('skips a trailing parenthesis and reads Latin letters by name', () => {
    expect(withParticle('보유 종목의 평가손익(50,000원)', '을/를')).toBe(
      '보유 종목의 평가손익(50,000원)을',
    );
    expect(withParticle('포트폴리오의 총 자산(1,000원)', '을/를')).toBe(
      '포트폴리오의 총 자산(1,000원)을',
    );
    expect(withParticle('HHI', '을/를')).toBe('HHI를');
    expect(withParticle('URL', '을/를')).toBe('URL을');
    expect(withParticle('URL', '으로/로')).toBe('URL로');
  });
});
