import type { Sector } from '../../../shared/schemas/stocks';

// KRX 업종 (data.krx.co.kr 업종분류 현황, pre-2024-12 index names) onto the spec's 18 sectors.
// KRX has no index for mining, farming and fishing, other manufacturing or medical and precision
// devices among the 18, so those go to 기타; KOSDAQ's software, internet and content industries sit
// in KOSPI's 서비스업, and its IT parts, chips and telecom equipment in 전기전자.
const KOSPI_SECTORS: Record<string, Sector> = {
  건설업: '건설업',
  광업: '기타',
  기계: '기계',
  기타금융: '금융업',
  기타제조업: '기타',
  '농업, 임업 및 어업': '기타',
  보험: '금융업',
  비금속광물: '비금속광물',
  서비스업: '서비스업',
  섬유의복: '섬유의복',
  운수장비: '운수장비',
  운수창고업: '운수창고',
  유통업: '유통업',
  은행: '금융업',
  음식료품: '음식료품',
  의료정밀: '기타',
  의약품: '의약품',
  전기가스업: '전기가스업',
  전기전자: '전기전자',
  종이목재: '종이목재',
  증권: '금융업',
  철강금속: '철강금속',
  통신업: '통신업',
  화학: '화학',
};

const KOSDAQ_SECTORS: Record<string, Sector> = {
  IT부품: '전기전자',
  건설: '건설업',
  금속: '철강금속',
  금융: '금융업',
  '기계·장비': '기계',
  기타서비스: '서비스업',
  기타제조: '기타',
  '농업, 임업 및 어업': '기타',
  디지털컨텐츠: '서비스업',
  반도체: '전기전자',
  방송서비스: '서비스업',
  비금속: '비금속광물',
  '섬유·의류': '섬유의복',
  소프트웨어: '서비스업',
  '숙박·음식': '서비스업',
  '오락·문화': '서비스업',
  운송: '운수창고',
  '운송장비·부품': '운수장비',
  유통: '유통업',
  '음식료·담배': '음식료품',
  '의료·정밀기기': '기타',
  인터넷: '서비스업',
  일반전기전자: '전기전자',
  '전기·가스·수도': '전기가스업',
  정보기기: '전기전자',
  제약: '의약품',
  '종이·목재': '종이목재',
  '출판·매체복제': '서비스업',
  컴퓨터서비스: '서비스업',
  통신서비스: '통신업',
  통신장비: '전기전자',
  화학: '화학',
};

/** The spec sector of a KRX 업종 name as the 2023-09 file writes it for that market. */
export function sectorOfKrxIndustry(krxMarket: string, name: string): Sector | undefined {
  return (krxMarket === 'KOSPI' ? KOSPI_SECTORS : KOSDAQ_SECTORS)[name];
}

// KIND 업종 (KSIC industry) keywords, first match wins: trade and leasing before the goods they
// move, equipment before 전기/통신, 비금속 before 금속, medical and precision devices with
// 의료정밀 (기타) as KRX does. Each rule follows the KRX 업종 most stocks of that industry carry.
const KIND_KEYWORDS: Array<[RegExp, Sector]> = [
  [/금융|보험|은행|신탁|투자|증권|저축/, '금융업'],
  [/도매|소매|판매|상품 중개/, '유통업'],
  [/임대/, '서비스업'],
  [/의료용 기기|정밀기기|광학기기|사진장비/, '기타'],
  [/의약|의료용품/, '의약품'],
  [
    /반도체|전자부품|통신 및 방송 장비|영상 및 음향|전기장비|전동기|전지|절연선|전구|컴퓨터 및 주변/,
    '전기전자',
  ],
  [/자동차|선박|항공기|운송장비|철도장비/, '운수장비'],
  [/기계|무기 및 총포탄/, '기계'],
  [/비금속|광물|유리|시멘트|석회|세라믹|도자기/, '비금속광물'],
  [/귀금속|장신용품/, '기타'],
  [/철강|금속/, '철강금속'],
  [/화학|플라스틱|고무|화장품|비료/, '화학'],
  [/식품|음료|곡물|수산물|도시락|담배|사료|도축/, '음식료품'],
  [/섬유|의복|신발|가죽|직물|봉제|편조/, '섬유의복'],
  [/종이|펄프|목재|제재/, '종이목재'],
  [/운송|창고|해운|항공 여객|물류/, '운수창고'],
  [/전기 통신|통신업/, '통신업'],
  [/가스|전기업|발전업|증기/, '전기가스업'],
  [/건설|공사업/, '건설업'],
  [
    /서비스|소프트웨어|프로그래밍|연구개발|광고|영화|방송|출판|교육|정보|오락|숙박|음식점/,
    '서비스업',
  ],
];

/** The spec sector of a KIND industry by its keywords; undefined when none fits. */
export function sectorOfKindIndustry(industry: string): Sector | undefined {
  return KIND_KEYWORDS.find(([pattern]) => pattern.test(industry))?.[1];
}

// Preferred shares have a short code whose last character is not 0 (005935 삼성전자우, 00680K) and a
// name ending in 우, 2우B, 3우C or 우(전환); the code rule keeps commons such as 성우 and 에코글로우 out.
const PREFERRED_NAME = /(\d?우[A-C]?|우\(전환\))$/;

export function isPreferredShare(code: string, name: string): boolean {
  return !code.endsWith('0') && PREFERRED_NAME.test(name.trim());
}

/** The common share a preferred share belongs to: same code with the last character 0. */
export function commonShareOf(code: string): string {
  return `${code.slice(0, 5)}0`;
}

// KOSDAQ lists SPACs in the SPAC department; a SPAC under 관리종목 keeps 스팩 in its name.
export function isSpac(dept: string, name: string): boolean {
  return dept.includes('SPAC') || name.includes('스팩');
}
