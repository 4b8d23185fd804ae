// 2022 개정 교육과정 「경제 수학」 성취기준.
// Source: 교육부 고시 제2022-33호 [별책 8] 수학과 교육과정, 진로 선택 과목 「경제 수학」.
// The wording below was written from memory without access to the 고시 text: it must be checked
// against the 고시 (and corrected here, the one place it lives) before a 세특 quotes it.

export const STANDARDS = [
  {
    code: '12경수01-01',
    area: '수와 경제',
    text: '경제지표의 의미를 이해하고, 비율과 지수를 이용하여 경제 현상의 변화를 해석할 수 있다.',
  },
  {
    code: '12경수01-02',
    area: '수와 경제',
    text: '환율의 의미를 이해하고, 환율의 변화가 경제 활동에 미치는 영향을 계산할 수 있다.',
  },
  {
    code: '12경수01-03',
    area: '수와 경제',
    text: '세금의 종류와 의미를 이해하고, 세율을 적용하여 세금을 계산할 수 있다.',
  },
  {
    code: '12경수02-01',
    area: '수열과 금융',
    text: '단리와 복리의 뜻을 알고, 수열을 이용하여 이자와 원리합계를 계산할 수 있다.',
  },
  {
    code: '12경수02-02',
    area: '수열과 금융',
    text: '연금의 뜻을 알고, 등비수열의 합을 이용하여 연금의 현재가치와 미래가치를 계산할 수 있다.',
  },
  {
    code: '12경수02-03',
    area: '수열과 금융',
    text: '대출 상환 방법을 이해하고, 수열을 이용하여 상환액을 계산할 수 있다.',
  },
  {
    code: '12경수02-04',
    area: '수열과 금융',
    text: '금융 상품의 수익과 위험을 수학적으로 비교하고, 합리적인 금융 의사결정을 할 수 있다.',
  },
  {
    code: '12경수03-01',
    area: '함수와 경제',
    text: '함수를 이용하여 경제 현상을 표현하고 해석할 수 있다.',
  },
  {
    code: '12경수03-02',
    area: '함수와 경제',
    text: '수요와 공급을 함수로 나타내고, 시장 균형을 구할 수 있다.',
  },
  {
    code: '12경수03-03',
    area: '함수와 경제',
    text: '효용과 예산 제약을 함수로 나타내고, 합리적인 선택을 설명할 수 있다.',
  },
  {
    code: '12경수03-04',
    area: '함수와 경제',
    text: '비용, 수입, 이윤을 함수로 나타내고, 그 관계를 해석할 수 있다.',
  },
  {
    code: '12경수04-01',
    area: '미분과 경제',
    text: '한계의 의미를 이해하고, 미분을 이용하여 한계비용과 한계수입을 구할 수 있다.',
  },
  {
    code: '12경수04-02',
    area: '미분과 경제',
    text: '탄력성의 의미를 이해하고, 미분을 이용하여 탄력성을 구할 수 있다.',
  },
  {
    code: '12경수04-03',
    area: '미분과 경제',
    text: '미분을 이용하여 이윤 극대화와 비용 최소화 문제를 해결할 수 있다.',
  },
  {
    code: '12경수04-04',
    area: '미분과 경제',
    text: '경제 수학을 활용하여 실생활의 경제 문제를 탐구하고, 그 과정과 결과를 설명할 수 있다.',
  },
] as const;

export type StandardCode = (typeof STANDARDS)[number]['code'];

export const STANDARD_CODES = STANDARDS.map((s) => s.code) as [StandardCode, ...StandardCode[]];

export function standardText(code: StandardCode): string {
  return STANDARDS.find((s) => s.code === code)!.text;
}
