import type { Question } from '../assignments/calculation';
import { totalReturnRatio } from '../maths/portfolio';
import { explainDollarReturn, type ExchangeRates } from './exchange';

const won = (rate: number) =>
  `${rate.toLocaleString('ko-KR', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}원`;

/** 12경수01-02's 계산 과제: the student's 총 수익률 seen in dollars at the class's rates. */
export function dollarReturnQuestion(
  money: { totalValue: number; netDeposits: number },
  exchange: { rates: ExchangeRates; example: boolean } | null,
): Question {
  const wonReturn = totalReturnRatio({ value: money.totalValue, netDeposits: money.netDeposits });
  if (wonReturn === null || !exchange)
    return { question: '입금된 돈이 생기면 풀 수 있어요.', explanation: null };
  const { rates, example } = exchange;
  const label = example ? '예시 환율' : '선생님이 입력한 환율';
  return {
    question: `${label}로 기간 시작 S₀ = ${won(rates.startRate)}, 지금 S₁ = ${won(rates.endRate)}일 때, 총 수익률 ${(wonReturn * 100).toFixed(4)} %를 달러로 본 수익률 (1 + r원화) × S₀ ÷ S₁ − 1(%)을 계산해 보세요.`,
    explanation: explainDollarReturn(wonReturn, rates),
  };
}
