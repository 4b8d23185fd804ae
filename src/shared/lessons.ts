import type { StandardCode } from './standards';

// The 경제 수학 lessons StockClass can run, one row per lesson, by the 성취기준 it teaches. The
// lesson index (/lessons) lists every 성취기준 with what is here for it: a lesson page of its own
// (/lessons/{slug}), a section of the 분석 page, or the class call auction.

export const LESSON_SLUGS = [
  'functions',
  'utility',
  'tax-incidence',
  'class-index',
  'exchange',
  'taxes',
  'matrix',
  'inverse',
  'inverse-use',
  'marginal',
  'graph-shape',
  'elasticity',
  'optimization',
] as const;
export type LessonSlug = (typeof LESSON_SLUGS)[number];

export interface LessonEntry {
  /** Where the lesson is: its own page, or a section of another page. */
  to: string;
  title: string;
  standards: StandardCode[];
  /** What students do in it, in a line. */
  summary: string;
}

export interface LessonPageEntry extends LessonEntry {
  slug: LessonSlug;
}

const page = (
  slug: LessonSlug,
  standard: StandardCode,
  title: string,
  summary: string,
): LessonPageEntry => ({ slug, to: `/lessons/${slug}`, title, standards: [standard], summary });

/** The lessons with a page of their own under /lessons. */
export const LESSON_PAGES: LessonPageEntry[] = [
  page(
    'class-index',
    '12경수01-01',
    '우리 반 주가지수',
    '우리 반이 가진 종목으로 KOSPI처럼 시가총액 가중 지수를 만들어 KOSPI·KOSDAQ과 비교하고, 하루의 지수를 손으로 계산해요.',
  ),
  page(
    'exchange',
    '12경수01-02',
    '환율로 보는 내 수익률',
    '내 돈의 수익률을 외국 투자자의 달러 수익률로 바꾸고, 매매기준율·살 때·팔 때·우대율로 내 현금을 환전해요.',
  ),
  page(
    'taxes',
    '12경수01-03',
    '주식을 팔 때 내는 세금',
    '내 매도의 증권거래세와 농어촌특별세를 시장별로 계산하고, 손해를 봐도 세금을 내는 까닭과 양도소득세를 알아봐요.',
  ),
  page(
    'functions',
    '12경수02-01',
    '거래 비용과 본전을 함수로',
    '거래 비용을 금액의 바닥 함수로, 평가금액을 주가의 일차함수로 놓고 본전 매도가를 역함수로 구해요.',
  ),
  page(
    'utility',
    '12경수02-03',
    '효용으로 고르는 투자',
    '내 포트폴리오와 KOSPI의 실제 하루 수익률로 기대효용과 확실성 등가를 구하고, 위험 회피 계수 A로 현금과 비교해요.',
  ),
  page(
    'tax-incidence',
    '12경수02-05',
    '세금이 균형가격에 미치는 영향',
    '우리 반 단일가 매매의 주문에 판매자 세금을 매겨 다시 체결하고, 세금을 누가 얼마나 부담하는지 구해요.',
  ),
  page(
    'matrix',
    '12경수03-01',
    '보유 수량과 주가를 행렬로',
    '보유 수량 행렬과 실제 종가 행렬을 곱해 날마다의 평가금액을, 우리 반 행렬과 가격 열을 곱해 모두의 평가금액을 구해요.',
  ),
  page(
    'inverse',
    '12경수03-02',
    '역행렬로 두 종목 주문 짜기',
    '쓸 돈과 주식 수, 두 목표를 한 번에 맞추는 두 종목의 주문을 역행렬로 풀고 1주 단위로 맞춰요.',
  ),
  page(
    'inverse-use',
    '12경수03-03',
    '역행렬로 경제 문제 풀기',
    '두 업종의 산업연관 모형(예시 계수)에서 내 투자 금액을 최종수요로 놓고 레온티에프 역행렬로 총산출을 구해요.',
  ),
  page(
    'marginal',
    '12경수04-01',
    '미분으로 보는 거래 비용과 평가금액',
    '내 종목의 매도 비용, 평가금액, 주가를 함수로 놓고 한계비용, 미분계수, 평균변화율과 순간변화율을 구해요.',
  ),
  page(
    'graph-shape',
    '12경수04-02',
    '주가 그래프의 개형',
    '실제 종가에 최소제곱법으로 맞춘 삼차함수를 미분해 증감표를 만들고 증가·감소 구간과 극값을 찾아요.',
  ),
  page(
    'elasticity',
    '12경수04-03',
    '단일가 매매의 가격탄력성',
    '우리 반 단일가 매매의 수요곡선에서 가격탄력성을 구하고 매도자의 수입과 연결해요.',
  ),
  page(
    'optimization',
    '12경수04-04',
    '미분으로 찾는 최소분산 포트폴리오',
    '두 종목의 실제 수익률로 분산을 비중의 함수로 놓고 미분해서 최솟값을 찾아요.',
  ),
];

/** Lessons that live inside another page. */
export const LESSON_SECTIONS: LessonEntry[] = [
  {
    to: '/analytics#lesson-compound',
    title: '복리와 현재가치',
    standards: ['12경수01-04'],
    summary: '내 수익률을 연 복리로 바꾸고 정기예금과 비교해요 (분석 페이지).',
  },
  {
    to: '/analytics#lesson-annuity',
    title: '적립식 투자와 연금',
    standards: ['12경수01-05'],
    summary: '적립식 입금의 실제 가치를 연금의 원리합계·현재가치와 비교해요 (분석 페이지).',
  },
  {
    to: '/analytics#lesson-region',
    title: '우리 반 규칙은 부등식의 영역',
    standards: ['12경수02-06'],
    summary: '두 종목의 주문을 우리 반 규칙의 부등식 영역 안에서 골라요 (분석 페이지).',
  },
];

/** The class call auction is opened by the teacher from the class page. */
export const AUCTION_LESSON: Omit<LessonEntry, 'to'> = {
  title: '학급 단일가 매매',
  standards: ['12경수02-02', '12경수02-04'],
  summary: '선생님이 여는 단일가 매매에서 주문을 내고 수요곡선과 공급곡선의 교점을 찾아요.',
};

export const lessonPage = (slug: string) => LESSON_PAGES.find((l) => l.slug === slug);
