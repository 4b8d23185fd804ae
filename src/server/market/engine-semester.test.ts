import { describe, expect, it } from 'vitest';
import type { DailyBar } from '../../shared/schemas/market';
import { fixedClock } from '../clock';
import { buildCatalogue, businessDays, syntheticBars } from '../testing/test-catalogue';
import { createPriceStore } from './price-store';
import {
  createReplayProvider,
  defaultRealtimeStart,
  realTradingDates,
  wholeMarketStart,
} from './providers/replay';

// Five wall minutes a day: 300 path steps, one a wall second, so a KST minute m of the session
// is step round((m − 540) ÷ 390 × 300), reached after that many seconds of the day.
const DAY_MS = 5 * 60_000;
const bar = (date: string, open: number, high: number, low: number, close: number): DailyBar => ({
  date,
  open,
  high,
  low,
  close,
  volume: 400_000,
});

const big = [
  bar('2026-03-09', 70_000, 72_500, 69_000, 71_800),
  bar('2026-03-10', 71_800, 73_000, 71_000, 72_400),
  bar('2026-03-11', 72_400, 72_900, 70_100, 70_500),
];
// 2026-03-10 is left out of the data: the stock-day could not be verified.
const holed = [
  bar('2026-03-09', 9_000, 9_300, 8_900, 9_100),
  bar('2026-03-11', 9_150, 9_400, 9_050, 9_200),
];
const kospi = [
  bar('2026-03-06', 5_700, 5_760, 5_690, 5_750.5),
  bar('2026-03-09', 5_760.25, 5_812.4, 5_740.1, 5_790.75),
  // Close only (SOURCE.md §7): open, high and low 0.
  { ...bar('2026-03-10', 0, 0, 0, 5_820.05), volume: 0 },
];

function market() {
  const catalogue = buildCatalogue(
    [
      { symbol: '005930', name: '삼성전자', market: 'KOSPI', marketCap: 2, segments: [big] },
      { symbol: '000001', name: '구멍주', market: 'KOSPI', marketCap: 1, segments: [holed] },
    ],
    [],
    {
      yahooDates: ['2026-03-11'],
      indices: { KOSPI: kospi, KOSDAQ: [bar('2026-03-09', 1_150, 1_160, 1_140, 1_155.55)] },
      snapshots: {
        '005930': {
          '2026-03-09': [
            { minute: 13 * 60 + 21, price: 70_200, high: 72_000, low: 69_500, volume: 250_000 },
            { minute: 10 * 60 + 33, price: 71_000, high: 71_500, low: 69_900, volume: 100_000 },
          ],
        },
        KOSPI: {
          '2026-03-09': [
            { minute: 10 * 60 + 33, price: 5_801.23, high: 5_805, low: 5_750, volume: 0 },
          ],
        },
      },
    },
  );
  const prices = createPriceStore();
  const clock = fixedClock('2026-03-20T01:00:00Z');
  const engine = createReplayProvider({ catalogue, prices, seed: 7, dayMinutes: 5, clock });
  engine.track(['005930', '000001']);
  const at = (ms: number) => {
    engine.step(ms - engine.elapsedMs());
    engine.publishAll();
  };
  return { engine, prices, at };
}

describe('the replay on a day with the real session’s snapshots', () => {
  it('passes through each snapshot at its time with the high, low and volume so far', () => {
    const { prices, at } = market();
    at(72_000); // 10:33 → step 72
    expect(prices.get('005930')).toMatchObject({
      price: 71_000,
      high: 71_500,
      low: 69_900,
      volume: 100_000,
      open: 70_000,
    });
    // Step 72 of 300 is 09:00 + 93.6 minutes.
    expect(new Date(prices.get('005930')?.updatedAt ?? 0).toISOString()).toBe(
      '2026-03-09T01:33:36.000Z',
    );
    at(201_000); // 13:21 → step 201
    expect(prices.get('005930')).toMatchObject({
      price: 70_200,
      high: 72_000,
      low: 69_500,
      volume: 250_000,
    });
    at(DAY_MS - 1);
    expect(prices.get('005930')).toMatchObject({
      price: 71_800,
      high: 72_500,
      low: 69_000,
      volume: 400_000,
    });
  });
});

describe('labels', () => {
  it('names Yahoo Finance on a day whose bars came through it, KRX days as before', () => {
    const { prices, at } = market();
    expect(prices.get('005930')?.source.label).toBe('과거 시세 재생 · 2026-03-09');
    at(2 * DAY_MS + 1000);
    expect(prices.get('005930')?.source.label).toBe('과거 시세 재생 · 2026-03-11 (Yahoo Finance)');
  });
});

