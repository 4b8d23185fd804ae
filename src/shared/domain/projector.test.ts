import { describe, expect, it } from 'vitest';
import { initialsOf, leaderLabel, projectorName, projectorReason } from './projector';

describe('initialsOf', () => {
  it.each([
    ['김민준', '김○준'],
    ['이수', '이○'],
    ['남궁민수', '남○○수'],
    ['Jane Doe', 'J. D.'],
    ['  alex ', 'A.'],
  ])('%s → %s', (name, expected) => {
    expect(initialsOf(name)).toBe(expected);
  });
});

describe('projector names and reasons', () => {
  it('follows the teacher’s choice', () => {
    expect(projectorName('김민준', 'FULL')).toBe('김민준');
    expect(projectorName('김민준', 'INITIALS')).toBe('김○준');
    expect(projectorName('김민준', 'HIDDEN')).toBeNull();
    expect(leaderLabel('김민준', 3, 'HIDDEN')).toBe('학생 3');
  });

  it('shortens long rationales at 60 characters and keeps short ones whole', () => {
    const long = '반도체 업황이 회복되고 있고 '.repeat(8);
    const short = projectorReason(long, 'SHORT')!;
    expect([...short]).toHaveLength(61);
    expect(short.endsWith('…')).toBe(true);
    expect(projectorReason('실적 개선 기대', 'SHORT')).toBe('실적 개선 기대');
    expect(projectorReason(long, 'FULL')).toBe(long.trim());
    expect(projectorReason(long, 'HIDDEN')).toBeNull();
  });
});
