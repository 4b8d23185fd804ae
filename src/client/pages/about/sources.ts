export interface Source {
  what: string;
  who: string;
  repository: string;
  note: string;
}

// Every data set the embedded market is built from (data/krx; the project's SOURCE.md).
export const sources: Source[] = [
  {
    what: '종목 목록·일별 시세 (2026년 1~3월)',
    who: '한국거래소(KRX) 자료, FinanceDataReader의 KRX 캐시',
    repository: 'FinanceData/fdr_krx_data_cache',
    note: '전 종목 상장 정보와 일별 시세, 장중 시세 스냅숏(2026-03-09 ~ 03-20)',
  },
  {
    what: '전 종목 일별 시세 (2026-01-02 ~ 02-20)',
    who: '한국거래소(KRX) 자료, FinanceData marcap',
    repository: 'FinanceData/marcap',
    note: '시가총액·상장주식수 포함',
  },
  {
    what: '종목별 일별 시세 (2025년 하반기 일부, 2026년 3월 이후)',
    who: '한국거래소(KRX) 시세를 Yahoo Finance가 전달한 자료',
    repository: 'voxprepstudiohelp-stack/sfd-pipeline',
    note: '이 날짜의 가격에는 "(Yahoo Finance)"가 붙습니다. KRX 원자료와 대조해 확인한 값만 씁니다.',
  },
  {
    what: '전 종목 일별 시세 (2025-10-29 ~ 12-30)',
    who: '한국거래소(KRX) 전종목 시세',
    repository: 'if1live/noa-krx',
    note: '재생 첫날 차트에 보이는 지난 두 달의 실제 시세',
  },
  {
    what: 'KOSPI·KOSDAQ·KOSPI 200 지수 (2026-03-23 ~ 07-10)',
    who: '한국거래소(KRX) 지수',
    repository: 'Horororong/quant-marcap-runner',
    note: '일별 시가·고가·저가·종가·거래량. 겹치는 날은 KRX 캐시와 모두 같음을 확인했습니다.',
  },
  {
    what: 'KOSPI 종가와 대조용 종목 종가',
    who: '한국거래소(KRX) 자료',
    repository: 'nextinvestment/kospi-flows',
    note: 'KOSPI 종가(~ 2026-08-21)와 재생 시세 검증용 원자료',
  },
  {
    what: '대조용 KOSDAQ 전 종목 시세 (2026년 4월 15거래일)',
    who: '한국거래소(KRX) 자료',
    repository: 'dudtn4751/kosdaq150-dashboard',
    note: 'Yahoo Finance를 거친 시세를 확인하는 원자료',
  },
  {
    what: '대형 300종목 과거 일별 시세 (2023-12-05 ~ 2025-06-16)',
    who: '한국거래소(KRX) 자료, pykrx의 수정주가',
    repository: 'do0405/invest-KR',
    note: '2025-06-17 기준 수정주가입니다. 마지막 날(06-16) 시세를 기준으로 2025년 하반기 시세를 이어서 확인합니다.',
  },
  {
    what: '종목별 KRX 업종 (2023년 9월 무렵)',
    who: '한국거래소(KRX) 정보데이터시스템의 업종분류 현황',
    repository: 'kangdongwoon/Crawling-stock-data',
    note: '종목의 업종(섹터)을 정하는 데 씁니다.',
  },
];
