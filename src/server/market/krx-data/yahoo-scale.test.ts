import { describe, expect, it } from 'vitest';
import { classify } from './corporate-actions';
import { auditDates, isUnexplained } from './date-audit';
import { unscaleWindow, type YahooBar } from './yahoo-scale';

const flat = (price: number, volume = 1_000): YahooBar => ({
  open: price,
  high: price,
  low: price,
  close: price,
  volume,
});
const days = ['2026-04-01', '2026-04-02', '2026-04-03', '2026-04-06'];
const run = (yahoo: YahooBar[], extra: Partial<Parameters<typeof unscaleWindow>[0]> = {}) =>
  unscaleWindow({
    dates: days,
    market: 'KOSPI',
    yahoo: new Map(yahoo.map((bar, i) => [days[i] as string, bar])),
    references: new Map(),
    before: 1,
    previousClose: 10_000,
    ...extra,
  });

describe('unscaleWindow', () => {
  it('keeps raw Yahoo days of a stock Yahoo never rescaled', () => {
    const result = run([flat(10_100), flat(10_200), flat(10_150), flat(10_300)]);
    expect(result.bars.map((b) => b.close)).toEqual([10_100, 10_200, 10_150, 10_300]);
    expect(result.leftOut).toEqual([]);
  });

  it('multiplies back a 2:1 split Yahoo divided out, and states the base price on the split day', () => {
    // KRX printed 10,030 and 10,050 before the split; Yahoo halved them to 5,015 and 5,025,
    // prices KRX could not print (tick 10).
    const result = run([flat(5_015), flat(5_025), flat(5_010), flat(5_020)], {
      before: 2,
      previousClose: 10_000,
      references: new Map([['2026-04-03', { close: 5_010 }]]),
    });
    expect(result.bars.map((b) => [b.close, b.previousClose])).toEqual([
      [10_030, 10_000],
      [10_050, 10_030],
      [5_010, 5_030],
      [5_020, 5_010],
    ]);
  });

  it('leaves out days two factors explain equally, rather than guessing the split day', () => {
    // ×5 and ×1 both land on the grid until 04-06, whose 1,001 × 5 = 5,005 KRX cannot print.
    const result = run([flat(1_000), flat(1_002), flat(1_004), flat(1_001)], {
      before: 5,
      previousClose: 5_000,
    });
    expect(result.leftOut.map((l) => l.reason)).toEqual([
      '배율 판정 불가',
      '배율 판정 불가',
      '배율 판정 불가',
    ]);
    expect(result.bars).toEqual([
      {
        date: '2026-04-06',
        open: 1_001,
        high: 1_001,
        low: 1_001,
        close: 1_001,
        volume: 1_000,
        previousClose: 1_000,
      },
    ]);
  });

  it('leaves out a day off the tick grid or unlike its raw reference', () => {
    const result = run([flat(10_105), flat(10_200), flat(10_150), flat(10_300)], {
      references: new Map([['2026-04-02', { close: 10_190 }]]),
    });
    expect(result.leftOut).toEqual([
      { date: '2026-04-01', reason: '호가 단위 밖' },
      { date: '2026-04-02', reason: '원자료 불일치' },
    ]);
    expect(result).toMatchObject({ matched: 0, differ: 1 });
  });

  it('reads a block Yahoo rescaled by mistake as no action when KRX prices run on', () => {
    // 한화솔루션 2026-05-04 and 05-06 as Yahoo has them (×0.949), with KRX's raw closes.
    const yahoo = [
      {
        open: 48_591.88671875,
        high: 48_971.5078125,
        low: 45_744.703125,
        close: 47_358.10546875,
        volume: 1,
      },
      {
        open: 46_836.125,
        high: 46_931.03125,
        low: 45_222.72265625,
        close: 45_649.796875,
        volume: 1,
      },
      flat(48_000),
      flat(48_100),
    ];
    const result = unscaleWindow({
      dates: days,
      market: 'KOSPI',
      yahoo: new Map(yahoo.map((bar, i) => [days[i] as string, bar])),
      references: new Map([
        ['2026-04-01', { close: 49_900 }],
        ['2026-04-02', { close: 48_100 }],
      ]),
      before: 1,
      previousClose: 50_700,
    });
    expect(result.bars.map((b) => [b.open, b.close, b.previousClose])).toEqual([
      [51_200, 49_900, 50_700],
      [49_350, 48_100, 49_900],
      [48_000, 48_000, 48_100],
      [48_100, 48_100, 48_000],
    ]);
  });
});

