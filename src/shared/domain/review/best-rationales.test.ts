import { describe, expect, it } from 'vitest';
import { bestRationales } from './best-rationales';

describe('bestRationales', () => {
  it('lists only rationales scored at two thirds of the full score or more, best first', () => {
    const best = bestRationales(
      [
        { item: '그냥', totalPoints: 4, maxPoints: 12 },
        { item: '보통', totalPoints: 8, maxPoints: 12 },
        { item: '훌륭', totalPoints: 12, maxPoints: 12 },
        { item: '조금 모자람', totalPoints: 7, maxPoints: 12 },
        { item: '채점 없음', totalPoints: 0, maxPoints: 0 },
      ],
      3,
    );
    expect(best).toEqual(['훌륭', '보통']);
  });

  it('keeps at most the count asked for', () => {
    const reviewed = [9, 10, 11, 12].map((p) => ({ item: p, totalPoints: p, maxPoints: 12 }));
    expect(bestRationales(reviewed, 3)).toEqual([12, 11, 10]);
  });
});
