import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { systemClock } from '../clock';
import type { Quote } from '../../shared/schemas/market';
import { startKisFake } from './fakes/kis-fake';
import type { KisFake, KisFakeOptions } from './fakes/kis-fake';
import { createPriceStore } from '../market/price-store';
import type { PriceStore } from '../market/price-store';
import { createQuoteSink } from '../market/live/quote-sink';
import type { LiveAdapter } from '../market/live/types';
import { createKisAdapter } from '../market/live/kis/kis-adapter';
import type { KisConfig, KisTuning } from '../market/live/kis/kis-adapter';
import { createFileTokenStore } from '../market/live/kis/token-store';

/** Test-only: the adapter against a fresh fake, with a real price store behind the sink. */
export interface KisHarness {
  fake: KisFake;
  prices: PriceStore;
  adapter: LiveAdapter;
  tokenPath: string;
  /** Every quote the store received, in order (to see a stale mark that did not last). */
  seen: Quote[];
  tracked: string[];
  /** Another adapter on the same fake, token file and store. */
  another(): LiveAdapter;
  stop(): Promise<void>;
}

export const FAST: Partial<KisTuning> = {
  requestsPerSecond: 500,
  tokenIssueIntervalMs: 61_000,
  timeoutMs: 1_000,
  rateLimitBackoffMs: 20,
  reconnectBaseMs: 20,
  idleMs: 5_000,
};

export async function startKisHarness(
  options: {
    fake?: KisFakeOptions;
    tuning?: Partial<KisTuning>;
    symbols?: string[];
    config?: Partial<KisConfig>;
  } = {},
): Promise<KisHarness> {
  const fake = await startKisFake(options.fake);
  const dir = await mkdtemp(join(tmpdir(), 'kis-harness-'));
  const tokenPath = join(dir, 'kis-token.json');
  const prices = createPriceStore();
  const seen: Quote[] = [];
  prices.onQuotes((quotes) => seen.push(...quotes));
  const sink = createQuoteSink(prices, { provider: 'kis', label: '실시간 · KIS' });
  const tracked = options.symbols ?? ['005930', '000660'];
  const adapters: LiveAdapter[] = [];
  const make = () => {
    const adapter = createKisAdapter(
      {
        appKey: 'fake-app-key',
        appSecret: 'fake-app-secret',
        env: 'real',
        restUrl: fake.url,
        wsUrl: fake.wsUrl,
        pollMs: 20,
        ...options.config,
      },
      {
        sink,
        symbols: () => tracked,
        clock: systemClock,
        tokenStore: createFileTokenStore(tokenPath),
        tuning: { ...FAST, ...options.tuning },
      },
    );
    adapters.push(adapter);
    return adapter;
  };
  return {
    fake,
    prices,
    adapter: make(),
    tokenPath,
    seen,
    tracked,
    another: make,
    async stop() {
      adapters.forEach((adapter) => adapter.stop());
      await fake.close();
      // A token write the stop overtook may land while the folder goes: rm retries ENOTEMPTY.
      await rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 20 });
    },
  };
}
