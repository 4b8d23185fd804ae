import type { CalculationFigure, TaskKind } from '../../schemas/assignments';
import { MAX_RECORD_DRAFT } from '../../schemas/assignments';

export interface DraftFacts {
  /** Completed tasks, oldest first. */
  completed: Array<{ kind: TaskKind; title: string }>;
  /** Rationales the teacher scored on the rubric. */
  scoredRationales: number;
  reflections: number;
  /** 계산 과제 the student answered correctly. */
  solvedFigures: CalculationFigure[];
  /** 학급 단일가 매매 the student placed orders in (cancelled ones not counted). */
  auctions: number;
}

const FIGURE_WORDS: Record<CalculationFigure, string> = {
  holdingProfitLoss: '보유 종목의 평가손익',
  lastSaleCosts: '매도 거래의 수수료와 거래세',
  portfolioValue: '포트폴리오의 총 자산',
  annualReturn: '수익률의 연 복리 환산',
};

// 학교생활기록부 기재요령: what the student did and explained, never ranks, leaderboard places,
// contest wording or a return as a headline. These words never appear in a suggestion.
export const FORBIDDEN_DRAFT_WORDS = ['순위', '등수', '1위', '상위', '리더보드', '대회', '수상'];

/**
 * Two or three 세특 sentences in 학생부 style (…함, …을 설명함), built from the evidence the
 * student has; fewer when there is less evidence.
 */
export function draftSentences(facts: DraftFacts): string[] {
  const sentences: string[] = [];
  if (facts.completed.some((c) => c.kind === 'diversify')) {
    sentences.push(
      '여러 업종에 나누어 투자하고 허핀달-허시만 지수(HHI)로 포트폴리오의 집중도를 계산하여 분산 투자가 위험을 줄이는 까닭을 설명함.',
    );
  }
  if (facts.solvedFigures.length > 0) {
    const words = [...new Set(facts.solvedFigures)].map((f) => FIGURE_WORDS[f]).join(', ');
    sentences.push(
      `${words}을(를) 직접 계산하고 앱의 계산 과정과 비교하여 식의 각 항이 뜻하는 바를 설명함.`,
    );
  }
  if (facts.auctions > 0) {
    sentences.push(
      `학급 단일가 매매 ${facts.auctions}회에 가격과 수량을 정한 주문과 그 근거를 내고, 학급의 수요곡선과 공급곡선이 만나는 곳에서 균형가격이 정해지는 과정을 확인함.`,
    );
  }
  if (facts.reflections > 0) {
    sentences.push(
      `매도 후 회고 ${facts.reflections}편을 작성하며 처음 세운 판단 근거와 실제 결과를 비교하고 다음 투자 계획을 수정함.`,
    );
  }
  if (facts.scoredRationales > 0) {
    sentences.push(
      `매매마다 자료와 지표를 근거로 투자 판단 근거를 글로 쓰는 습관을 기르고, 평가 기준에 맞추어 근거 ${facts.scoredRationales}건을 점검함.`,
    );
  }
  const chosen = sentences.slice(0, 3);
  while (chosen.join(' ').length > MAX_RECORD_DRAFT) chosen.pop();
  return chosen;
}
