import { expect, test } from './fixtures';
import { login } from './helpers';
import { chooseWatchlist, PASSWORD, seedSchool, trade } from './school';

const tenMillion = '₩10,000,000';

test('the trade modal gives focus back to the button that opened it', async ({ page, request }) => {
  const { students } = await seedSchool(request, ['최지우']);
  await chooseWatchlist(request, students[0]!, ['005930', '000660']);
  await login(page, students[0]!.email, PASSWORD);
  await page.goto('/trading');
  const buy = page.locator('tr[data-symbol="005930"]').getByRole('button', { name: '매수' });

  await buy.click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(buy).toBeFocused();

  await buy.click();
  await page.getByRole('dialog').getByRole('button', { name: '취소' }).click();
  await expect(buy).toBeFocused();

  await buy.click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('수량 (주)').fill('1');
  await dialog.getByLabel('투자 판단 근거').fill('포커스가 돌아오는지 보려고 한 주 삽니다.');
  await dialog.getByRole('button', { name: '매수하기' }).click();
  await expect(page.getByText('매수 주문이 완료되었습니다')).toBeVisible();
  await expect(buy).toBeFocused();
});

test('an all-cash student sees the header cash at once, and again after a reload', async ({
  page,
  request,
}) => {
  const { students } = await seedSchool(request, ['한결']);
  await chooseWatchlist(request, students[0]!, ['005930']);
  await login(page, students[0]!.email, PASSWORD);
  await expect(page.locator('.header-cash')).toHaveText(tenMillion);
  await page.reload();
  await expect(page.locator('.header-cash')).toHaveText(tenMillion);
});

test('the class page opens with the latest trades, then streams each new one once', async ({
  page,
  request,
}) => {
  const { teacher, klass, students } = await seedSchool(request, ['김민준', '이서연']);
  for (const student of students) await chooseWatchlist(request, student, ['005930']);
  await trade(request, students[0]!, 'buy', {
    symbol: '005930',
    quantity: 2,
    reason: '수업 전에 미리 사 둔 두 주입니다.',
  });

  await login(page, teacher.email, PASSWORD);
  await page.goto(`/teacher/class/${klass.id}`);
  const feed = page.getByRole('complementary', { name: '실시간 거래' });
  await expect(feed.getByText('수업 전에 미리 사 둔 두 주입니다.')).toBeVisible();
  await expect(feed).toContainText('김민준');

  await expect(feed.getByText('실시간', { exact: true })).toBeVisible();
  await trade(request, students[1]!, 'buy', {
    symbol: '005930',
    quantity: 1,
    reason: '수업 중에 한 주 삽니다.',
  });
  await expect(feed.locator('li').first()).toContainText('수업 중에 한 주 삽니다.');
  await expect(feed.locator('li')).toHaveCount(2);
  // A full day's feed scrolls inside the card: a keyboard must reach it to scroll it (axe's
  // scrollable-region-focusable, seen on the demo class's 30 trades).
  const list = feed.getByRole('list', { name: '최근 거래 목록' });
  await list.focus();
  await expect(list).toBeFocused();
});

test('every row of the teacher’s stock list that is on screen gets live prices', async ({
  page,
  request,
}) => {
  const { teacher } = await seedSchool(request, []);
  await login(page, teacher.email, PASSWORD);
  await page.goto('/trading');
  const rows = page.locator('tr[data-symbol]');
  await expect(rows).toHaveCount(20);
  await expect(page.locator('tr[data-live]')).toHaveCount(20);

  // Page 4 holds rows 61 … 80: beyond the hub's 50 symbols a socket had before paging.
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: '다음' }).click();
  await expect(page.getByText(/^4 \/ \d+$/)).toBeVisible();
  await expect(rows).toHaveCount(20);
  await expect(page.locator('tr[data-live]')).toHaveCount(20);
});

test('chart periods are a radio group: arrows, Home and End choose; the range is stated', async ({
  page,
  request,
}) => {
  const { students } = await seedSchool(request, ['윤서']);
  await chooseWatchlist(request, students[0]!, ['005930']);
  await login(page, students[0]!.email, PASSWORD);
  await page.goto('/stock/005930');
  const periods = page.getByRole('radiogroup', { name: '기간' });
  const radio = (name: string) => periods.getByRole('radio', { name, exact: true });
  await expect(radio('1M')).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByTestId('chart-coverage')).toContainText('자료 범위');

  await radio('1M').focus();
  await page.keyboard.press('ArrowRight');
  await expect(radio('3M')).toBeFocused();
  await expect(radio('3M')).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('End');
  await expect(radio('1Y')).toBeFocused();
  await expect(radio('1Y')).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('ArrowRight');
  await expect(radio('1D')).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('ArrowLeft');
  await expect(radio('1Y')).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Home');
  await expect(radio('1D')).toBeFocused();

  // One tab stop: only the chosen period is in the tab order.
  await expect(radio('1D')).toHaveAttribute('tabindex', '0');
  await expect(radio('1M')).toHaveAttribute('tabindex', '-1');
});

test('a moved price flashes its cell, and stays still for someone who asked for less motion', async ({
  page,
  request,
}) => {
  const { teacher } = await seedSchool(request, []);
  await login(page, teacher.email, PASSWORD);
  await page.goto('/trading');
  const flashing = page.locator('tr[data-symbol] .price-cell.price-flash').first();
  await expect(flashing).toBeAttached({ timeout: 20_000 });
  const animation = () => flashing.evaluate((cell) => getComputedStyle(cell).animationName);
  expect(await animation()).toMatch(/^price-flash-(up|down)-(odd|even)$/);

  await page.emulateMedia({ reducedMotion: 'reduce' });
  expect(await animation()).toBe('none');
});
