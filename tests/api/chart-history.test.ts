import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { kstDate } from '../../src/shared/domain/market/calendar';
import { zChartPoint, type ChartPoint, type DailyBar } from '../../src/shared/schemas/market';
import { authHeader, insertUser } from '../../src/server/testing/factories';
import {
  buildCatalogue,
  businessDays,
  janFebDates,
  marchDates,
  syntheticBars,
} from '../../src/server/testing/test-catalogue';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';

// Like the embedded data's 300 large stocks: a 2025 segment, then the two 2026 segments.
const year2025 = businessDays('2025-03-03', '2025-06-16');
const bars = syntheticBars('900001', [...year2025, ...janFebDates, ...marchDates], 42_000);
const segments = [
  bars.slice(0, year2025.length),
  bars.slice(year2025.length, year2025.length + janFebDates.length),
  bars.slice(year2025.length + janFebDates.length),
];
const catalogue = buildCatalogue([
  { symbol: '900001', name: '세구간종목', market: 'KOSPI', segments },
]);
const dailyBar = (date: string) => bars.find((bar) => bar.date === date) as DailyBar;

let t: TestApp;
let auth: Record<string, string>;

beforeEach(async () => {
  t = createTestApp({ overrides: { catalogue } });
  auth = await authHeader(t.accessTokens, insertUser(t.db));
});
afterEach(() => t.dispose());

async function chart(period: string): Promise<ChartPoint[]> {
  const response = await t.app.request(`/api/chart/900001?period=${period}`, { headers: auth });
  expect(response.status).toBe(200);
  return zChartPoint.array().parse(((await response.json()) as { data: unknown }).data);
}

const dayOf = (point: ChartPoint) => kstDate(new Date(point.timestamp));

describe('chart history', () => {
  it('1Y reaches a year back across the 2025 gap without inventing its days', async () => {
    const dates = (await chart('1Y')).map(dayOf);
    // 2026-03-06 minus 366 days is 2025-03-05; the first bar after it is 2025-03-06.
    expect(dates[0]).toBe('2025-03-06');
    expect(dates).toContain('2025-06-16');
    expect(dates.filter((d) => d > '2025-06-16' && d < '2026-01-02')).toEqual([]);
    expect(dates.at(-1)).toBe('2026-03-06');
  });

  it('3M stays within its three months', async () => {
    const dates = (await chart('3M')).map(dayOf);
    expect(dates[0]).toBe('2026-01-02');
  });

  it('1W shows the four days before today as they were played, in 5-minute bars, and today', async () => {
    const week = await chart('1W');
    const days = [...new Set(week.map(dayOf))];
    // 02-16 … 02-18 are 설날 holidays; 02-23 … 03-05 is the data gap.
    expect(days).toEqual(['2026-02-12', '2026-02-13', '2026-02-19', '2026-02-20', '2026-03-06']);
    for (const date of days.slice(0, 4)) {
      const points = week.filter((p) => dayOf(p) === date);
      const bar = dailyBar(date);
      // 09:00 … 15:30 is 390 minutes: 78 five-minute bars.
      expect(points).toHaveLength(78);
      expect(points[0]?.open).toBe(bar.open);
      expect(points.at(-1)?.close).toBe(bar.close);
      expect(Math.max(...points.map((p) => p.high))).toBe(bar.high);
      expect(Math.min(...points.map((p) => p.low))).toBe(bar.low);
    }
  });

  it('1W shows a played day with the prices it was played at', async () => {
    await t.app.request('/api/real-stocks/900001/price', { headers: auth });
    t.engine.step(31 * 60_000);
    t.deps.bars?.flush();
    const played = (await chart('1W')).filter((p) => dayOf(p) === '2026-03-06');
    const recorded = t.db.$client
      .prepare('select time, close from minute_bars where symbol = ? order by time')
      .all('900001') as Array<{ time: number; close: number }>;
    const recordedCloses = new Map(recorded.map((row) => [row.time, row.close]));
    const matching = played.filter(
      (p) => recordedCloses.get(Date.parse(p.timestamp) + 4 * 60_000) === p.close,
    );
    expect(played).toHaveLength(78);
    expect(matching.length).toBeGreaterThanOrEqual(76);
  });
});
