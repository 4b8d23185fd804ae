import { describe, expect, it } from 'vitest';
import type { HeldAtClose } from '../assignments/calculation';
import { calculationQuestion, expectedAnswer } from '../assignments/calculation';
import { matrixQuestion } from './matrix-questions';

const held = (name: string, sector: string, quantity: number, previousClose: number) =>
  ({
    symbol: name,
    name,
    sector,
    quantity,
    currentPrice: previousClose,
    previousClose,
  }) as HeldAtClose;

// 10 A (전기전자) closed at 70,000, 3 B (전기전자) at 180,000, 2 C (서비스업) at 48,000.
const closes = [
  held('A', '전기전자', 10, 70_000),
  held('B', '전기전자', 3, 180_000),
  held('C', '서비스업', 2, 48_000),
];

describe('the 행렬과 경제 계산 과제', () => {
  it('matrixEntry: HP at the last close, 10 × 70,000 + 3 × 180,000 + 2 × 48,000', () => {
    const q = matrixQuestion('matrixEntry', closes);
    expect(q.question).toBe(
      '보유 수량 행렬 H = (A 10주, B 3주, C 2주)와 전일 종가 열 P = (70,000원, 180,000원, 48,000원)의 곱 HP(원)를 계산해 보세요.',
    );
    expect(expectedAnswer('matrixEntry', q.explanation!)).toBe(1_336_000);
  });

  it('inverseOrderShares: x for N = 12 and W = 12 × (0.4 × 70,000 + 0.6 × 180,000) → 1,630,000', () => {
    const q = matrixQuestion('inverseOrderShares', closes);
    // x = (1,630,000 − 180,000 × 12) ÷ (70,000 − 180,000) = 530,000 ÷ 110,000
    expect(expectedAnswer('inverseOrderShares', q.explanation!)).toBe(4.8182);
    expect(q.question).toContain('W = 1,630,000원');
  });

  it('inverseOrderShares at one price: det A = 0 is the question, with nothing to answer', () => {
    const same = [held('A', '전기전자', 10, 50_000), held('B', '화학', 3, 50_000)];
    const q = matrixQuestion('inverseOrderShares', same);
    expect(q.explanation).toBeNull();
    expect(q.question).toContain('det A = 0');
  });

  it('leontiefOutput: x₁ = (0.9 × 1,240,000 + 0.3 × 96,000) ÷ 0.6 = 1,908,000', () => {
    const q = calculationQuestion('leontiefOutput', { ...base, closes });
    expect(expectedAnswer('leontiefOutput', q.explanation!)).toBe(1_908_000);
    expect(q.question).toContain('전기전자, 서비스업');
  });

  it('says what to do first when the holdings are too few', () => {
    expect(calculationQuestion('matrixEntry', base)).toEqual({
      question: '보유 종목이 생기면 풀 수 있어요.',
      explanation: null,
    });
    expect(matrixQuestion('inverseOrderShares', closes.slice(0, 1)).question).toBe(
      '보유 종목이 두 개 이상이면 풀 수 있어요.',
    );
    expect(matrixQuestion('leontiefOutput', closes.slice(0, 2)).question).toBe(
      '두 업종 이상에 투자하면 풀 수 있어요.',
    );
  });
});

const base = {
  cash: 0,
  holdings: [],
  lastSale: null,
  totalValue: 0,
  netDeposits: 0,
  days: 0,
};
