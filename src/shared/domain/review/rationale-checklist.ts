// Writing help shown while a student types a rationale. Simple text rules, on purpose: it is a
// reminder of what a good rationale mentions, never a grade, and it never blocks an order.

export type ChecklistKey = 'evidence' | 'risk' | 'horizon';

export interface ChecklistItem {
  key: ChecklistKey;
  label: string;
  met: boolean;
}

const INDICATORS = [
  'PER',
  'PBR',
  'ROE',
  'EPS',
  '영업이익',
  '매출',
  '순이익',
  '배당',
  '이동평균',
  '거래량',
  '실적',
  '금리',
  '환율',
  'RSI',
  'MACD',
];
const RISKS = ['위험', '리스크', '손실', '하락', '손절', '변동성', '불확실', '악재', '떨어지면'];
const HORIZON_WORDS = [
  '단기',
  '중기',
  '장기',
  '이번 주',
  '다음 주',
  '이번 달',
  '다음 달',
  '연말',
  '분기',
];
// "3개월", "2주", "1년 동안", "10일" …
const HORIZON_SPAN = /\d+\s*(일|주|개월|달|년)/;
const HAS_NUMBER = /\d/;

const mentions = (text: string, words: string[]) => {
  const lower = text.toLowerCase();
  return words.some((word) => lower.includes(word.toLowerCase()));
};

export function rationaleChecklist(text: string): ChecklistItem[] {
  return [
    {
      key: 'evidence',
      label: '숫자나 지표를 들었나요?',
      met: HAS_NUMBER.test(text) || mentions(text, INDICATORS),
    },
    { key: 'risk', label: '위험 요인을 적었나요?', met: mentions(text, RISKS) },
    {
      key: 'horizon',
      label: '투자 기간을 밝혔나요?',
      met: HORIZON_SPAN.test(text) || mentions(text, HORIZON_WORDS),
    },
  ];
}
