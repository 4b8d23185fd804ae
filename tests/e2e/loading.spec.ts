import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { ignoreConsoleErrors, login } from './helpers';
import { apiData, bearer, chooseWatchlist, PASSWORD, seedSchool } from './school';

// README (Loading): what a visitor's first page costs on school Wi-Fi.
const LOGIN_SCRIPT_BUDGET = 90 * 1024;

/** The hashed scripts a page has fetched so far. */
function collectScripts(page: Page) {
  const urls = new Set<string>();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js')) urls.add(url.href);
  });
  return urls;
}

test('a visitor on /login downloads at most 90 KiB of brotli script, cached for a year', async ({
  page,
  request,
}) => {
  const scripts = collectScripts(page);
  await page.goto('/login');
  await expect(page.getByRole('button', { name: '로그인', exact: true })).toBeVisible();

  let compressed = 0;
  let brotli = 0;
  for (const url of scripts) {
    const response = await request.get(url, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    compressed += Number(response.headers()['content-length']);
    if (response.headers()['content-encoding'] === 'br') brotli += 1;
  }
  expect(brotli, 'scripts sent as brotli').toBeGreaterThan(0);
  // zod comes with the first form check or request that needs it (src/client/api/auth-contract.ts).
  expect([...scripts].filter((url) => /\/zod-[^/]+\.js$/.test(url))).toEqual([]);
  expect(compressed, `compressed bytes of ${scripts.size} scripts`).toBeLessThanOrEqual(
    LOGIN_SCRIPT_BUDGET,
  );

  // Signing in brings the student's pages; the chart library only comes with a chart.
  const { students } = await seedSchool(request, ['한지우']);
  await chooseWatchlist(request, students[0]!, ['005930']);
  const before = new Set(scripts);
  await login(page, students[0]!.email, PASSWORD);
  await page.goto('/stock/005930');
  await expect(page.locator('.uplot')).toBeVisible();
  const chartScripts = [...scripts].filter((url) => !before.has(url));
  expect(chartScripts.length).toBeGreaterThan(0);
});

test('no page trips the Content Security Policy', async ({ page, request }) => {
  const violations: string[] = [];
  await page.exposeFunction('reportCspViolation', (violation: string) =>
    violations.push(violation),
  );
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportCspViolation(text: string): void })
        .reportCspViolation;
      report(`${location.pathname}: ${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  const { teacher, klass, students } = await seedSchool(request, ['서예린']);
  await chooseWatchlist(request, students[0]!, ['005930', '000660']);

  for (const path of ['/', '/login', '/register']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await login(page, students[0]!.email, PASSWORD);
  for (const path of ['/dashboard', '/trading', '/portfolio', '/leaderboard']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.goto('/stock/005930');
  await expect(page.locator('.uplot')).toBeVisible();

  const link = await apiData<{ url: string }>(
    await request.post(`/api/teacher/classes/${klass.id}/display-links`, {
      headers: bearer(teacher),
    }),
  );
  await page.goto(link.url);
  await expect(page.getByRole('heading', { name: klass.name })).toBeVisible();

  expect(violations).toEqual([]);
});

test('a tab from before an upgrade reloads when the page it opens is no longer there', async ({
  page,
  request,
  consoleErrors,
}) => {
  const { students } = await seedSchool(request, ['문하린']);
  await chooseWatchlist(request, students[0]!, ['005930']);
  let documents = 0;
  page.on('load', () => (documents += 1));
  await login(page, students[0]!.email, PASSWORD);
  await expect(page.getByRole('heading', { name: '안녕하세요, 문하린님' })).toBeVisible();

  // The server is upgraded while the tab stays open: the chart it has not opened yet is gone.
  const before = documents;
  await page.route(/\/assets\/ChartPanel-[^/]+\.js$/, (route) =>
    documents === before ? route.fulfill({ status: 404, body: 'Not found' }) : route.continue(),
  );
  await page.evaluate(() => {
    history.pushState(null, '', '/stock/005930');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.locator('.uplot')).toBeVisible();
  expect(documents).toBe(before + 1);
  ignoreConsoleErrors(consoleErrors, /404/);
});