describe('a stock-day left out of the data', () => {
  it('does not trade: it rests at the last real close, labelled a gap in the data, not 거래정지', () => {
    const { prices, at } = market();
    at(DAY_MS + 60_000);
    expect(prices.get('005930')?.halted).toBeUndefined();
    expect(prices.get('000001')).toMatchObject({
      price: 9_100,
      high: 9_100,
      low: 9_100,
      volume: 0,
      halted: true,
      noData: true,
      source: { label: '재생 자료 없음 · 2026-03-10 시세를 확인할 수 없어요' },
    });
    at(2 * DAY_MS + 60_000);
    expect(prices.get('000001')?.halted).toBeUndefined();
    expect(prices.get('000001')?.previousClose).toBe(9_100);
  });

  it("says until when the replay has the stock's prices once its data has ended (dataUntil)", () => {
    const catalogue = buildCatalogue([
      {
        symbol: '000002',
        name: '자료끝',
        market: 'KOSDAQ',
        marketCap: 3,
        segments: [big.slice(0, 1)],
        dataUntil: '2026-03-09',
      },
      { symbol: '005930', name: '삼성전자', market: 'KOSPI', marketCap: 2, segments: [big] },
    ]);
    const prices = createPriceStore();
    const engine = createReplayProvider({
      catalogue,
      prices,
      seed: 7,
      dayMinutes: DAY_MS / 60_000,
      clock: fixedClock('2026-03-09T01:00:00Z'),
    });
    engine.track(['000002']);
    engine.step(DAY_MS + 60_000);
    expect(prices.get('000002')).toMatchObject({
      price: 71_800,
      halted: true,
      noData: true,
      source: { label: '재생 자료 없음 · 3월 9일까지의 시세만 있어요' },
    });
  });
});

describe('KOSPI and KOSDAQ', () => {
  it('play the index’s real day in 0.01 points: open, snapshots, close, against the day before', () => {
    const { engine, at } = market();
    expect(engine.indexLevel('KOSPI')).toEqual({
      level: 5_760.25,
      previousClose: 5_750.5,
      change: 9.75,
      changePercent: 0.17,
      label: '과거 시세 재생 · 2026-03-09',
    });
    at(72_000);
    expect(engine.indexLevel('KOSPI')?.level).toBe(5_801.23);
    at(DAY_MS - 1);
    expect(engine.indexLevel('KOSPI')?.level).toBe(5_790.75);
    expect(engine.indexLevel('KOSDAQ')?.level).toBe(1_155.55);
  });

  it('walks a close-only day from the previous close to its close; no data, no level', () => {
    const { engine, at } = market();
    at(DAY_MS + 500);
    expect(engine.indexLevel('KOSPI')?.level).toBe(5_790.75);
    expect(engine.indexLevel('KOSDAQ')).toBeUndefined();
    at(2 * DAY_MS - 1);
    expect(engine.indexLevel('KOSPI')).toMatchObject({
      level: 5_820.05,
      previousClose: 5_790.75,
      change: 29.3,
      changePercent: 0.51,
    });
    at(2 * DAY_MS + 500);
    expect(engine.indexLevel('KOSPI')).toBeUndefined();
  });
});

describe('a semester of real days (2026-01-02 … 07-10, no gap)', () => {
  const days = businessDays('2026-01-02', '2026-07-10');
  const catalogue = buildCatalogue(
    Array.from({ length: 25 }, (_, n) => ({
      symbol: `9${String(n).padStart(5, '0')}`,
      name: `학기종목${n}`,
      market: 'KOSPI' as const,
      marketCap: 1_000_000 - n,
      segments: [syntheticBars(String(n), days, 10_000)],
    })),
  );
  const dates = realTradingDates(catalogue);
  const start = defaultRealtimeStart(dates.filter((d) => d >= (wholeMarketStart(catalogue) ?? '')));

  it('starts by default 20 real days in, so the charts have a month of history', () => {
    expect(dates).toEqual(days);
    expect(start).toBe('2026-01-30');
  });

  it('at 실제 시간 a class starting 2026-03-03 trades real days until the summer holiday', async () => {
    const engineOn = (now: string) =>
      createReplayProvider({
        catalogue,
        prices: createPriceStore(),
        seed: 1,
        dayMinutes: 5,
        clock: fixedClock(now),
        startDate: start,
        pacing: { pace: 'realtime', anchorDate: '2026-03-03' },
      });
    expect(engineOn('2026-03-03T01:00:00Z').position()).toMatchObject({
      date: '2026-01-30',
      source: 'replay',
    });
    // Friday 2026-07-17, the last school day before the holiday, 14:00 KST.
    const last = engineOn('2026-07-17T05:00:00Z');
    expect(last.position()).toMatchObject({ source: 'replay' });
    const replayed = last.position().date;
    // The 1Y chart: every real day before the one playing, the last of them the day before.
    const history = await last.history('900001');
    expect(history.map((bar) => bar.date)).toEqual(days.slice(0, days.indexOf(replayed)));
  });
});
