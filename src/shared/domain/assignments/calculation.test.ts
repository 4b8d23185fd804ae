import { describe, expect, it } from 'vitest';
import { calculationQuestion, expectedAnswer, isCorrect, mayReveal } from './calculation';
import { draftSentences, FORBIDDEN_DRAFT_WORDS } from './record-draft';

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

describe('세특 draft sentences', () => {
  it('are built from evidence in 학생부 style, at most three, with no rank or contest words', () => {
    const sentences = draftSentences({
      completed: [{ kind: 'diversify', title: '분산 투자' }],
      scoredRationales: 4,
      reflections: 2,
      solvedFigures: ['lastSaleCosts'],
      auctions: 0,
    });
    expect(sentences).toHaveLength(3);
    expect(sentences[1]).toBe(
      '매도 거래의 수수료와 거래세을(를) 직접 계산하고 앱의 계산 과정과 비교하여 식의 각 항이 뜻하는 바를 설명함.',
    );
    expect(sentences[2]).toContain('회고 2편');
    for (const s of sentences) {
      expect(s).toMatch(/함\.$/);
      for (const word of FORBIDDEN_DRAFT_WORDS) expect(s).not.toContain(word);
    }
  });

  it('offers nothing without evidence', () => {
    expect(
      draftSentences({
        completed: [],
        scoredRationales: 0,
        reflections: 0,
        solvedFigures: [],
        auctions: 0,
      }),
    ).toEqual([]);
  });

  it('tell of a 학급 단일가 매매 the student placed orders in', () => {
    const [sentence] = draftSentences({
      completed: [],
      scoredRationales: 0,
      reflections: 0,
      solvedFigures: [],
      auctions: 2,
    });
    expect(sentence).toBe(
      '학급 단일가 매매 2회에 가격과 수량을 정한 주문과 그 근거를 내고, 학급의 수요곡선과 공급곡선이 만나는 곳에서 균형가격이 정해지는 과정을 확인함.',
    );
  });
});