describe('unscaleWindow on bars KRX could not have printed', () => {
  it('leaves out a bar whose close lies outside its low and high', () => {
    // 2026-03-27's broken rows, e.g. 161000: open 11,230, high 11,480, low 10,300, close 9,300.
    const broken = { open: 10_000, high: 10_100, low: 9_900, close: 9_800, volume: 5 };
    const result = run([flat(10_100), broken, flat(10_150), flat(10_200)]);
    expect(result.leftOut).toEqual([{ date: '2026-04-02', reason: '시고저종 모순' }]);
  });

  it('treats a day without volume as halted, and a ×10 jump after it as a reverse split', () => {
    // 145210 as Yahoo has it: 224 flat without trades, then 2,240.
    const result = run([flat(224, 0), flat(224, 0), { ...flat(2_240), high: 2_300 }, flat(2_250)], {
      previousClose: 224,
    });
    expect(result.leftOut.map((l) => l.reason)).toEqual(['거래 없음', '거래 없음']);
    expect(result.bars.map((b) => [b.date, b.close, b.previousClose])).toEqual([
      ['2026-04-03', 2_240, 2_240],
      ['2026-04-06', 2_250, 2_240],
    ]);
  });

  it('does not let the limits widen over halted days', () => {
    const result = run([flat(10_000, 0), flat(13_500), flat(10_100), flat(10_200)]);
    expect(result.leftOut).toEqual([
      { date: '2026-04-01', reason: '거래 없음' },
      { date: '2026-04-02', reason: '가격제한폭 밖' },
    ]);
  });

  it('checks a day after a left-out day against the limits compounded from the last close', () => {
    // 10,000 → (off-grid day) → 16,500 is inside two days' limits (16,900), 17,000 is not.
    const inside = run([flat(10_005), flat(16_500), flat(16_600), flat(16_700)]);
    expect(inside.bars.map((b) => b.close)).toEqual([16_500, 16_600, 16_700]);
    const outside = run([flat(10_005), flat(17_000), flat(10_100), flat(10_200)]);
    expect(outside.leftOut.map((l) => l.reason)).toEqual(['호가 단위 밖', '가격제한폭 밖']);
    expect(outside.bars.map((b) => b.close)).toEqual([10_100, 10_200]);
  });

  it('on a date unverifiable as a whole keeps only a full raw reference bar', () => {
    const references = new Map([
      ['2026-04-02', { close: 10_150, open: 10_100, high: 10_200, low: 10_050, volume: 777 }],
    ]);
    const result = run([flat(10_100), flat(10_150), flat(10_150), flat(10_200)], {
      references,
      dateChecks: new Map([
        ['2026-04-01', 'prices'],
        ['2026-04-02', 'prices'],
      ]),
    });
    expect(result.leftOut).toEqual([{ date: '2026-04-01', reason: '날짜 전체 검증 불가' }]);
    expect(result.bars[0]).toEqual({
      date: '2026-04-02',
      open: 10_100,
      high: 10_200,
      low: 10_050,
      close: 10_150,
      volume: 777,
      previousClose: 10_000,
    });
  });

  it("on a date whose volumes are off keeps only stocks with the reference's volume", () => {
    const result = run([flat(10_100, 12), flat(10_150), flat(10_150), flat(10_200)], {
      references: new Map([['2026-04-01', { close: 10_100, volume: 720_000 }]]),
      dateChecks: new Map([
        ['2026-04-01', 'volume'],
        ['2026-04-02', 'volume'],
      ]),
    });
    expect(result.bars[0]).toMatchObject({ date: '2026-04-01', volume: 720_000 });
    expect(result.leftOut).toEqual([{ date: '2026-04-02', reason: '거래량 불일치' }]);
  });
});

describe('auditDates', () => {
  const checks = (date: string, disagree: number, total: number) =>
    Array.from({ length: total }, (_, i) => ({ date, agrees: i >= disagree }));

  it('condemns a date whose references disagree far above the normal rate', () => {
    const days = auditDates([...checks('2026-03-26', 1, 19), ...checks('2026-03-27', 8, 19)]);
    expect(days.map((d) => [d.date, d.flaw])).toEqual([
      ['2026-03-26', undefined],
      ['2026-03-27', 'prices'],
    ]);
    expect(days.some(isUnexplained)).toBe(false);
  });

  it('cannot explain a date between isolated errors and a bad date', () => {
    expect(auditDates(checks('2026-05-04', 3, 19)).map(isUnexplained)).toEqual([true]);
  });

  it('flags a date whose volumes are systematically off', () => {
    const volumes = Array.from({ length: 10 }, (_, i) => ({
      date: '2026-06-10',
      agrees: true,
      volumeAgrees: i < 2,
    }));
    expect(auditDates(volumes)[0]?.flaw).toBe('volume');
  });
});

describe('classify', () => {
  it.each([
    [54_400, 5_440, 10, 'split'],
    [19_600, 13_070, 1, 'bonus'],
    [38_500, 36_050, 1, 'rights'],
    [526, 2_630, 0.2, 'merge'],
    [263, 2_720, 0.1, 'reduction'],
    [1_984, 4_200, 0.5, 'reduction'],
  ] as const)('%i → %i with shares ×%s is %s', (previousClose, base, shares, kind) => {
    expect(classify(previousClose, base, shares)).toBe(kind);
  });
});
