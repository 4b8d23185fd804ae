import { beforeAll, describe, expect, it } from 'vitest';
import { isOnTick } from '../../../shared/domain/market/tick-size';
import { loadCatalogue } from '../catalogue';
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
});
