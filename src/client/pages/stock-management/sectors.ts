// SPEC §2: the sector filter has 19 values — 전체 and the 18 sectors stocks are mapped onto.
export const SECTORS = [
  '전기전자',
  '화학',
  '의약품',
  '운수장비',
  '금융업',
  '서비스업',
  '기계',
  '철강금속',
  '건설업',
  '유통업',
  '운수창고',
  '통신업',
  '전기가스업',
  '음식료품',
  '섬유의복',
  '종이목재',
  '비금속광물',
  '기타',
] as const;

export const SECTOR_TILES = 12;
export const PAGE_SIZE = 50;
export const SEARCH_LIMIT = 3000;
