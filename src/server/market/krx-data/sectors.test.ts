import { describe, expect, it } from 'vitest';
import {
  commonShareOf,
  isPreferredShare,
  isSpac,
  sectorOfKindIndustry,
  sectorOfKrxIndustry,
} from './sectors';

describe('sectorOfKrxIndustry', () => {
  it.each([
    ['KOSPI', '전기전자', '전기전자'],
    ['KOSPI', '은행', '금융업'],
    ['KOSPI', '운수창고업', '운수창고'],
    ['KOSPI', '의료정밀', '기타'],
    ['KOSDAQ', '반도체', '전기전자'],
    ['KOSDAQ', '제약', '의약품'],
    ['KOSDAQ', '소프트웨어', '서비스업'],
    ['KOSDAQ', '운송장비·부품', '운수장비'],
  ])('%s %s → %s', (market, name, sector) => {
    expect(sectorOfKrxIndustry(market, name)).toBe(sector);
  });

  it('answers nothing for a name of the other market or a post-2024 name', () => {
    expect(sectorOfKrxIndustry('KOSPI', '반도체')).toBeUndefined();
    expect(sectorOfKrxIndustry('KOSPI', 'IT 서비스')).toBeUndefined();
  });
});

describe('sectorOfKindIndustry', () => {
  it.each([
    ['통신 및 방송 장비 제조업', '전기전자'],
    ['금융 지원 서비스업', '금융업'],
    ['자동차 부품 및 내장품 판매업', '유통업'],
    ['기타 비금속 광물제품 제조업', '비금속광물'],
    ['1차 비철금속 제조업', '철강금속'],
    ['의료용 기기 제조업', '기타'],
    ['기초 의약물질 제조업', '의약품'],
    ['기타 운송관련 서비스업', '운수창고'],
    ['자연과학 및 공학 연구개발업', '서비스업'],
    ['연료용 가스 제조 및 배관공급업', '전기가스업'],
  ])('%s → %s', (industry, sector) => {
    expect(sectorOfKindIndustry(industry)).toBe(sector);
  });

  it('answers nothing when no keyword fits', () => {
    expect(sectorOfKindIndustry('그외 기타 제품 제조업')).toBeUndefined();
    expect(sectorOfKindIndustry('')).toBeUndefined();
  });
});

describe('share classes', () => {
  it('detects preferred shares by code and name together', () => {
    expect(isPreferredShare('005935', '삼성전자우')).toBe(true);
    expect(isPreferredShare('005387', '현대차2우B')).toBe(true);
    expect(isPreferredShare('00104K', 'CJ4우(전환)')).toBe(true);
    expect(isPreferredShare('097955', 'CJ제일제당 우')).toBe(true);
    expect(isPreferredShare('458650', '성우')).toBe(false);
    expect(isPreferredShare('159910', '에코글로우')).toBe(false);
    expect(commonShareOf('005935')).toBe('005930');
  });

  it('detects SPACs by department or name', () => {
    expect(isSpac('SPAC(소속부없음)', '하나33호스팩')).toBe(true);
    expect(isSpac('관리종목(소속부없음)', '유안타제11호스팩')).toBe(true);
    expect(isSpac('우량기업부', '에코프로')).toBe(false);
  });
});
