import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext } from '@playwright/test';
import { formatWon } from '../../src/shared/format';
import type { CorporateAdjustment } from '../../src/shared/schemas/corporate-actions';
import type { MarketSettings } from '../../src/shared/schemas/market-settings';
import type { Portfolio, TradeResult } from '../../src/shared/schemas/trading';
import { expect, test } from './fixtures';
import { ADMIN, chartLinesOutsideTheme, login, useTheme } from './helpers';
import { startApp, type RunningApp } from './live-app';
import { ownServerPort } from './ports';
import { apiData, bearer, PASSWORD, seedSchool, signIn, trade, type Session } from './school';

// 만호제강 (001080) split ×10 on 2026-03-09 (data/krx/corporate-actions.json: close 54,400,
// base price 5,440). KRX halted it from 02-20 to 03-06. The class is seeded first; then the admin
// starts the replay on 02-19, its last trading day, from 시장 설정 at 6 s a day: a student buys
// that Thursday, and eleven replayed days later, before its first price on 03-09, the holding
// becomes ten times as many shares. (Seeding before the replay starts leaves the buy alone in
// that first short day; a start fixed by REPLAY_START_DATE needed 12 s days to fit the seeding.)

const port = ownServerPort.corporateActions;
let app: RunningApp;

test.beforeAll(async () => {
  app = await startApp(port, {
    REPLAY_DAY_MINUTES: '0.1',
    // The data build with corporate-actions.json (the app's own data/krx once it ships there).
    ...(process.env.E2E_KRX_DATA_DIR ? { KRX_DATA_DIR: process.env.E2E_KRX_DATA_DIR } : {}),
  });
});
test.afterAll(async () => app?.stop());
test.use({ baseURL: `http://localhost:${port}` });

async function watchManho(api: APIRequestContext, student: Session) {
  const found = await apiData<{ data: Array<{ id: number; symbol: string }> }>(
    await api.get('/api/watchlist/stocks', {
      headers: bearer(student),
      params: { search: '001080' },
    }),
  );
  const stockIds = found.data.filter((s) => s.symbol === '001080').map((s) => s.id);
  await apiData(await api.post('/api/watchlist', { headers: bearer(student), data: { stockIds } }));
}

/** As the admin in 시장 설정: the fast replay starts again on `startDate`, now. */
async function replayFrom(api: APIRequestContext, startDate: string) {
  const admin = await signIn(api, ADMIN.email, ADMIN.password);
  const settings = await apiData<MarketSettings>(
    await api.put('/api/admin/market-settings', {
      headers: bearer(admin),
      data: { pace: 'fast', startDate },
    }),
  );
  expect(settings.startDate).toBe(startDate);
}

test('a student holding 만호제강 across its 10 : 1 split keeps its value to the won', async ({
  page,
  request: api,
}) => {
  test.setTimeout(300_000);
  const { students } = await seedSchool(api, ['분할학생']);
  const student = students[0]!;
  await watchManho(api, student);
  await replayFrom(api, '2026-02-19');
  const bought = (await trade(api, student, 'buy', {
    symbol: '001080',
    quantity: 3,
    reason: '분할 전에 사 둡니다',
  })) as unknown as TradeResult;
  expect(bought.priceSource.label).toContain('2026-02-19');
  const before = await apiData<Portfolio>(
    await api.get('/api/portfolio', { headers: bearer(student) }),
  );

  let adjustments: CorporateAdjustment[] = [];
  await expect
    .poll(
      async () => {
        adjustments = await apiData<CorporateAdjustment[]>(
          await api.get('/api/portfolio/corporate-actions', { headers: bearer(student) }),
        );
        return adjustments.length;
      },
      { timeout: 240_000, intervals: [2_000] },
    )
    .toBe(1);
  const after = await apiData<Portfolio>(
    await api.get('/api/portfolio', { headers: bearer(student) }),
  );
  // 3 × 54,400 = 163,200 = 30 × 5,440: no 단주 대금, the cash is as it was.
  expect(adjustments[0]).toMatchObject({ quantityBefore: 3, quantityAfter: 30, cashIn: 0 });
  expect(after.cash).toBe(before.cash);
  expect(after.holdings.find((h) => h.symbol === '001080')?.quantity).toBe(30);

  await login(page, student.email, PASSWORD);
  await page.goto('/portfolio');
  await page.getByRole('tab', { name: '거래 내역' }).click();
  const row = page.locator('tr.corporate-action-row');
  await expect(row).toContainText('기업 행사');
  await expect(row).toContainText('만호제강');
  await expect(row).toContainText('3 → 30');
  await row.getByRole('button', { name: /계산 보기/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('평가금액 (전 = 후)');
  await expect(dialog.getByText('163,200', { exact: false })).toHaveCount(2);
  const { violations } = await new AxeBuilder({ page }).setLegacyMode().analyze();
  expect(violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);
  await page.keyboard.press('Escape');
  // The buy before the halt beside its price in today's shares: price × 5,440 ÷ 54,400 (ADR 0018).
  const buyRow = page.locator('tr', { hasText: '분할 전에 사 둡니다' });
  await expect(buyRow).toContainText(
    `수정 ${formatWon(Math.round(bought.transaction.price / 10))}`,
  );
  await buyRow.getByRole('button', { name: '만호제강 수정 거래 가격 계산 보기' }).click();
  await expect(page.getByRole('dialog')).toContainText('액면분할');
  await page.keyboard.press('Escape');

  // Eleven replayed days give the 분석 page its lines. Charts redrawn on a theme switch take the
  // new theme's colours (they once kept the theme before's: dark grid lines on white).
  await page.goto('/analytics');
  await expect(page.locator('.series-chart').first()).toBeVisible();
  for (const theme of ['dark', 'light', 'dark'] as const) {
    await useTheme(page, theme);
    expect(await chartLinesOutsideTheme(page), theme).toEqual([]);
  }
});
