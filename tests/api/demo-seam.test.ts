import { afterEach, describe, expect, it } from 'vitest';
import { demoStudentEmail } from '../../src/server/demo/seed';
import { realTradingDates } from '../../src/server/market/providers/replay';
import { authHeader } from '../../src/server/testing/factories';
import { zAnalytics } from '../../src/shared/schemas/analytics';
import { startDemoApp } from './demo-app';

let demo: Awaited<ReturnType<typeof startDemoApp>> | undefined;
afterEach(() => demo?.stop());

describe('npm run demo, then the server starts', () => {
  it('prices today by the real KRX day that follows the last snapshot’s', async () => {
    demo = await startDemoApp('2026-11-23T02:00:00Z'); // Monday 11:00 KST
    const { t, app, catalogue, market } = demo;
    const student = t.db.$client
      .prepare('select id from users where email = ?')
      .get(demoStudentEmail(1)) as { id: number };
    const response = await app.request('/api/portfolio/analytics?period=all', {
      headers: await authHeader(t.accessTokens, { id: student.id, role: 'STUDENT' }),
    });
    const { series } = zAnalytics.parse(((await response.json()) as { data: unknown }).data);

    const today = market.market.marketMoment().marketDate;
    const realDays = realTradingDates(catalogue);
    const lastClose = series.marketDates.at(-2);
    expect(series.marketDates.at(-1)).toBe(today);
    expect(lastClose).toBe(realDays[realDays.indexOf(today) - 1]);
    // every point, today's too, was valued on a real day with its KOSPI close
    expect(series.benchmark.every((level) => level !== null)).toBe(true);
    expect(series.marketDates).toHaveLength(series.dates.length);
  });
});
