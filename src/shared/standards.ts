// 2022 개정 교육과정 진로 선택 과목 「경제 수학」의 성취기준 (18개, 4개 단원).
//
// Source: 교육부 고시 제2022-33호 [별책 8] 수학과 교육과정, 「경제 수학」 2. 성취기준
// (https://www.moe.go.kr/boardCnts/viewRenew.do?boardID=141&boardSeq=93458&lev=0).
//
// How far this is checked (docs/decisions/0029): the codes, the four units and every sentence
// were copied character for character from a machine-readable transcription of that 고시 (a
// public curriculum catalogue naming it as its source), not from the 고시 PDF, which was not at
// hand. One independent echo: a 경제수학 textbook's key questions (씨마스 e-book, p. 51: "단리와
// 복리를 이용하여 이자와 원리합계는 …", "연금의 현재가치는 어떻게 구하는가?") match 01-04 and
// 01-05. Until a teacher compares the sentences with the 고시 and corrects them here (the one
// place they live), every sentence counts as unverified against the primary text.

export const STANDARDS = [
  {
    code: '12경수01-01',
    unit: '수와 경제',
    text: '통계 자료를 활용하여 경제지표의 의미를 이해하고, 경제지표의 변화를 설명할 수 있다.',
  },
  {
    code: '12경수01-02',
    unit: '수와 경제',
    text: '환율과 관련된 실생활 문제를 해결할 수 있다.',
  },
  {
    code: '12경수01-03',
    unit: '수와 경제',
    text: '세금과 관련된 실생활 문제를 해결할 수 있다.',
  },
  {
    code: '12경수01-04',
    unit: '수와 경제',
    text: '단리와 복리를 이용하여 이자와 원리합계를 구하고, 미래에 받을 금액의 현재가치를 구할 수 있다.',
  },
  {
    code: '12경수01-05',
    unit: '수와 경제',
    text: '연금의 뜻을 알고, 연금의 현재가치를 구할 수 있다.',
  },
  {
    code: '12경수02-01',
    unit: '함수와 경제',
    text: '여러 가지 경제 현상을 함수로 나타낼 수 있다.',
  },
  {
    code: '12경수02-02',
    unit: '함수와 경제',
    text: '함수와 그래프를 활용하여 수요곡선과 공급곡선의 의미를 탐구하고 이해한다.',
  },
  {
    code: '12경수02-03',
    unit: '함수와 경제',
    text: '효용의 의미를 이해하고, 효용을 함수와 그래프로 나타낼 수 있다.',
  },
  {
    code: '12경수02-04',
    unit: '함수와 경제',
    text: '수요와 공급의 상호 작용에 의해 균형가격이 결정되는 경제 현상을 설명할 수 있다.',
  },
  {
    code: '12경수02-05',
    unit: '함수와 경제',
    text: '세금과 소득의 변화가 균형가격에 미치는 영향을 탐구하고 이해한다.',
  },
  {
    code: '12경수02-06',
    unit: '함수와 경제',
    text: '부등식의 영역의 개념을 이해하고, 이를 활용하여 경제 현상의 문제를 해결할 수 있다.',
  },
  {
    code: '12경수03-01',
    unit: '행렬과 경제',
    text: '여러 가지 경제 현상을 행렬로 나타내고, 연산할 수 있다.',
  },
  {
    code: '12경수03-02',
    unit: '행렬과 경제',
    text: '역행렬의 뜻을 알고, 행렬의 역행렬을 구할 수 있다.',
  },
  {
    code: '12경수03-03',
    unit: '행렬과 경제',
    text: '행렬의 연산과 역행렬을 활용하여 경제 현상의 문제를 해결할 수 있다.',
  },
  {
    code: '12경수04-01',
    unit: '미분과 경제',
    text: '미분의 개념을 이해하고 경제 현상을 나타내는 함수를 미분할 수 있다.',
  },
  {
    code: '12경수04-02',
    unit: '미분과 경제',
    text: '미분을 이용하여 그래프의 개형을 탐구하고 해석할 수 있다.',
  },
  {
    code: '12경수04-03',
    unit: '미분과 경제',
    text: '미분을 활용하여 탄력성의 의미를 탐구하고 이해한다.',
  },
  {
    code: '12경수04-04',
    unit: '미분과 경제',
    text: '미분을 활용하여 경제 현상의 최적화 문제를 해결할 수 있다.',
  },
] as const;

export type StandardCode = (typeof STANDARDS)[number]['code'];

export const STANDARD_CODES = STANDARDS.map((s) => s.code) as [StandardCode, ...StandardCode[]];

export function standardText(code: StandardCode): string {
  return STANDARDS.find((s) => s.code === code)!.text;
}
