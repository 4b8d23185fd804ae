import { afterEach, describe, expect, it, vi } from 'vitest';
import { tickUp } from '../../../../shared/domain/market/tick-size';
import { startKisHarness } from '../../../testing/kis-test-harness';
import type { KisHarness } from '../../../testing/kis-test-harness';

// Generous: on a loaded machine a reconnect or a back-off takes seconds; a pass returns at once.
const waitFor = <T>(check: () => T) => vi.waitFor(check, { timeout: 15_000, interval: 10 });
const DEFAULTS = ['005930', '000660', '035420', '247540', '091990'];
const sixty = [...DEFAULTS, ...Array.from({ length: 55 }, (_, i) => String(100_010 + i * 10))];

describe('KIS adapter over the WebSocket', () => {
  let h: KisHarness;
  afterEach(async () => {
    await h.stop();
  });

  /** Both stocks registered and priced; then REST is made useless so only the socket can move prices. */
  async function onSocketOnly(symbols: string[]) {
    h.adapter.start();
    await waitFor(() => {
      for (const symbol of symbols) {
        expect(h.fake.subscriptions()).toContain(`H0STCNT0|${symbol}`);
        expect(h.prices.get(symbol)).toBeDefined();
      }
    });
    h.fake.failNext('server-error', 100_000);
  }

  it.each([
    ['plain', false, '0|H0STCNT0|003|'],
    ['encrypted', true, '1|H0STCNT0|003|'],
  ])('reads %s 체결 frames of several records into the store', async (_, encrypt, prefix) => {
    h = await startKisHarness({ fake: { encrypt } });
    await onSocketOnly(['005930', '000660']);
    h.fake.setPrice('005930', 71_100);
    h.fake.setPrice('005930', 71_200);
    h.fake.setPrice('000660', 179_900);
    await waitFor(() => {
      expect(h.prices.get('005930')).toMatchObject({
        price: 71_200,
        previousClose: 71_000,
        source: { stale: false },
      });
      expect(h.prices.get('000660')).toMatchObject({ price: 179_900, change: -100 });
    });
    expect(h.fake.framesSent().some((frame) => frame.startsWith(prefix))).toBe(true);
  });

  it('echoes PINGPONG, so KIS keeps the session', async () => {
    h = await startKisHarness({ fake: { pingMs: 25 } });
    h.adapter.start();
    await waitFor(() => expect(h.fake.pongs()).toBeGreaterThanOrEqual(3));
    expect(h.fake.connections()).toBe(1);
  });

  it('holds at most 41 registrations with 60 tracked: the first get the socket, REST prices the rest', async () => {
    h = await startKisHarness({ symbols: [...sixty] });
    h.adapter.start();
    await waitFor(() => {
      expect(h.fake.subscriptions()).toHaveLength(41);
      for (const symbol of sixty) expect(h.prices.get(symbol)).toBeDefined();
    });
    const subs = h.fake.subscriptions();
    const trades = subs.filter((s) => s.startsWith('H0STCNT0|')).map((s) => s.slice(9));
    const books = subs.filter((s) => s.startsWith('H0STASP0|')).map((s) => s.slice(9));
    expect(new Set(trades)).toEqual(new Set(sixty.slice(0, 36)));
    expect(new Set(books)).toEqual(new Set(DEFAULTS));

    const offSocket = sixty[50] ?? '';
    const moved = tickUp(h.fake.price(offSocket));
    h.fake.setPrice(offSocket, moved);
    await waitFor(() => expect(h.prices.get(offSocket)?.price).toBe(moved));
  });

  it('rebalances when a stock becomes most wanted, releasing first so 41 is never exceeded', async () => {
    h = await startKisHarness({ symbols: [...sixty] });
    h.adapter.start();
    await waitFor(() => expect(h.fake.subscriptions()).toHaveLength(41));
    const newcomer = sixty[59] ?? '';
    h.tracked.splice(59, 1);
    h.tracked.unshift(newcomer);
    await waitFor(() => {
      const subs = h.fake.subscriptions();
      expect(subs).toContain(`H0STCNT0|${newcomer}`);
      expect(subs).toContain(`H0STASP0|${newcomer}`);
      expect(subs).not.toContain(`H0STASP0|${sixty[4]}`);
      expect(subs).not.toContain(`H0STCNT0|${sixty[35]}`);
      // Had a registration gone out before its release, KIS would have refused it
      // (MAX SUBSCRIBE OVER) and the session would hold fewer than 41.
      expect(subs).toHaveLength(41);
    });
  });

  it('reconnects after the socket drops, registers again, and streams again', async () => {
    h = await startKisHarness({ symbols: ['005930'] });
    h.adapter.start();
    await waitFor(() => expect(h.fake.subscriptions()).toContain('H0STCNT0|005930'));
    h.fake.dropSockets();
    await waitFor(() => {
      expect(h.fake.connections()).toBe(2);
      expect(h.fake.subscriptions()).toContain('H0STCNT0|005930');
      expect(h.prices.get('005930')).toBeDefined();
    });
    h.fake.failNext('server-error', 100_000);
    // A REST failure that lands just after a frame marks the stock stale until the next frame
    // (the registration is still being confirmed), so the fake keeps trading until one is fresh.
    await waitFor(() => {
      h.fake.setPrice('005930', 70_800);
      expect(h.prices.get('005930')).toMatchObject({ price: 70_800, source: { stale: false } });
    });
  });

  it('reuses the approval key for its lifetime instead of asking for one per reconnect', async () => {
    h = await startKisHarness({ symbols: ['005930'] });
    h.adapter.start();
    await waitFor(() => expect(h.fake.subscriptions()).toContain('H0STCNT0|005930'));
    h.fake.dropSockets();
    await waitFor(() => {
      expect(h.fake.connections()).toBe(2);
      expect(h.fake.subscriptions()).toContain('H0STCNT0|005930');
    });
    expect(h.fake.approvalIssues()).toBe(1);
  });

  it('a second process on the same app key (OPSP8996) falls back to REST, degraded, logged once', async () => {
    h = await startKisHarness({ symbols: ['005930'] });
    h.adapter.start();
    await waitFor(() => expect(h.fake.subscriptions()).toContain('H0STCNT0|005930'));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const second = h.another();
      second.start();
      // It keeps trying (the other process may stop) without logging each refusal.
      await waitFor(() => expect(h.fake.connections()).toBeGreaterThanOrEqual(4));
      expect(second.health()).toBe('degraded');
      const inUse = warn.mock.calls.filter((call) => String(call[0]).includes('OPSP8996'));
      expect(inUse).toHaveLength(1);
      expect(h.fake.subscriptions()).toEqual(['H0STCNT0|005930', 'H0STASP0|005930']);
      // REST prices what its socket cannot.
      const asked = h.fake.requests().filter((r) => r.trId === 'FHKST01010100').length;
      // A slow machine may time a request out and back the poller off (up to seconds), so allow longer.
      await vi.waitFor(
        () =>
          expect(
            h.fake.requests().filter((r) => r.trId === 'FHKST01010100').length,
          ).toBeGreaterThan(asked + 2),
        { timeout: 20_000, interval: 10 },
      );
    } finally {
      warn.mockRestore();
    }
  });

  it('marks a streamed price stale when the socket drops and REST cannot stand in', async () => {
    h = await startKisHarness({ symbols: ['005930'] });
    h.adapter.start();
    await waitFor(() => expect(h.fake.subscriptions()).toContain('H0STCNT0|005930'));
    h.fake.setPrice('005930', 70_900);
    await waitFor(() => expect(h.prices.get('005930')).toMatchObject({ price: 70_900 }));
    h.fake.failNext('server-error', 100_000);
    h.fake.dropSockets();
    await waitFor(() => {
      expect(h.prices.get('005930')).toMatchObject({ price: 70_900, source: { stale: true } });
    });
    await waitFor(() => {
      expect(h.fake.connections()).toBe(2);
      expect(h.fake.subscriptions()).toContain('H0STCNT0|005930');
    });
    h.fake.setPrice('005930', 71_000);
    await waitFor(() => {
      expect(h.prices.get('005930')).toMatchObject({ price: 71_000, source: { stale: false } });
    });
  });

  it('publishes the 호가 stream of the most-viewed stocks', async () => {
    h = await startKisHarness({ symbols: ['005930'] });
    h.adapter.start();
    await waitFor(() => expect(h.fake.subscriptions()).toContain('H0STASP0|005930'));
    h.fake.setPrice('005930', 71_500);
    await waitFor(() => {
      const book = h.prices.orderBook('005930');
      expect(book?.asks[0]).toMatchObject({ price: 71_600 });
      expect(book?.bids[0]).toMatchObject({ price: 71_500 });
      expect(book?.asks).toHaveLength(10);
    });
  });

  it('while the socket is down, reads the order book by REST instead', async () => {
    h = await startKisHarness({ symbols: ['005930'], config: { wsUrl: 'ws://127.0.0.1:9' } });
    h.adapter.start();
    await waitFor(() => {
      expect(h.prices.orderBook('005930')?.asks[0]).toMatchObject({ price: 71_100 });
      expect(h.prices.orderBook('005930')?.bids).toHaveLength(10);
    });
  });
});
