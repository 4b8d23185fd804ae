import type { Browser, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ADMIN, login, logout } from './helpers';

/** The admin signed in on a second device (another browser with its own storage). */
async function secondDevice(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await login(page, ADMIN.email, ADMIN.password);
  return page;
}

test('logging out ends this device’s session only', async ({ page, browser, request }) => {
  const other = await secondDevice(browser);
  await login(page, ADMIN.email, ADMIN.password);
  const refreshToken = await page.evaluate(() => localStorage.getItem('refreshToken'));
  await logout(page);
  // The server ended this session: its refresh token no longer signs in.
  await expect
    .poll(async () =>
      (await request.post('/api/auth/refresh', { data: { refreshToken } })).status(),
    )
    .toBe(401);
  await other.reload();
  await expect(other.getByRole('tab', { name: /승인 대기/ })).toBeVisible();
  await expect(other).toHaveURL(/\/admin$/);
  await other.context().close();
});

test('“모든 기기에서 로그아웃” in 내 계정 signs out the other devices too, on a phone', async ({
  page,
  browser,
}) => {
  const other = await secondDevice(browser);
  await page.setViewportSize({ width: 360, height: 740 });
  await login(page, ADMIN.email, ADMIN.password);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.getByRole('button', { name: /내 계정/ }).click();
  const dialog = page.getByRole('dialog', { name: '내 계정' });
  await expect(dialog.getByText(ADMIN.email)).toBeVisible();
  await dialog.getByRole('button', { name: '모든 기기에서 로그아웃' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await other.reload();
  await expect(other).toHaveURL(/\/login$/);
  await other.context().close();
});

test('logging out in one tab closes the live socket of the other tab at once', async ({ page }) => {
  await login(page, ADMIN.email, ADMIN.password);
  const socketClosed = new Promise<void>((resolve) =>
    page.on('websocket', (socket) => {
      if (socket.url().includes('/socket.io/')) socket.on('close', () => resolve());
    }),
  );
  await page.reload();
  const other = await page.context().newPage();
  await other.goto('/admin');
  // The logout never reaches the server: only the shared storage tells the first tab.
  await other.route('**/api/auth/logout', (route) => route.abort());
  await logout(other);
  await socketClosed;
  await expect(page).toHaveURL(/\/login$/);
});
