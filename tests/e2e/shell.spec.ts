import { expect, test } from './fixtures';

test('a visitor sees the landing page with its calls to action and features', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('경제수학 모의투자');
  await expect(page.getByText('10,000,000원')).toBeVisible();
  for (const title of ['실시간 시장 데이터', '경제수학 학습', '경쟁과 성취']) {
    await expect(page.getByRole('heading', { name: title })).toBeVisible();
  }
  await page.getByRole('link', { name: '시작하기' }).click();
  await expect(page).toHaveURL(/\/register$/);
  await page.goto('/');
  await page.getByRole('main').getByRole('link', { name: '로그인' }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('the chosen theme survives a reload', async ({ page }) => {
  await page.goto('/');
  const html = page.locator('html');
  const before = await html.getAttribute('data-theme');
  const toggle = page.getByRole('button', { name: /테마로 전환/ });
  await toggle.click();
  const after = before === 'dark' ? 'light' : 'dark';
  await expect(html).toHaveAttribute('data-theme', after);
  await page.reload();
  await expect(html).toHaveAttribute('data-theme', after);
});

test('an unknown path goes to the landing page', async ({ page }) => {
  await page.goto('/nowhere');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('link', { name: '시작하기' })).toBeVisible();
});

test('a private page sends a signed-out visitor to /login', async ({ page }) => {
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});
