import { describe, expect, it } from 'vitest';
import { calculationQuestion, expectedAnswer } from '../assignments/calculation';
import type { StockCurveFacts } from './calculus-questions';

const closesOf = (values: number[]) =>
  values.map((close, t) => ({ date: `2026-01-${String(t + 2).padStart(2, '0')}`, close }));

const base = { cash: 0, holdings: [], lastSale: null, totalValue: 0, netDeposits: 0, days: 0 };
const withCurve = (facts: StockCurveFacts | null) => ({ ...base, stockCurve: () => facts });
const RATES = { feeRatePpm: 150, taxRatePpm: 2_000 };

describe('계산 과제 한계비용 C′(q) and f′(T)', () => {
  it('waits for a holding, in Korean', () => {
    for (const figure of ['marginalCost', 'fittedSlope'] as const) {
      expect(calculationQuestion(figure, withCurve(null))).toEqual({
        question: '보유 종목이 생기면 풀 수 있어요.',
        explanation: null,
      });
      // An app without the lessons' price reader asks nothing either.
      expect(calculationQuestion(figure, base).explanation).toBeNull();
    }
  });

  it('C′ at p = 10,000, f = 0.015 %, τ = 0.2 % is 21.5 won', () => {
    const { question, explanation } = calculationQuestion(
      'marginalCost',
      withCurve({ name: '예시전자', closes: closesOf([9_800, 10_000]), rates: RATES }),
    );
    expect(question).toBe(
      '예시전자의 2026-01-03 종가 10,000원에서, 수수료율 0.015 %와 거래세율 0.20 %로 팔 때의 비용 C(q) ≈ p × q × (수수료율 + 세율)을 q로 미분한 한계비용 C′(q)(원)를 계산해 보세요.',
    );
    expect(expectedAnswer('marginalCost', explanation!)).toBe(21.5);
  });

  it('f′(9) of t³ − 6t² + 9t + 100 is 144 won a day', () => {
    const { question, explanation } = calculationQuestion(
      'fittedSlope',
      withCurve({
        name: '예시전자',
        closes: closesOf([100, 104, 102, 100, 104, 120, 154, 212, 300, 424]),
        rates: RATES,
      }),
    );
    expect(question).toBe(
      '예시전자의 최근 10거래일 종가에 맞춘 곡선 f(t) = t³ − 6t² + 9t + 100 (t는 2026-01-02을 0으로 센 거래일)에서, 마지막 거래일 2026-01-11(t = 9)의 미분계수 f′(9)(원/일)를 계산해 보세요.',
    );
    expect(expectedAnswer('fittedSlope', explanation!)).toBe(144);
  });

  it('too few closes: says how many the curve needs, and asks nothing', () => {
    const thin = calculationQuestion(
      'fittedSlope',
      withCurve({ name: '새내기', closes: closesOf([1, 2, 3]), rates: RATES }),
    );
    expect(thin).toEqual({
      question:
        '곡선을 그리려면 종가가 10일 이상 필요해요. 지금은 3일뿐이라 며칠 더 거래된 뒤에 다시 열어 주세요.',
      explanation: null,
    });
    expect(
      calculationQuestion('marginalCost', withCurve({ name: '쉬는종목', closes: [], rates: RATES }))
        .question,
    ).toBe('쉬는종목의 지난 거래일 종가 자료가 아직 없어서 풀 수 없어요.');
  });
});
