import { readFile, stat } from 'node:fs/promises';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startKisHarness } from '../../../testing/kis-test-harness';
import type { KisHarness } from '../../../testing/kis-test-harness';

const waitFor = <T>(check: () => T) => vi.waitFor(check, { timeout: 5_000, interval: 10 });
// REST-only: the socket connects but registers nothing, so every stock is priced by REST.
const REST_ONLY = { maxRegistrations: 0 };

describe('KIS adapter over REST', () => {
  let h: KisHarness;
  afterEach(async () => {
    await h.stop();
  });

  it('prices every tracked stock with its previous close (기준가) from inquire-price', async () => {
    h = await startKisHarness({ tuning: REST_ONLY });
    h.fake.setPrice('005930', 72_000);
    h.adapter.start();
    await waitFor(() => {
      expect(h.prices.get('005930')).toMatchObject({
        price: 72_000,
        previousClose: 71_000,
        change: 1_000,
        source: { provider: 'kis', label: '실시간 · KIS', stale: false },
      });
      expect(h.prices.get('000660')?.price).toBe(180_000);
    });
    await waitFor(() => expect(h.adapter.health()).toBe('running'));
    expect(h.adapter.name).toBe('kis');
    expect(h.adapter.capabilities).toEqual({ orderBook: true, news: false });
  });

  it('issues one token, keeps it in an owner-only file, and a restarted adapter reuses it', async () => {
    h = await startKisHarness({ tuning: REST_ONLY });
    h.adapter.start();
    await waitFor(() => expect(h.prices.get('005930')?.price).toBe(71_000));
    h.adapter.stop();
    expect((await stat(h.tokenPath)).mode & 0o777).toBe(0o600);
    expect(await readFile(h.tokenPath, 'utf8')).toMatch(/"accessToken":"fake\./);

    const restarted = h.another();
    h.fake.setPrice('005930', 71_500);
    restarted.start();
    await waitFor(() => expect(h.prices.get('005930')?.price).toBe(71_500));
    expect(h.fake.tokenIssues()).toBe(1);
  });

  it('reissues an expired token (EGW00123) and retries, once the minute rule allows', async () => {
    h = await startKisHarness({
      fake: { tokenCooldownMs: 100 },
      tuning: { ...REST_ONLY, tokenIssueIntervalMs: 100 },
      symbols: ['005930'],
    });
    h.adapter.start();
    await waitFor(() => expect(h.prices.get('005930')?.price).toBe(71_000));
    h.fake.failNext('expired-token');
    h.fake.setPrice('005930', 72_000);
    await waitFor(() => expect(h.prices.get('005930')?.price).toBe(72_000));
    expect(h.prices.get('005930')?.source.stale).toBe(false);
    expect(h.fake.tokenIssues()).toBe(2);
  });

  it('does not ask for a second token within the minute; prices go stale instead', async () => {
    h = await startKisHarness({ tuning: REST_ONLY, symbols: ['005930'] });
    h.adapter.start();
    await waitFor(() => expect(h.prices.get('005930')?.price).toBe(71_000));
    h.fake.failNext('expired-token');
    h.fake.setPrice('005930', 72_000);
    await waitFor(() => expect(h.prices.get('005930')?.source.stale).toBe(true));
    expect(h.prices.get('005930')?.price).toBe(71_000);
    expect(h.fake.tokenIssues()).toBe(1);
    expect(h.adapter.health()).toBe('degraded');
  });

  it('backs off on EGW00201 (초당 거래건수 초과), marks stale meanwhile, then recovers', async () => {
    h = await startKisHarness({ tuning: REST_ONLY, symbols: ['005930'] });
    h.adapter.start();
    await waitFor(() => expect(h.prices.get('005930')?.price).toBe(71_000));
    h.fake.failNext('rate-limit', 3);
    h.fake.setPrice('005930', 71_300);
    await waitFor(() => {
      expect(h.prices.get('005930')).toMatchObject({ price: 71_300, source: { stale: false } });
    });
    expect(h.seen.some((q) => q.symbol === '005930' && q.source.stale)).toBe(true);
  });

  it.each(['malformed', 'server-error', 'hang'] as const)(
    'a %s answer marks the stock stale without crashing, and the next good answer clears it',
    async (kind) => {
      h = await startKisHarness({ tuning: REST_ONLY, symbols: ['005930'] });
      h.adapter.start();
      await waitFor(() => expect(h.prices.get('005930')?.price).toBe(71_000));
      h.fake.failNext(kind);
      h.fake.setPrice('005930', 70_900);
      await waitFor(() => {
        expect(h.prices.get('005930')).toMatchObject({ price: 70_900, source: { stale: false } });
      });
      const after = h.seen.filter((q) => q.symbol === '005930');
      expect(after.some((q) => q.source.stale && q.price === 71_000)).toBe(true);
    },
  );

  it('with the socket unreachable and REST failing, every tracked stock goes stale', async () => {
    h = await startKisHarness({ config: { wsUrl: 'ws://127.0.0.1:9' } });
    h.adapter.start();
    await waitFor(() => expect(h.prices.all()).toHaveLength(2));
    expect(h.adapter.health()).toBe('degraded');
    h.fake.failNext('server-error', 100_000);
    await waitFor(() => {
      expect(h.prices.all().map((q) => [q.symbol, q.price, q.source.stale])).toEqual([
        ['005930', 71_000, true],
        ['000660', 180_000, true],
      ]);
    });
  });

  it('refuses wrong credentials (EGW00103): no price, degraded', async () => {
    h = await startKisHarness({ config: { appSecret: 'wrong' }, tuning: REST_ONLY });
    h.adapter.start();
    await waitFor(() => expect(h.adapter.health()).toBe('degraded'));
    expect(h.prices.all()).toEqual([]);
    expect(h.fake.tokenIssues()).toBe(0);
  });

  it('refresh() prices the given stocks now', async () => {
    h = await startKisHarness();
    await h.adapter.refresh(['035420', '247540']);
    expect(h.prices.get('035420')?.price).toBe(200_000);
    expect(h.prices.get('247540')?.price).toBe(250_000);
  });

  it('pages daily bars 100 rows at a time back to `from`, oldest first', async () => {
    h = await startKisHarness();
    h.fake.failNext('rate-limit');
    const bars = await h.adapter.dailyBars('005930', '2024-01-01', '2024-12-31');
    // 2024 has 262 weekdays (the fake knows no holidays); 06-14 was halted, all zero, and skipped.
    expect(bars).toHaveLength(261);
    expect(bars.map((bar) => bar.date)).not.toContain('2024-06-14');
    expect(bars[0]?.date).toBe('2024-01-01');
    expect(bars.at(-1)?.date).toBe('2024-12-31');
    for (const [i, bar] of bars.entries()) {
      expect(Number.isInteger(bar.close) && bar.low <= bar.close && bar.close <= bar.high).toBe(
        true,
      );
      if (i > 0) {
        expect(bar.date > (bars[i - 1]?.date ?? '')).toBe(true);
        expect(bar.previousClose).toBe(bars[i - 1]?.close);
      }
    }
    const pages = h.fake.requests().filter((r) => r.trId === 'FHKST03010100');
    expect(pages).toHaveLength(4); // one answered EGW00201, then three pages
  });

  it('has no news', async () => {
    h = await startKisHarness();
    expect(await h.adapter.news('005930')).toEqual([]);
  });
});
