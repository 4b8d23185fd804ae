import { beforeAll, describe, expect, it } from 'vitest';
import { loadCatalogue } from '../catalogue';
import type { Catalogue, CorporateAction } from '../types';
import { detectCorporateActions, ratioFromBasePrice } from './corporate-actions';

const bar = (date: string, close: number, previousClose?: number) => ({
  date,
  open: close,
  high: close,
  low: close,
  close,
  volume: 1_000,
  ...(previousClose === undefined ? {} : { previousClose }),
});

describe('ratioFromBasePrice: KRX puts close ÷ ratio on the tick grid', () => {
  it.each([
    // 아진엑스텍: 16,970 ÷ 2 = 8,485 → 8,490 on the 10-won grid
    [16_970, 8_490, 2],
    // 티웨이항공 5 % 주식배당: 1,521 ÷ 1.05 = 1,448.57 → 1,449
    [1_521, 1_449, 1.05],
    // LS ELECTRIC: 788,000 ÷ 5 = 157,600
    [788_000, 157_600, 5],
    // 비보존 제약: 4,630 ÷ 1.05 = 4,409.5 → 4,410, not 4,400: no round ratio fits
    [4_630, 4_400, null],
  ])('%i → %i is ×%s', (close, base, ratio) => {
    expect(ratioFromBasePrice(close, base)).toBe(ratio);
  });
});

describe('detectCorporateActions: share ratios and actions that never happened', () => {
  const days = ['2026-01-26', '2026-01-27', '2026-01-28', '2026-02-04', '2026-02-13'];
  const detect = (bars: ReturnType<typeof bar>[], shares: Array<[string, number]>) =>
    detectCorporateActions({
      symbol: '000000',
      bars,
      shares: new Map(shares),
      fromYahoo: new Set(),
      tradingDays: days,
    });

  it('reads 아진엑스텍’s 1:1 무상증자 as ×2, confirmed by the new shares listed on 02-13', () => {
    // 9,748,596 → 9,155,033 (자사주 소각 02-04) → 18,310,066 = 2 × 9,155,033 (02-13)
    const found = detect(
      [bar('2026-01-27', 16_970), bar('2026-01-28', 8_600, 8_490)],
      [
        ['2026-01-27', 9_748_596],
        ['2026-01-28', 9_748_596],
        ['2026-02-04', 9_155_033],
        ['2026-02-13', 18_310_066],
      ],
    );
    expect(found).toMatchObject([
      { kind: 'bonus', shareRatio: 2, verifiedBy: 'listed-shares', previousClose: 16_970 },
    ]);
  });

  it('reads 라온피플’s base off the ×1.2 grid as a 유상증자 권리락, not a 무상증자', () => {
    // 2,280 ÷ 1.2 = 1,900 on the 1-won grid, but KRX's base was 1,902; no new shares in 45 days
    const found = detect(
      [bar('2026-01-27', 2_280), bar('2026-01-28', 1_950, 1_902)],
      [
        ['2026-01-27', 20_860_012],
        ['2026-01-28', 20_860_012],
      ],
    );
    expect(found).toMatchObject([{ kind: 'rights', shareRatio: null, verifiedBy: 'none' }]);
  });

  it('leaves out a reopening at a new base with the listed shares unchanged (466910)', () => {
    // SPAC merger: 2,135 → base 3,100 on 01-30, 9,100,000 shares both days
    const found = detect(
      [bar('2026-01-27', 2_135), bar('2026-01-28', 3_100, 3_100)],
      [
        ['2026-01-27', 9_100_000],
        ['2026-01-28', 9_100_000],
      ],
    );
    expect(found).toEqual([]);
  });

  it('takes a 10:1 감자’s ratio from the listed shares, not from the discovered base price', () => {
    // 에이비프로바이오 03-12: 284,689,721 → 28,468,972 shares; 140 → base 1,199 (not 1,400)
    const found = detect(
      [bar('2026-01-27', 140), bar('2026-01-28', 1_250, 1_199)],
      [
        ['2026-01-27', 284_689_721],
        ['2026-01-28', 28_468_972],
      ],
    );
    expect(found).toMatchObject([
      { kind: 'reduction', shareRatio: 0.1, verifiedBy: 'listed-shares' },
    ]);
  });
});

describe('the embedded corporate actions (data/krx/corporate-actions.json)', () => {
  let actions: CorporateAction[];
  let catalogue: Catalogue;
  beforeAll(() => {
    catalogue = loadCatalogue();
    actions = catalogue.corporateActions();
  });
  const find = (symbol: string, date: string) =>
    actions.find((a) => a.symbol === symbol && a.date === date);

  it('has none of the actions that never happened', () => {
    expect(find('071200', '2026-01-21')).toBeUndefined();
    expect(find('466910', '2026-01-30')).toBeUndefined();
    expect(find('451700', '2026-02-06')).toBeUndefined();
    expect(find('183300', '2026-07-01')).toBeUndefined();
  });

  it('leaves out 코미코’s 07-01 bar, whose ×2 scale nothing confirms, instead of doubling holdings', () => {
    const days = catalogue.dailySegments('183300').flat();
    expect(days.find((b) => b.date === '2026-07-01')).toBeUndefined();
    // The last verified day: 95,300, as the raw series has it before the gap
    expect(days.at(-1)).toMatchObject({ date: '2026-06-23', close: 95_300 });
  });

  it('carries the share ratios a holder really gets', () => {
    expect(find('059120', '2026-01-28')).toMatchObject({
      shareRatio: 2,
      verifiedBy: 'listed-shares',
    });
    expect(find('091810', '2026-01-28')).toMatchObject({ shareRatio: 1.05 });
    expect(find('195990', '2026-03-12')).toMatchObject({ shareRatio: 0.1, kind: 'reduction' });
    expect(find('010120', '2026-04-13')).toMatchObject({ shareRatio: 5, kind: 'split' });
  });
});
