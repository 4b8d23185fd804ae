import type { Page } from '@playwright/test';
import { tickDown, tickUp } from '../../src/shared/domain/market/tick-size';
import { expect, test } from './fixtures';
import { explainByKeyboard, keep, overflowX, seriousViolations } from './lesson-checks';
import { login, useTheme } from './helpers';
import { apiData, bearer, chooseWatchlist, PASSWORD, seedSchool, trade } from './school';

// The 미분과 경제 lessons [12경수04-03] 가격탄력성 and [12경수04-04] 최소분산 포트폴리오 on a phone
// and on the classroom's projector, light and dark, after a real class call auction has closed.

const fitsScreen = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollHeight <= window.innerHeight);

test('a student works the elasticity and minimum-variance lessons on a phone and a projector', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const { teacher, klass, students } = await seedSchool(request, [
    '가탄력',
    '나수요',
    '다공급',
    '라매수',
  ]);
  for (const student of students) await chooseWatchlist(request, student, ['005930', '000660']);
  const [me, second, seller, fourth] = students as [
    (typeof students)[0],
    (typeof students)[0],
    (typeof students)[0],
    (typeof students)[0],
  ];
  await trade(request, me, 'buy', { symbol: '005930', quantity: 3, reason: '반도체 회복' });
  await trade(request, me, 'buy', { symbol: '000660', quantity: 1, reason: 'HBM 수요' });
  await trade(request, seller, 'buy', { symbol: '005930', quantity: 10, reason: '팔 주식' });
  const opened = await apiData<{ id: number; referencePrice: number }>(
    await request.post(`/api/teacher/classes/${klass.id}/auctions`, {
      headers: bearer(teacher),
      data: { symbol: '005930', minutes: 1 },
    }),
  );
  const ref = opened.referencePrice;
  // D(ref↓) = 7, D(ref) = 5, D(ref↑) = 3 and 4 offered at ref: P* = ref, the arc ref↓ … ref.
  const orders: Array<[typeof me, 'BUY' | 'SELL', number, number]> = [
    [me, 'BUY', 3, tickUp(ref)],
    [second, 'BUY', 2, ref],
    [fourth, 'BUY', 2, tickDown(ref)],
    [seller, 'SELL', 4, ref],
  ];
  for (const [who, side, quantity, price] of orders)
    await apiData(
      await request.post(`/api/auctions/${opened.id}/orders`, {
        headers: bearer(who),
        data: { side, quantity, price, reason: '수업용 주문입니다' },
      }),
    );
  await expect
    .poll(
      async () =>
        (
          await apiData<{ chosen: { clearingPrice: number | null } | null }>(
            await request.get('/api/lessons/elasticity', { headers: bearer(me) }),
          )
        ).chosen?.clearingPrice ?? null,
      { timeout: 100_000, intervals: [2_000] },
    )
    .toBe(ref);

  await page.setViewportSize({ width: 360, height: 780 });
  await login(page, me.email, PASSWORD);
  await page.goto('/lessons/elasticity');
  await expect(page.getByText('[12경수04-03]')).toBeVisible();
  const elasticity = page.getByRole('region', { name: '체결가에서의 가격탄력성' });
  await expect(elasticity).toContainText('|E| > 1 (탄력적)');
  await expect(elasticity.getByRole('table').locator('tbody tr')).toHaveCount(3);
  await expect(elasticity.locator('tr.lesson-row-arc')).toHaveCount(2);
  await explainByKeyboard(page, /^체결가에서의 가격탄력성 E 계산 보기$/);
  for (const theme of ['light', 'dark'] as const) {
    await useTheme(page, theme);
    expect(await overflowX(page)).toBeLessThanOrEqual(0);
    expect.soft(await seriousViolations(page), theme).toEqual([]);
    await keep(page, testInfo, `elasticity-360-${theme}`);
  }

  await page.goto('/lessons/optimization');
  await expect(page.getByText('[12경수04-04]')).toBeVisible();
  const optimum = page.getByRole('region', { name: '미분으로 찾은 최소분산 비중' });
  await expect(optimum.locator('.stat-label', { hasText: '최소분산 비중 w*' })).toBeVisible();
  await expect(page.getByText(/최근 \d+거래일/)).toBeVisible();
  await expect(page.getByRole('img', { name: /σ\(w\) 곡선/ })).toBeVisible();
  await explainByKeyboard(page, /^최소분산 비중 w\* \(.+\) 계산 보기$/);
  for (const theme of ['light', 'dark'] as const) {
    await useTheme(page, theme);
    expect(await overflowX(page)).toBeLessThanOrEqual(0);
    expect.soft(await seriousViolations(page), theme).toEqual([]);
    await keep(page, testInfo, `optimization-360-${theme}`);
  }

  await page.setViewportSize({ width: 1920, height: 1080 });
  for (const path of ['/lessons/elasticity', '/lessons/optimization']) {
    await page.goto(path);
    await expect(page.locator('.lesson-grid')).toBeVisible();
    for (const theme of ['light', 'dark'] as const) {
      await useTheme(page, theme);
      expect(await overflowX(page)).toBeLessThanOrEqual(0);
      expect.soft(await fitsScreen(page), `${path} ${theme} fits 1080`).toBe(true);
      expect.soft(await seriousViolations(page), `${path} ${theme}`).toEqual([]);
      await keep(page, testInfo, `${path.split('/').at(-1)}-1920-${theme}`);
    }
  }
});
