import { describe, expect, it } from 'vitest';
import { expectedAnswer } from './calculation';
import { auctionElasticityQuestion, minVarianceQuestion } from './lesson-questions';

describe('the 미분과 경제 계산 과제', () => {
  it('asks the elasticity with the two steps around P*, and waits for an auction', () => {
    const q = auctionElasticityQuestion({
      stockName: '삼성전자',
      closedOn: '2026-03-20',
      orders: [
        { side: 'BUY', quantity: 6, price: 10_100 },
        { side: 'BUY', quantity: 4, price: 10_000 },
        { side: 'SELL', quantity: 10, price: 10_000 },
      ],
      clearingPrice: 10_100,
    });
    expect(q.question).toContain('P₁ = 10,100원일 때 D = 6주, P₂ = 10,000원일 때 D = 10주');
    // E = (4 ÷ 8) ÷ (−100 ÷ 10,050) = −50.25
    expect(expectedAnswer('auctionElasticity', q.explanation!)).toBe(-50.25);
    expect(auctionElasticityQuestion(null)).toEqual({
      question: '선생님이 학급 단일가 매매를 열고 마감하면 그 수요곡선으로 풀 수 있어요.',
      explanation: null,
    });
  });

  it('asks w* in percent from the moments, and waits for 20 common days', () => {
    // a: 1, −1 repeated; b: 2, −2 repeated: σ₁² = 1·20/19·…; w* = (σ₂² − σ₁₂) ÷ (σ₁² + σ₂² − 2σ₁₂)
    // with σ₂² = 4σ₁², σ₁₂ = 2σ₁²: (4 − 2) ÷ (1 + 4 − 4) = 2 → clipped to 100 %.
    const dates = Array.from({ length: 20 }, (_, i) => `2026-01-${String(i + 1).padStart(2, '0')}`);
    const a = dates.map((_, i) => (i % 2 === 0 ? 1 : -1));
    const b = a.map((x) => 2 * x);
    const q = minVarianceQuestion({ names: ['가', '나'], returns: { dates, a, b } });
    expect(q.question).toContain('최근 20거래일');
    expect(q.explanation?.steps.at(-2)?.value).toBe(2);
    expect(expectedAnswer('minVarianceWeight', q.explanation!)).toBe(100);
    const few = minVarianceQuestion({
      names: ['가', '나'],
      returns: { dates: dates.slice(0, 5), a: a.slice(0, 5), b: b.slice(0, 5) },
    });
    expect(few).toMatchObject({ explanation: null });
    expect(few.question).toContain('수익률이 5개뿐이에요. 20개 이상이 되면 풀 수 있어요.');
  });
});
