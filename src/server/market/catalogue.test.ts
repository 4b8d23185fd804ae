import { beforeAll, describe, expect, it } from 'vitest';
import { SECTORS } from '../../shared/schemas/stocks';
import { realMarchBars } from '../testing/krx-fixture';
import { loadCatalogue } from './catalogue';
import type { Catalogue } from './types';

let catalogue: Catalogue;
beforeAll(() => {
  catalogue = loadCatalogue();
});

describe('loadCatalogue (data/krx)', () => {
  it('lists every KRX stock of 2026-03-20 with its market', () => {
    const instruments = catalogue.instruments();
    expect(instruments).toHaveLength(2_879);
    const count = (market: string) => instruments.filter((i) => i.market === market).length;
    expect([count('KOSPI'), count('KOSDAQ'), count('KOSDAQ GLOBAL'), count('KONEX')]).toEqual([
      951, 1_766, 52, 110,
    ]);
  });

  it('knows 삼성전자 as a KOSPI 전기전자 common share', () => {
    expect(catalogue.get('005930')).toMatchObject({
      name: '삼성전자',
      market: 'KOSPI',
      sector: '전기전자',
      isPreferred: false,
      isSpac: false,
      listedShares: 5_919_637_922,
    });
    expect(catalogue.get('0126Z0')?.name).toBe('삼성에피스홀딩스');
  });

  it('flags preferred shares and SPACs, and keeps commons whose name ends in 우 common', () => {
    expect(catalogue.get('005935')).toMatchObject({ name: '삼성전자우', isPreferred: true });
    expect(catalogue.get('00680K')?.isPreferred).toBe(true);
    expect(catalogue.get('458650')).toMatchObject({ name: '성우', isPreferred: false });
    const instruments = catalogue.instruments();
    expect(instruments.filter((i) => i.isPreferred)).toHaveLength(113);
    expect(instruments.filter((i) => i.isSpac)).toHaveLength(77);
    expect(instruments.filter((i) => i.isSpac).every((i) => i.sector === '금융업')).toBe(true);
  });

  it('puts every stock in one of the 18 sectors', () => {
    const sectors = new Set<string>(SECTORS);
    expect(catalogue.instruments().filter((i) => !sectors.has(i.sector))).toEqual([]);
    // A 2024 IPO missing from the 2023-09 KRX file gets its sector from the KIND industry.
    expect(catalogue.get('454910')).toMatchObject({ name: '두산로보틱스', sector: '기계' });
  });

  it("keeps 005930's real 2026-03-20 bar, and the listing's last bar is that day", () => {
    const real = realMarchBars['005930'].at(-1);
    const bars = catalogue.dailySegments('005930').flat();
    expect(bars.find((bar) => bar.date === '2026-03-20')).toEqual(real);
    expect(catalogue.get('005930')?.lastBar).toMatchObject({ ...real, previousClose: 200_500 });
  });

  it('fills the 02-23 … 03-05 gap from Yahoo, so February runs into March as KRX played it', () => {
    const segment = catalogue
      .dailySegments('005930')
      .find((s) => s.some((bar) => bar.date === '2026-02-20'));
    const dates = segment?.map((bar) => bar.date) ?? [];
    expect(dates).toContain('2026-02-23');
    expect(dates).toContain('2026-03-06');
    // KRX's own 03-06 file states 191,600 as the previous close: Yahoo's 03-05 close, unscaled.
    expect(segment?.find((bar) => bar.date === '2026-03-05')?.close).toBe(191_600);
    expect(catalogue.stockSource('2026-03-05')).toBe('yahoo');
    expect(catalogue.stockSource('2026-03-06')).toBe('krx');
  });

  it('never lets a segment cross a missing trading day', () => {
    const tradingDays = catalogue.indexBars('KOSPI').map((bar) => bar.date);
    const position = new Map(tradingDays.map((date, i) => [date, i]));
    const crossings = catalogue.instruments().flatMap(({ symbol }) =>
      catalogue.dailySegments(symbol).flatMap((segment) =>
        segment.slice(1).flatMap((bar, i) => {
          const previous = segment[i]?.date ?? '';
          const next = (position.get(previous) ?? -2) + 1;
          return position.get(bar.date) === next ? [] : [`${symbol} ${previous}→${bar.date}`];
        }),
      ),
    );
    expect(crossings).toEqual([]);
  });

  it('has long history for the 300 largest stocks without the unfinished 2025-06-17 row', () => {
    const withHistory = catalogue
      .instruments()
      .filter((i) => (catalogue.dailySegments(i.symbol)[0]?.[0]?.date ?? '9') < '2025-06-17');
    expect(withHistory).toHaveLength(300);
    // The 300-stock set's 06-17 row was taken mid-session (005930 at 58,450); the day is there
    // only through Yahoo's final bar, checked like the semester's (SOURCE.md §6).
    const june17 = catalogue
      .dailySegments('005930')
      .flat()
      .find((b) => b.date === '2025-06-17');
    expect(june17?.close).toBe(58_100);
    expect(catalogue.stockSource('2025-06-17')).toBe('yahoo');
  });

  it("runs KRX's own 2025-10-29 … 12-30 into the replay's first day without a gap", () => {
    expect(catalogue.replayFrom()).toBe('2026-01-02');
    const segment = catalogue
      .dailySegments('005930')
      .find((bars) => bars.some((bar) => bar.date === '2026-01-02'));
    // SOURCE.md §11: 005930's 12-30 close is KRX's previous close of 2026-01-02.
    expect(segment?.find((bar) => bar.date === '2025-12-30')?.close).toBe(119_900);
    expect(segment?.find((bar) => bar.date === '2026-01-02')?.previousClose).toBeUndefined();
    const raw = catalogue.instruments().filter((i) =>
      catalogue
        .dailySegments(i.symbol)
        .flat()
        .some((b) => b.date === '2025-10-29'),
    );
    expect(raw.length).toBeGreaterThan(2_700);
    expect(raw.some((i) => i.market === 'KONEX')).toBe(false);
  });

  it("has the three indices' whole bars to the semester's end (SOURCE.md §10)", () => {
    const last = (index: 'KOSPI' | 'KOSDAQ' | 'KOSPI200') => catalogue.indexBars(index).at(-1);
    expect(catalogue.indexBars('KOSPI')[0]?.date).toBe('2023-01-02');
    expect([last('KOSPI'), last('KOSDAQ'), last('KOSPI200')]).toMatchObject([
      { date: '2026-07-10', open: 7_552.49, high: 7_704.93, low: 7_429.51, close: 7_475.94 },
      { date: '2026-07-10', open: 807, high: 845.88, low: 800.39, close: 837.43 },
      { date: '2026-07-10', open: 1_214.66, close: 1_196.69, volume: 163_950_850 },
    ]);
    for (const index of ['KOSPI', 'KOSDAQ', 'KOSPI200'] as const)
      expect(catalogue.indexBars(index).filter((bar) => bar.open <= 0)).toEqual([]);
  });

  it('answers no history for an unknown symbol', () => {
    expect(catalogue.get('999999')).toBeUndefined();
    expect(catalogue.dailySegments('999999')).toEqual([]);
  });
});
