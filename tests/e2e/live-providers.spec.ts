import { formatWon } from '../../src/shared/format';
import { messages } from '../../src/shared/messages';
import { startKisFake } from '../../src/server/testing/fakes/kis-fake';
import { startNaverFake } from '../../src/server/testing/fakes/naver-fake';
import { startYahooFake } from '../../src/server/testing/fakes/yahoo-fake';
import { expect, test } from './fixtures';
import { login } from './helpers';
import { startApp, type RunningApp } from './live-app';
import { ownServerPort } from './ports';
import { chooseWatchlist, PASSWORD, seedSchool } from './school';

// Each live provider against a local fake that speaks its wire format: the real server in its
// own process, configured the way a school with internet would configure it.

interface Fake {
  url: string;
  close(): Promise<void>;
  setPrice(symbol: string, price: number): void;
}

interface LiveCase {
  provider: 'naver' | 'yahoo' | 'kis';
  label: string;
  port: number;
  start(): Promise<{ fake: Fake; env: Record<string, string>; fail?: () => void }>;
  news: boolean;
  orderBook: boolean;
}

const cases: LiveCase[] = [
  {
    provider: 'naver',
    label: '실시간 · 네이버',
    port: ownServerPort.naver,
    async start() {
      const fake = await startNaverFake({ pollingIntervalMs: 300 });
      return {
        fake,
        env: { NAVER_BASE_URL: fake.url },
        fail: () => fake.failNext('server-error', 1_000_000),
      };
    },
    news: true,
    orderBook: false,
  },
  {
    provider: 'yahoo',
    label: '지연 시세 · Yahoo',
    port: ownServerPort.yahoo,
    async start() {
      const fake = await startYahooFake();
      return {
        fake,
        // Prices must move within the test's patience, far above a school's budget.
        env: { YAHOO_BASE_URL: fake.url, YAHOO_REQUESTS_PER_HOUR: '5000' },
        fail: () => fake.failNext('server-error', 1_000_000),
      };
    },
    news: false,
    orderBook: false,
  },
  {
    provider: 'kis',
    label: '실시간 · KIS',
    port: ownServerPort.kis,
    async start() {
      const fake = await startKisFake();
      return {
        fake,
        env: {
          KIS_APP_KEY: 'fake-app-key',
          KIS_APP_SECRET: 'fake-app-secret',
          KIS_REST_URL: fake.url,
          KIS_WS_URL: fake.wsUrl,
        },
      };
    },
    news: false,
    orderBook: true,
  },
];

for (const live of cases) {
  test.describe(`MARKET_PROVIDER=${live.provider}`, () => {
    test.use({ baseURL: `http://localhost:${live.port}` });
    let app: RunningApp | undefined;
    let started: Awaited<ReturnType<LiveCase['start']>> | undefined;

    // The page goes first: a page left open while its server stops logs failed reconnects.
    test.afterEach(async ({ page }) => {
      await page.close();
      await app?.stop();
      await started?.fake.close();
    });

    test('trading and detail pages stream the provider’s prices', async ({ page, request }) => {
      test.setTimeout(120_000);
      started = await live.start();
      const { fake } = started;
      app = await startApp(live.port, {
        MARKET_PROVIDER: live.provider,
        // Prices must move at any hour the tests run, not only in the KRX session.
        LIVE_POLL_MS: '300',
        LIVE_CLOSED_POLL_MS: '300',
        ...started.env,
      });
      const { students } = await seedSchool(request, ['정다은']);
      const student = students[0]!;
      await chooseWatchlist(request, student, ['005930', '000660']);
      fake.setPrice('005930', 72_300);

      await login(page, student.email, PASSWORD);
      await page.goto('/trading');
      const price = page.locator('tr[data-symbol="005930"] .price-cell');
      await expect(price).toContainText(formatWon(72_300), { timeout: 15_000 });
      await expect(page.locator('.quote-source-note')).toContainText(live.label);
      fake.setPrice('005930', 72_800);
      await expect(price).toContainText(formatWon(72_800), { timeout: 15_000 });

      await page.goto('/stock/000660');
      fake.setPrice('000660', 181_500);
      await expect(page.getByTestId('current-price')).toContainText(formatWon(181_500), {
        timeout: 15_000,
      });
      await expect(page.locator('.quote-source')).toContainText(live.label);
      fake.setPrice('000660', 182_000);
      await expect(page.getByTestId('current-price')).toContainText(formatWon(182_000), {
        timeout: 15_000,
      });
      await expect(page.locator('.chart-panel canvas').first()).toBeVisible();

      await page.getByRole('tab', { name: '호가' }).click();
      if (live.orderBook) {
        await expect(page.getByRole('table', { name: '호가' })).toBeVisible({ timeout: 15_000 });
      } else {
        await expect(page.getByText('호가 정보가 없어요')).toBeVisible();
      }
      if (live.news) {
        await page.getByRole('tab', { name: '뉴스' }).click();
        await expect(page.getByRole('link', { name: /SK하이닉스/ }).first()).toBeVisible();
      } else {
        // A source without news gets no empty 뉴스 tab: the note above the tabs says so once.
        await expect(page.getByRole('tab', { name: '뉴스' })).toHaveCount(0);
      }

      // The provider goes down: the last price stays, marked stale, and cannot be traded at.
      if (started.fail) {
        started.fail();
        await page.goto('/trading');
        const row = page.locator('tr[data-symbol="005930"]');
        await expect(row.getByText('지연된 가격')).toBeVisible({ timeout: 30_000 });
        await expect(row.getByRole('button', { name: '매수' })).toBeDisabled();
        // The page says why (outside KRX hours the closed market is what it reports).
        await expect(page.locator('.banner')).toHaveText(
          new RegExp(
            `${messages.marketDegraded}|${messages.marketClosed}`.replace(/[()]/g, '\\$&'),
          ),
        );
      }
    });
  });
}
