import type { HeldAtClose, Question } from '../assignments/calculation';
import { ASSIGNMENT_TARGETS, explainOrderShares, targetsFor } from './inverse';
import { EXAMPLE_COEFFICIENTS, explainOutput, sectorDemand } from './inverse-use';
import { explainHoldingsEntry, matrixHoldings } from './matrix';

// The 계산 과제 of 행렬과 경제 ([12경수03-01…03]): the same figures as the lessons, on the
// holdings at the last KRX close, so the numbers in the question hold all day.

export type MatrixFigure = 'matrixEntry' | 'inverseOrderShares' | 'leontiefOutput';

const won = (v: number) => `${v.toLocaleString('ko-KR')}원`;

export function matrixQuestion(figure: MatrixFigure, closes: HeldAtClose[]): Question {
  switch (figure) {
    case 'matrixEntry':
      return entryQuestion(closes);
    case 'inverseOrderShares':
      return orderQuestion(closes);
    case 'leontiefOutput':
      return leontiefQuestion(closes);
  }
}

function entryQuestion(closes: HeldAtClose[]): Question {
  const held = matrixHoldings(closes);
  if (held.length === 0) return { question: '보유 종목이 생기면 풀 수 있어요.', explanation: null };
  return {
    question: `보유 수량 행렬 H = (${held.map((h) => `${h.name} ${h.quantity}주`).join(', ')})와 전일 종가 열 P = (${held.map((h) => won(h.previousClose)).join(', ')})의 곱 HP(원)를 계산해 보세요.`,
    explanation: explainHoldingsEntry(
      held.map((h) => h.quantity),
      held.map((h) => h.previousClose),
    ),
  };
}

function orderQuestion(closes: HeldAtClose[]): Question {
  const [first, second] = matrixHoldings(closes);
  if (!first || !second)
    return { question: '보유 종목이 두 개 이상이면 풀 수 있어요.', explanation: null };
  const [a, b] = [first, second].map((h) => ({ name: h.name, price: h.previousClose })) as [
    { name: string; price: number },
    { name: string; price: number },
  ];
  const targets = targetsFor(a, b, ASSIGNMENT_TARGETS.shares, ASSIGNMENT_TARGETS.share);
  const explanation = explainOrderShares('x', a, b, targets);
  if (explanation.value === null) return { question: explanation.note!, explanation: null };
  return {
    question: `${a.name}(전일 종가 p₁ = ${won(a.price)}) x주와 ${b.name}(p₂ = ${won(b.price)}) y주로 W = ${won(targets.budget)}을 모두 쓰고 N = ${targets.shares}주를 사려고 해요. 역행렬로 x를 구해 소수 둘째 자리까지 입력해 보세요.`,
    explanation,
  };
}

function leontiefQuestion(closes: HeldAtClose[]): Question {
  const demand = sectorDemand(closes);
  const [s1, s2] = demand;
  if (!s1 || !s2) return { question: '두 업종 이상에 투자하면 풀 수 있어요.', explanation: null };
  const [[a11, a12], [a21, a22]] = EXAMPLE_COEFFICIENTS as [[number, number], [number, number]];
  return {
    question: `예시 투입계수 A = (${a11}, ${a12} / ${a21}, ${a22})인 두 업종 ${s1.sector}, ${s2.sector}의 최종수요가 전일 종가로 잰 내 투자 금액 d = (${won(s1.value)}, ${won(s2.value)})일 때, (I − A)⁻¹d로 ${s1.sector}의 총산출액 x₁(원)을 구해 보세요.`,
    explanation: explainOutput(0, [s1.value, s2.value]),
  };
}
