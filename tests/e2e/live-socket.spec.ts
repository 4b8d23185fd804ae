import { expect, test } from './fixtures';
import { ignoreConsoleErrors, login } from './helpers';
import { chooseWatchlist, PASSWORD, seedSchool } from './school';

test('the live socket comes back by itself after token refreshes were lost on the network', async ({
  page,
  request,
  consoleErrors,
}) => {
  test.setTimeout(120_000);
  const { students } = await seedSchool(request, ['윤도현']);
  await chooseWatchlist(request, students[0]!, ['005930', '000660']);
  await login(page, students[0]!.email, PASSWORD);
  await expect(page.getByText('실시간', { exact: true })).toBeVisible();

  // The stored access token stops being accepted (as after its expiry) while every refresh is
  // lost on the way: the socket's handshake is refused and it cannot get a new token.
  let lostRefreshes = 0;
  await page.route('**/api/auth/refresh', (route) => {
    lostRefreshes += 1;
    return route.abort('internetdisconnected');
  });
  await page.evaluate(() => {
    const token = localStorage.getItem('accessToken')!;
    localStorage.setItem('accessToken', `${token.slice(0, -6)}AAAAAA`);
  });
  await page.reload();
  await expect(page.getByText('지연', { exact: true })).toBeVisible();
  await expect.poll(() => lostRefreshes, { timeout: 30_000 }).toBeGreaterThanOrEqual(3);
  await expect(page.getByText('지연', { exact: true })).toBeVisible();

  // The network is back: the next try refreshes the token and the socket streams again.
  await page.unroute('**/api/auth/refresh');
  await expect(page.getByText('실시간', { exact: true })).toBeVisible({ timeout: 45_000 });
  await expect(page).toHaveURL(/\/dashboard$/);
  ignoreConsoleErrors(consoleErrors, /401|ERR_INTERNET_DISCONNECTED/);
});
