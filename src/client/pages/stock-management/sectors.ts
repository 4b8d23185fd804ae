// docs/product/market-data.md#sectors: the sector filter offers 전체 plus the 18 shared SECTORS (19 values).
export { SECTORS } from '../../../shared/schemas/stocks';

export const SECTOR_TILES = 12;
export const PAGE_SIZE = 50;
export const SEARCH_LIMIT = 3000;
