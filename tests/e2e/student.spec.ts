import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ignoreConsoleErrors, login } from './helpers';
import { apiData, bearer, PASSWORD, seedSchool } from './school';

const won = (amount: number) =>
  new Intl.NumberFormat('ko-KR', {
    style: 'currency',
    currency: 'KRW',
    maximumFractionDigits: 0,
  }).format(amount);

async function openTrade(page: Page, symbol: string, side: '매수' | '매도') {
  await page
    .locator(`tr[data-symbol="${symbol}"]`)
    .getByRole('button', { name: side, exact: true })
    .click();
  return page.getByRole('dialog');
}

/** Waits until the text of `locator` has changed `times` times (live ticks, not a reload). */
async function expectChanges(locator: ReturnType<Page['locator']>, times: number) {
  const seen = [await locator.textContent()];
  await expect
    .poll(
      async () => {
        const text = await locator.textContent();
        if (text !== seen[seen.length - 1]) seen.push(text);
        return seen.length - 1;
      },
      { timeout: 45_000, intervals: [200] },
    )
    .toBeGreaterThanOrEqual(times);
}

test('a new student sets up a watchlist, trades with rationales and sees it everywhere', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(180_000);
  const { students } = await seedSchool(request, ['이하늘']);
  const student = students[0]!;

  // A student without a watchlist is sent to set one up.
  await login(page, student.email, PASSWORD);
  await expect(page).toHaveURL(/\/watchlist-setup$/);
  // The dashboard's parallel calls all answer 403 WATCHLIST_REQUIRED; the browser logs each one as
  // it lands, the last ones after the redirect.
  await page.waitForLoadState('networkidle');
  ignoreConsoleErrors(consoleErrors, /403/);
  await page.getByRole('button', { name: /시가총액 TOP 10/ }).click();
  await expect(page.getByText('10/10').first()).toBeVisible();
  await page.getByRole('button', { name: '저장하기' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { name: '안녕하세요, 이하늘님' })).toBeVisible();

  // Prices stream into the trading table: two successive ticks without a reload.
  await page.getByRole('link', { name: /^모의투자 관심종목을 사고팔기/ }).click();
  await expect(page).toHaveURL(/\/trading$/);
  await expect(page.getByText('실시간', { exact: true })).toBeVisible();
  await expectChanges(page.locator('tr[data-symbol="005930"] .price-cell'), 2);

  // A buy without a rationale is refused in the form.
  let dialog = await openTrade(page, '005930', '매수');
  await dialog.getByLabel('수량 (주)').fill('2');
  await dialog.getByRole('button', { name: '매수하기' }).click();
  await expect(dialog.getByText('투자 판단 근거를 입력해주세요')).toBeVisible();
  await dialog.getByLabel('투자 판단 근거').fill('반도체 업황이 회복되고 있어 2주를 삽니다.');
  await dialog.getByRole('button', { name: '매수하기' }).click();
  await expect(page.getByText('매수 주문이 완료되었습니다')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Cash dropped by exactly the amount plus the fee, and the header shows it.
  const [bought] = await apiData<Array<{ price: number; totalAmount: number; fee: number }>>(
    await request.get('/api/trading/history?limit=50', { headers: bearer(student) }),
  );
  const portfolio = await apiData<{ cash: number }>(
    await request.get('/api/portfolio', { headers: bearer(student) }),
  );
  expect(bought!.totalAmount).toBe(bought!.price * 2);
  expect(bought!.fee).toBeGreaterThan(0);
  expect(portfolio.cash).toBe(10_000_000 - bought!.totalAmount - bought!.fee);
  await expect(page.locator('.header-cash')).toHaveText(won(portfolio.cash));

  // The holding shows the purchase price as its average.
  await page.goto('/portfolio');
  await page.getByRole('tab', { name: '보유 종목' }).click();
  const holding = page.getByRole('row', { name: /삼성전자/ });
  await expect(holding).toContainText('2주');
  await expect(holding).toContainText(won(bought!.price));

  // Sell one, with a rationale.
  await page.goto('/trading');
  dialog = await openTrade(page, '005930', '매도');
  await dialog.getByLabel('수량 (주)').fill('1');
  await dialog.getByLabel('투자 판단 근거').fill('목표 수익에 가까워 절반을 팝니다.');
  await dialog.getByRole('button', { name: '매도하기' }).click();
  await expect(page.getByText('매도 주문이 완료되었습니다')).toBeVisible();

  // History shows both trades with their reasons.
  await page.goto('/portfolio');
  await page.getByRole('tab', { name: '거래 내역' }).click();
  await expect(
    page.getByRole('cell', { name: '반도체 업황이 회복되고 있어 2주를 삽니다.' }),
  ).toBeVisible();
  await expect(page.getByRole('cell', { name: '목표 수익에 가까워 절반을 팝니다.' })).toBeVisible();
  await expect(page.getByText('매수', { exact: true }).first()).toBeVisible();
  // The sell shows what it realised and cost, and at 1440 px the table fits its card.
  await expect(page.getByText(/^실현손익 /)).toBeVisible();
  await expect(page.getByText(/^수수료 ₩[\d,]+ · 세금 ₩[\d,]+$/)).toBeVisible();
  await page.setViewportSize({ width: 1440, height: 900 });
  const fits = await page
    .locator('.history-table')
    .evaluate((table) => table.scrollWidth <= table.parentElement!.clientWidth);
  expect(fits).toBe(true);

  // The leaderboard lists the student.
  await page.goto('/leaderboard');
  await expect(page.getByRole('cell', { name: '이하늘' })).toBeVisible();

  // The detail page draws a chart and its price moves live.
  await page.goto('/stock/005930');
  await expect(page.getByRole('heading', { name: '삼성전자' })).toBeVisible();
  await expect(page.locator('.uplot')).toBeVisible();
  await expectChanges(page.getByTestId('current-price'), 1);

  await screenshotEveryPage(page);
});

/** Artefacts for review (test-results/screenshots, not committed): both widths, both themes. */
async function screenshotEveryPage(page: Page) {
  const pages = [
    '/dashboard',
    '/trading',
    '/stock/005930',
    '/portfolio',
    '/leaderboard',
    '/watchlist-setup',
  ];
  for (const theme of ['light', 'dark']) {
    await page.evaluate((value) => localStorage.setItem('theme', JSON.stringify(value)), theme);
    for (const width of [360, 1440]) {
      await page.setViewportSize({ width, height: width < 500 ? 780 : 900 });
      for (const path of pages) {
        await page.goto(path);
        await page.waitForLoadState('networkidle');
        await page.screenshot({
          path: `test-results/screenshots/student${path.replace(/\//g, '_')}-${theme}-${width}.png`,
          fullPage: true,
        });
      }
    }
  }
}
