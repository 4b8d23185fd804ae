import { describe, expect, it } from 'vitest';
import { calculationQuestion, expectedAnswer, isCorrect, mayReveal } from './calculation';

const data = {
  cash: 3_000_000,
  holdings: [
    { name: 'KB금융', quantity: 10, averagePrice: 80_000, currentPrice: 82_000 },
    { name: '삼성전자', quantity: 50, averagePrice: 70_000, currentPrice: 71_000 },
  ],
  lastSale: { stockName: '현대차', fee: 37, tax: 498 },
  totalValue: 7_370_000,
  netDeposits: 7_000_000,
  days: 73,
};

describe('계산 과제', () => {
  it('asks for the largest holding’s 평가손익: (71,000 − 70,000) × 50 = 50,000', () => {
    const q = calculationQuestion('holdingProfitLoss', data);
    expect(q.question).toBe('삼성전자 50주의 평가손익(원)을 현재가와 평균 단가로 계산해 보세요.');
    expect(expectedAnswer('holdingProfitLoss', q.explanation!)).toBe(50_000);
  });

  it('asks for the last sale’s fee + tax: 37 + 498 = 535', () => {
    const q = calculationQuestion('lastSaleCosts', data);
    expect(expectedAnswer('lastSaleCosts', q.explanation!)).toBe(535);
  });

  it('asks for the value: 3,000,000 + 10 × 82,000 + 50 × 71,000 = 7,370,000', () => {
    const q = calculationQuestion('portfolioValue', data);
    expect(expectedAnswer('portfolioValue', q.explanation!)).toBe(7_370_000);
  });

  it('annualises 5.29% over 73 days: 1.052857…^(365/73) − 1 = 29.37%', () => {
    // R = 370,000 / 7,000,000 = 0.052857; 1.052857^5 = e^{5 × 0.051508} = 1.29374 → 29.374 %
    const q = calculationQuestion('annualReturn', data);
    expect(expectedAnswer('annualReturn', q.explanation!)).toBe(29.374);
  });

  it('asks nothing about "0일 동안" on the first deposit’s day, and says when it can be answered', () => {
    const q = calculationQuestion('annualReturn', { ...data, days: 0 });
    expect(q).toEqual({ question: '첫 입금 후 하루가 지나면 풀 수 있어요.', explanation: null });
    expect(calculationQuestion('annualReturn', { ...data, days: 1 }).question).toBe(
      '1일 동안의 총 수익률을 연 복리 수익률(%)로 환산해 보세요.',
    );
  });

  it('has no figure before the student sold anything', () => {
    const q = calculationQuestion('lastSaleCosts', { ...data, lastSale: null });
    expect(q).toEqual({ question: '매도한 뒤에 풀 수 있어요.', explanation: null });
  });

  it('accepts an answer within the tolerance and refuses one outside it', () => {
    expect(isCorrect({ value: 534, expected: 535, tolerance: 1 })).toBe(true);
    expect(isCorrect({ value: 533, expected: 535, tolerance: 1 })).toBe(false);
    expect(isCorrect({ value: 29.3, expected: 29.2829, tolerance: 0.1 })).toBe(true);
  });

  it('reveals the figure only once correct or past due', () => {
    const dueAt = new Date('2026-03-20T14:59:00Z');
    const before = new Date('2026-03-20T01:00:00Z');
    const after = new Date('2026-03-21T01:00:00Z');
    expect(mayReveal({ correct: false, now: before, dueAt })).toBe(false);
    expect(mayReveal({ correct: true, now: before, dueAt })).toBe(true);
    expect(mayReveal({ correct: false, now: after, dueAt })).toBe(true);
  });
});
