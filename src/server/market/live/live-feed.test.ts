import { afterEach, describe, expect, it } from 'vitest';
import { fixedClock } from '../../clock';
import { startNaverFake, type NaverFake } from '../../testing/fakes/naver-fake';
import { createPriceStore } from '../price-store';
import type { MarketFeed } from '../types';
import { createLiveFeed } from './live-feed';
import { createNaverAdapter } from './naver/naver-adapter';
import type { LiveAdapterDeps } from './types';

let fake: NaverFake;
let feed: MarketFeed;
afterEach(async () => {
  feed.stop();
  await fake.close();
});

async function setup(options: { now: string; viewers?: Record<string, number>; held?: string[] }) {
  fake = await startNaverFake();
  const prices = createPriceStore();
  let adapterDeps: LiveAdapterDeps | undefined;
  feed = createLiveFeed({
    name: 'naver',
    createAdapter: (deps) => {
      adapterDeps = deps;
      return createNaverAdapter({ baseUrl: fake.url, pollMs: 30, backoffBaseMs: 20 }, deps);
    },
    prices,
    clock: fixedClock(options.now),
    demand: {
      viewers: () => new Map(Object.entries(options.viewers ?? {})),
      held: () => new Set(options.held),
    },
  });
  return {
    prices,
    symbols: () => adapterDeps?.symbols() ?? [],
    pace: (pollMs: number) => adapterDeps?.pace?.(pollMs),
  };
}

const MONDAY_10_KST = '2026-11-23T01:00:00Z';
const chartCalls = () => fake.requests().filter((r) => r.path.includes('/chart/')).length;

describe('live feed', () => {
  it('hands the adapter the most viewed stocks first, then the held ones', async () => {
    const { symbols } = await setup({
      now: MONDAY_10_KST,
      viewers: { '000660': 1, '035420': 4 },
      held: ['247540'],
    });
    feed.start(['005930', '000660', '247540', '035420']);
    expect(symbols()).toEqual(['035420', '000660', '247540', '005930']);
  });

  it('primes a stock asked about for the first time with its price', async () => {
    const { prices } = await setup({ now: MONDAY_10_KST });
    fake.setPrice('005930', 71_900);
    await feed.prime(['005930']);
    expect(feed.isTracked('005930')).toBe(true);
    expect(prices.get('005930')).toMatchObject({
      price: 71_900,
      source: { provider: 'naver', label: '실시간 · 네이버', stale: false },
    });
  });

  it('fetches a stock’s daily history once per trading day', async () => {
    await setup({ now: MONDAY_10_KST });
    const first = await feed.history('005930');
    await feed.history('005930');
    expect(first.length).toBeGreaterThan(200);
    expect(chartCalls()).toBe(1);
  });

  it('does not keep a failed history fetch', async () => {
    await setup({ now: MONDAY_10_KST });
    fake.failNext('server-error');
    await expect(feed.history('005930')).rejects.toThrow();
    expect((await feed.history('005930')).length).toBeGreaterThan(200);
  });

  it('has adapters poll at their pace in the KRX session and once a minute outside it', async () => {
    expect((await setup({ now: MONDAY_10_KST })).pace(3_000)).toBe(3_000);
    feed.stop();
    await fake.close();
    expect((await setup({ now: '2026-11-22T01:00:00Z' })).pace(3_000)).toBe(60_000);
  });

  it('reports the KRX session, not the provider’s: closed on a Sunday', async () => {
    await setup({ now: '2026-11-22T01:00:00Z' });
    feed.start(['005930']);
    expect(feed.status()).toEqual({
      provider: 'naver',
      status: 'closed',
      label: '실시간 · 네이버',
    });
  });
});
