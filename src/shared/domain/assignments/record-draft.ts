import type { CalculationFigure } from '../../schemas/assignments';
import { MAX_RECORD_DRAFT } from '../../schemas/assignments';
import { figureUnit } from './templates';
import { withParticle } from '../korean-particle';

export interface DraftFacts {
  /** 분산 투자 completions with the sectors and HHI of the close that completed them. */
  diversified: Array<{ sectors: number; hhi: number }>;
  /** 시장과 비교 explanations the student wrote. */
  comparedWithMarket: number;
  /** Rationales the teacher scored on the rubric. */
  scoredRationales: number;
  reflections: number;
  /** 계산 과제 answered correctly, with the figure the student entered. */
  solved: Array<{ figure: CalculationFigure; value: number }>;
  /** 학급 단일가 매매 the student placed orders in (cancelled ones not counted). */
  auctions: number;
}

const FIGURE_WORDS: Record<CalculationFigure, string> = {
  holdingProfitLoss: '보유 종목의 평가손익',
  lastSaleCosts: '매도 거래의 수수료와 거래세',
  portfolioValue: '포트폴리오의 총 자산',
  annualReturn: '수익률의 연 복리 환산',
  matrixEntry: '보유 수량 행렬과 종가 행렬의 곱',
  inverseOrderShares: '역행렬로 두 가지 목표를 함께 맞춘 두 종목의 주식 수',
  leontiefOutput: '레온티에프 역행렬로 구한 업종의 총산출액',
  marginalCost: '매도 비용 함수 C(q)를 미분한 한계비용 C′(q)',
  fittedSlope: '실제 주가에 맞춘 삼차함수 곡선의 미분계수 f′(T)',
  auctionElasticity: '학급 단일가 매매 수요곡선의 체결가에서의 가격탄력성',
  minVarianceWeight: '두 종목의 분산을 비중의 함수로 놓고 미분하여 구한 최소분산 비중',
  breakEvenPrice: '매도로 받는 돈 N(p)의 역함수로 구한 본전 매도가 p*',
  certaintyEquivalent: '실제 하루 수익률로 구한 포트폴리오의 기대효용과 확실성 등가',
  dollarReturn: '환율 변화를 반영한 달러 기준 수익률',
  classIndexValue: '우리 반 보유 종목으로 만든 시가총액 가중 주가지수',
  taxIncidenceBuyers: '판매자에게 매긴 세금 가운데 구매자가 부담한 몫(조세 귀착)',
};

// 학교생활기록부 기재요령: what the student did and explained, never ranks, leaderboard places,
// contest wording or a return as a headline. These words never appear in a suggestion.
export const FORBIDDEN_DRAFT_WORDS = ['순위', '등수', '1위', '상위', '리더보드', '대회', '수상'];

const amount = (figure: CalculationFigure, value: number) =>
  `${value.toLocaleString('ko-KR')}${figureUnit(figure)}`;

/**
 * The first 분산 투자 completion's own figures. "까닭을 설명함" only when the student explained
 * something in writing (a 회고 or a 시장과 비교 explanation): a close's HHI alone explains nothing.
 */
function diversifySentence(facts: DraftFacts): string | null {
  const first = facts.diversified[0];
  if (!first) return null;
  const did = `${first.sectors}개 업종에 나누어 투자하고 허핀달-허시만 지수(HHI)로 포트폴리오의 집중도를 ${withParticle(first.hhi.toFixed(2), '으로/로')} 계산`;
  const explained = facts.reflections > 0 || facts.comparedWithMarket > 0;
  return explained
    ? `${did}하고, 분산 투자가 위험을 줄이는 까닭을 글로 설명했습니다.`
    : `${did}했습니다.`;
}

function calculationSentence(facts: DraftFacts): string | null {
  if (facts.solved.length === 0) return null;
  const figures = facts.solved
    .filter((s, i) => facts.solved.findIndex((t) => t.figure === s.figure) === i)
    .map((s) => `${FIGURE_WORDS[s.figure]}(${amount(s.figure, s.value)})`)
    .join(', ');
  return `${withParticle(figures, '을/를')} 직접 계산하고 앱의 계산 과정과 비교해 확인했습니다.`;
}

/**
 * Two or three facts the app observed, told to the teacher (…했습니다), not in the 학생부's own
 * …함 register, so none reads as a sentence to paste; built from the evidence the student has
 * and carrying their own figures; fewer when there is less evidence. The 세특 page offers them as
 * a checklist the teacher ticks 확인함, never as text for the 세특 itself (2026 기재요령,
 * docs/decisions/0042).
 */
export function draftSentences(facts: DraftFacts): string[] {
  const candidates = [
    diversifySentence(facts),
    facts.comparedWithMarket > 0
      ? '자신의 시간가중수익률과 KOSPI 수익률을 같은 기간에서 비교하고, 그 차이에 대한 자신의 해석을 글로 설명했습니다.'
      : null,
    calculationSentence(facts),
    facts.auctions > 0
      ? `학급 단일가 매매 ${facts.auctions}회에 가격과 수량을 정한 주문과 그 근거를 내고, 학급의 수요곡선과 공급곡선이 만나는 곳에서 균형가격이 정해지는 과정을 확인했습니다.`
      : null,
    facts.reflections > 0
      ? `매도 후 회고 ${facts.reflections}편을 작성하며 처음 세운 판단 근거와 실제 결과를 비교하고 다음 투자 계획을 수정했습니다.`
      : null,
    facts.scoredRationales > 0
      ? `매매 ${facts.scoredRationales}건의 투자 판단 근거를 글로 작성했습니다.`
      : null,
  ];
  const chosen = candidates.filter((s): s is string => s !== null).slice(0, 3);
  while (chosen.join(' ').length > MAX_RECORD_DRAFT) chosen.pop();
  return chosen;
}
