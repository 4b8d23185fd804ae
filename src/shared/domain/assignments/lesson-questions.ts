import { elasticityLesson, type DemandOrder } from '../lessons/elasticity';
import {
  explainMinVarianceWeight,
  MIN_COMMON_RETURNS,
  momentsOf,
  type CommonReturns,
} from '../lessons/optimization';
import { formatNumber } from '../../format';
import type { Question } from './calculation';

// The 계산 과제 of the 미분과 경제 lessons: the student's own class auction and stocks, with the
// numbers the lesson page shows, so the page is where the student works the answer out.

export interface ClassAuctionFacts {
  stockName: string;
  /** KST date the auction closed. */
  closedOn: string;
  orders: DemandOrder[];
  clearingPrice: number | null;
}

const won = (price: number) => `${formatNumber(price)}원`;

export function auctionElasticityQuestion(auction: ClassAuctionFacts | null): Question {
  if (!auction)
    return {
      question: '선생님이 학급 단일가 매매를 열고 마감하면 그 수요곡선으로 풀 수 있어요.',
      explanation: null,
    };
  const lesson = elasticityLesson(auction.orders, auction.clearingPrice);
  if (!lesson.arc)
    return {
      question: `${auction.closedOn} ${auction.stockName} 단일가 매매는 체결가가 없거나 매수 가격이 한 가지뿐이라 탄력성을 구할 수 없어요. 다음 단일가 매매 뒤에 풀 수 있어요.`,
      explanation: null,
    };
  const { low, high } = lesson.arc;
  return {
    question:
      `${auction.closedOn} ${auction.stockName} 단일가 매매의 수요곡선에서 ` +
      `P₁ = ${won(high.price)}일 때 D = ${high.demand}주, P₂ = ${won(low.price)}일 때 D = ${low.demand}주예요. ` +
      '중간점 공식 E = (ΔQ/Q̄) ÷ (ΔP/P̄)으로 가격탄력성을 소수 넷째 자리까지 계산해 보세요.',
    explanation: lesson.elasticity,
  };
}

const fixed = (x: number) => x.toFixed(4);

export function minVarianceQuestion(
  two: { names: [string, string]; returns: CommonReturns } | null,
): Question {
  if (!two)
    return {
      question: '보유 종목이나 관심 종목이 두 개 이상 생기면 풀 수 있어요.',
      explanation: null,
    };
  const n = two.returns.dates.length;
  if (n < MIN_COMMON_RETURNS)
    return {
      question: `${two.names[0]}와(과) ${two.names[1]}이(가) 함께 거래된 날의 수익률이 ${n}개뿐이에요. ${MIN_COMMON_RETURNS}개 이상이 되면 풀 수 있어요.`,
      explanation: null,
    };
  const m = momentsOf(two.returns);
  const [a, b] = two.names;
  return {
    question:
      `${a}(비중 w)와 ${b}(비중 1 − w)의 최근 ${n}거래일 일간 수익률(%)에서 ` +
      `σ₁² = ${fixed(m.varA)}, σ₂² = ${fixed(m.varB)}, σ₁₂ = ${fixed(m.cov)}예요. ` +
      'σ²(w)를 미분해 분산이 가장 작은 w를 %로 구해 보세요 (0 %에서 100 % 사이).',
    explanation: explainMinVarianceWeight(m, n, two.names),
  };
}
