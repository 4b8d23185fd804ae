import { beforeAll, describe, expect, it } from 'vitest';
import { isOnTick } from '../../../shared/domain/market/tick-size';
import { loadCatalogue } from '../catalogue';
import { realTradingDates } from '../providers/replay';
import type { Catalogue } from '../types';

// Replayed bars pinned to KRX's raw values, copied by hand from ../shared/data/krx (the daily
// files, reference/krx_raw_kospi_closes_nextinvestment.csv, reference/kosdaq_raw_2026-04).
let catalogue: Catalogue;
beforeAll(() => {
  catalogue = loadCatalogue();
});
const bar = (symbol: string, date: string) =>
  catalogue
    .dailySegments(symbol)
    .flat()
    .find((b) => b.date === date);

describe('the embedded semester against KRX raw prices', () => {
  it('keeps 만호제강 across its 10:1 split on 2026-03-09 as KRX printed it', () => {
    // krx_daily_2026-03-06: close 54,400, no trades; 03-09: 4,950 / 5,900 / 4,950 / 5,010, 기준가 5,440.
    expect(bar('001080', '2026-03-06')).toMatchObject({ close: 54_400, volume: 0 });
    expect(bar('001080', '2026-03-09')).toEqual({
      date: '2026-03-09',
      open: 4_950,
      high: 5_900,
      low: 4_950,
      close: 5_010,
      volume: 232_761,
      previousClose: 5_440,
    });
  });

  it('un-scales Yahoo days to the raw KOSPI closes', () => {
    expect(bar('005930', '2026-04-06')?.close).toBe(193_100);
    expect(bar('005930', '2026-05-12')?.close).toBe(279_000);
    expect(bar('005930', '2026-07-10')?.close).toBe(285_000);
    // Yahoo's 2026-05-04 … 05-12 rows for 한화솔루션 are scaled by 0.949 with no action behind them.
    expect(bar('009830', '2026-05-04')?.close).toBe(49_900);
    expect(bar('009830', '2026-05-04')?.previousClose).toBeUndefined();
  });

  it('un-scales a KOSDAQ stock before its later split to the raw April bar', () => {
    // kosdaq_cache 2026-04-14 00:06 UTC (the 04-13 session): 코미코 131,100 / 137,400 / 129,700 / 133,400.
    expect(bar('183300', '2026-04-13')).toMatchObject({
      open: 131_100,
      high: 137_400,
      low: 129_700,
      close: 133_400,
    });
    expect(bar('247540', '2026-04-13')).toMatchObject({
      open: 201_500,
      high: 204_500,
      low: 199_000,
      close: 199_000,
    });
  });

  it('checks the April mornings that hold the previous session against KRX', () => {
    // kosdaq_cache 2026-04-11 00:01 UTC (a Saturday, 09:01 KST: Friday 04-10's final bars):
    // HPSP 45,500 / 46,650 / 44,750 / 45,550, volume 2,280,207 where Yahoo says 2,283,946.
    expect(bar('403870', '2026-04-10')).toEqual({
      date: '2026-04-10',
      open: 45_500,
      high: 46_650,
      low: 44_750,
      close: 45_550,
      volume: 2_280_207,
    });
    // kosdaq_cache 2026-04-14 00:06 UTC (the 04-13 session): TS트릴리온 322 / 328 / 306 / 309,
    // its last day before a halt; Yahoo prints 1,610 … 1,545 for it, scaled by its later 5:1 병합,
    // so the merge on 05-07 starts from 309 (기준가 1,545).
    expect(bar('317240', '2026-04-13')).toMatchObject({
      open: 322,
      high: 328,
      low: 306,
      close: 309,
    });
    expect(catalogue.corporateActions().find((a) => a.symbol === '317240')).toMatchObject({
      previousClose: 309,
      basePrice: 1_545,
    });
  });

  it("keeps the history before the semester KRX's own: 전종목 시세 and the raw KOSPI closes", () => {
    // noa_krx 2025-11-14_KOSDAQ.csv: 에코프로 91,300 / 93,800 / 89,700 / 89,900, 대비 −4,800.
    expect(bar('086520', '2025-11-14')).toEqual({
      date: '2025-11-14',
      open: 91_300,
      high: 93_800,
      low: 89_700,
      close: 89_900,
      volume: 2_562_326,
    });
    expect(bar('086520', '2025-11-13')?.close).toBe(94_700);
    // krx_raw_kospi_closes 2025-08-06 and 08-12 (through Yahoo, un-scaled between raw days).
    expect(bar('005930', '2025-08-06')?.close).toBe(68_800);
    expect(bar('005930', '2025-08-12')).toMatchObject({ open: 71_100, close: 71_100 });
    expect(catalogue.stockSource('2025-08-12')).toBe('yahoo');
    expect(catalogue.stockSource('2025-11-14')).toBe('krx');
  });

  it("leaves out a day Yahoo prints off KRX's tick grid instead of rounding it", () => {
    // Yahoo 2026-03-30 for 삼성전자: high 176,650 is not a price KRX can print (tick 100).
    expect(bar('005930', '2026-03-30')).toBeUndefined();
  });

  it('lists the split and the 권리락 among the corporate actions', () => {
    const actions = catalogue.corporateActions();
    expect(actions).toContainEqual({
      symbol: '001080',
      date: '2026-03-09',
      kind: 'split',
      previousClose: 54_400,
      basePrice: 5_440,
      sharesRatio: 10,
      shareRatio: 10,
      verifiedBy: 'listed-shares',
      source: 'krx',
    });
    expect(actions).toContainEqual(
      expect.objectContaining({
        symbol: '328130',
        date: '2026-03-18',
        kind: 'rights',
        basePrice: 36_050,
      }),
    );
  });

  it('puts every price that came through Yahoo on the tick grid', () => {
    const offGrid = catalogue.instruments().flatMap(({ symbol }) =>
      catalogue
        .dailySegments(symbol)
        .flat()
        .filter((b) => b.date >= '2026-01-02' && catalogue.stockSource(b.date) === 'yahoo')
        .filter((b) => [b.open, b.high, b.low, b.close].some((p) => !isOnTick(p))),
    );
    expect(offGrid).toEqual([]);
  });

  it('keeps 루닛 on its 권리락 day as KRX printed it, the base below the close before', () => {
    // krx_daily_2026-03-17: close 38,500; 03-18: 37,600 / 38,550 / 36,000 / 38,000, 대비 +1,950.
    expect(bar('328130', '2026-03-17')).toEqual({
      date: '2026-03-17',
      open: 38_350,
      high: 39_800,
      low: 37_600,
      close: 38_500,
      volume: 199_184,
    });
    expect(bar('328130', '2026-03-18')).toEqual({
      date: '2026-03-18',
      open: 37_600,
      high: 38_550,
      low: 36_000,
      close: 38_000,
      volume: 181_820,
      previousClose: 36_050,
    });
  });

  it("replays 이노스페이스 around a 권리락 dated by Yahoo's factor as the raw KOSDAQ bars", () => {
    // kosdaq_cache 2026-04-23 22:37 UTC (the 04-23 session) and 04-24 22:34 UTC (04-24).
    expect(bar('462350', '2026-04-23')).toEqual({
      date: '2026-04-23',
      open: 17_200,
      high: 17_980,
      low: 15_490,
      close: 16_030,
      volume: 898_363,
    });
    expect(bar('462350', '2026-04-24')).toEqual({
      date: '2026-04-24',
      open: 15_460,
      high: 17_960,
      low: 15_400,
      close: 16_740,
      volume: 806_787,
      previousClose: 14_980,
    });
    expect(catalogue.corporateActions()).toContainEqual({
      symbol: '462350',
      date: '2026-04-24',
      kind: 'rights',
      previousClose: 16_030,
      basePrice: 14_980,
      sharesRatio: 1,
      shareRatio: null,
      verifiedBy: 'none',
      source: 'yahoo',
    });
  });

  it('leaves out the Yahoo dates whose prices were not final, for every stock', () => {
    // 2026-03-27: 8 of 19 raw KOSPI closes disagree; 04-01: 14 of 19 (삼성전자 Yahoo 189,650,
    // KRX 189,600). Yahoo's bars of those dates are not shown as real for anyone.
    for (const date of ['2026-03-27', '2026-04-01']) {
      const shown = catalogue.instruments().filter(({ symbol }) => bar(symbol, date));
      expect(shown).toEqual([]);
    }
    // KRX was open, but a class could trade nothing: the replay skips them, as it skips 06-10
    // (173 stocks of about 1,550 in the data) (docs/product/market-data.md#replay).
    const played = realTradingDates(catalogue);
    for (const date of ['2026-03-27', '2026-04-01', '2026-06-10'])
      expect(played).not.toContain(date);
    expect(played).toEqual(expect.arrayContaining(['2026-03-26', '2026-03-30', '2026-06-11']));
  });

  it("keeps 2026-06-10 only with KRX's volumes: Yahoo's are a sliver of the real ones", () => {
    // Yahoo: SK하이닉스 151 shares; krx_raw_kospi_closes: 4,928,269. 삼성전자 1,191 vs 27,050,362
    // (and a low off the grid): left out.
    expect(bar('000660', '2026-06-10')).toEqual({
      date: '2026-06-10',
      open: 2_137_000,
      high: 2_180_000,
      low: 1_992_000,
      close: 2_048_000,
      volume: 4_928_269,
    });
    expect(bar('005930', '2026-06-10')).toBeUndefined();
  });

  it('never shows a halted stock at a price Yahoo rescaled while nobody traded', () => {
    // 145210: Yahoo writes 224 without volume from 03-24, then 2,240 from 06-18, still without.
    const after = catalogue
      .dailySegments('145210')
      .flat()
      .filter((b) => b.date > '2026-03-23');
    expect(after).toEqual([]);
  });
});
