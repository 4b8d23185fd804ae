// The summary sentence of a 세특 report: the teacher edits the template, the facts fill it.
export const DEFAULT_SUMMARY_TEMPLATE =
  '{이름} 학생은 모의투자 기간 동안 {거래수}회 거래하며 매번 투자 판단 근거를 기록하였고, ' +
  '총 수익률은 {수익률}임. 근거 평가에서는 {강점} 항목이 두드러졌으며, {회고수}건의 회고를 통해 ' +
  '자신의 판단을 결과와 비교해 봄.';

export interface SummaryFacts {
  이름: string;
  거래수: string;
  수익률: string;
  강점: string;
  회고수: string;
  평균점수: string;
}

export const SUMMARY_PLACEHOLDERS: Array<keyof SummaryFacts> = [
  '이름',
  '거래수',
  '수익률',
  '강점',
  '회고수',
  '평균점수',
];

/** Replaces each {자리} with its fact; unknown placeholders stay as written. */
export function fillSummary(template: string, facts: SummaryFacts): string {
  return template.replace(/\{([^{}]+)\}/g, (whole, key: string) =>
    key in facts ? facts[key as keyof SummaryFacts] : whole,
  );
}
