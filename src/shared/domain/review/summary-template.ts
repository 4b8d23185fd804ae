// The summary sentence of a 세특 report: the teacher edits the template, the facts fill it.
// One fact per sentence, so a fact that did not happen takes only its own sentence with it.
// The default states no return: a 세특 may not make a return (or a rank) its headline.
export const DEFAULT_SUMMARY_TEMPLATE =
  '{이름} 학생은 모의투자 기간 동안 {거래수}회 거래하며 매번 투자 판단 근거를 기록하였음. ' +
  '근거 평가에서는 {강점} 항목이 두드러졌음. ' +
  '{회고수}건의 회고를 통해 자신의 판단을 결과와 비교해 봄.';

/** Null where there is nothing true to say: no trades, no reflection, no criterion above the rest. */
export interface SummaryFacts {
  이름: string;
  거래수: string | null;
  수익률: string;
  강점: string | null;
  회고수: string | null;
  평균점수: string | null;
}

export const SUMMARY_PLACEHOLDERS: Array<keyof SummaryFacts> = [
  '이름',
  '거래수',
  '수익률',
  '강점',
  '회고수',
  '평균점수',
];

const PLACEHOLDER = /\{([^{}]+)\}/g;
const SENTENCE_END = /(?<=[.!?。])\s+/;

const isFact = (key: string): key is keyof SummaryFacts =>
  SUMMARY_PLACEHOLDERS.includes(key as keyof SummaryFacts);

/**
 * Replaces each {자리} with its fact and leaves out every sentence with a fact that did not
 * happen (a report must not say "0건의 회고를 통해 …"); unknown placeholders stay as written.
 */
export function fillSummary(template: string, facts: SummaryFacts): string {
  return template
    .trim()
    .split(SENTENCE_END)
    .filter((sentence) =>
      [...sentence.matchAll(PLACEHOLDER)].every(([, key]) => !isFact(key!) || facts[key] !== null),
    )
    .map((sentence) =>
      sentence.replace(PLACEHOLDER, (whole, key: string) => (isFact(key) ? facts[key]! : whole)),
    )
    .join(' ');
}

/** The one criterion scored above every other; none when the best are tied or none is scored. */
export function strongestCriterion(criteria: Array<{ name: string; overall: number }>) {
  const [first, second] = [...criteria].sort((a, b) => b.overall - a.overall);
  return first && (!second || first.overall > second.overall) ? first.name : null;
}

/** A count that is a fact only when something happened. */
export const countFact = (count: number) => (count > 0 ? String(count) : null);
