import { describe, expect, it } from 'vitest';
import { nextStep } from './welcome-step';

const welcome = { className: '2학년 1반', teacherName: '김선생', startingCash: 10_000_000 };

describe('the welcome points to the next step from where the student stands', () => {
  it('sends a new student to choose a watchlist', () => {
    const step = nextStep({ ...welcome, watchlistCount: 0, tradeCount: 0 });
    expect(step.to).toBe('/watchlist-setup');
    expect(step.text).toContain('먼저 관심종목을 10개까지 골라요');
  });

  it('sends a student with a watchlist and no trade to the trading page, not to choose again', () => {
    const step = nextStep({ ...welcome, watchlistCount: 7, tradeCount: 0 });
    expect(step).toMatchObject({ to: '/trading', action: '모의투자로 가기' });
    expect(step.text).toContain('관심종목 7개를 이미 골라 두었어요');
    expect(step.text).not.toContain('먼저 관심종목');
  });

  it('tells a student who already traded (on another device) to look at the result', () => {
    const step = nextStep({ ...welcome, watchlistCount: 10, tradeCount: 1 });
    expect(step).toMatchObject({ to: '/portfolio', action: '포트폴리오 보기' });
    expect(step.text).toContain('벌써 거래 1건을 했어요');
    expect(step.text).not.toContain('관심종목');
  });
});
