import type { Quote } from '../../src/shared/schemas/market';
import { systemClock } from '../../src/server/clock';
import { createPriceStore } from '../../src/server/market/price-store';
import type { HubDeps } from '../../src/server/realtime/hub';
import { createAccessTokens } from '../../src/server/services/accounts/access-tokens';
import { startRealtimeServer, type TestClient } from '../../src/server/testing/realtime-server';
import { createTestDb } from '../../src/server/testing/test-db';
import { createServerEventBus } from '../../src/shared/realtime/server-events';

// What every realtime test file needs: a token signer, a quote around 100,000 won, a connect,
// and a hub on a fresh database with the replay market open.

export const accessTokens = createAccessTokens({
  secret: new TextEncoder().encode('x'.repeat(32)),
  clock: systemClock,
});

export function quote(symbol: string, price: number): Quote {
  return {
    symbol,
    price,
    previousClose: 100_000,
    open: 100_000,
    high: Math.max(price, 100_000),
    low: Math.min(price, 100_000),
    volume: 1000,
    change: price - 100_000,
    changePercent: ((price - 100_000) / 100_000) * 100,
    updatedAt: Date.now(),
    source: { provider: 'replay', label: '과거 시세 재생 · 2026-03-20', stale: false },
  };
}

/** Settles when the client's handshake succeeds, fails when the hub refuses it. */
export const connected = (client: TestClient) =>
  new Promise<void>((resolve, reject) => {
    client.on('connect', () => resolve());
    client.on('connect_error', reject);
  });

/** A hub on a fresh database and price store, the replay market open; close() ends both. */
export async function startTestHub(deps: Pick<HubDeps, 'isKnownSymbol' | 'canWatchClass'>) {
  const testDb = createTestDb();
  const prices = createPriceStore();
  const events = createServerEventBus();
  const server = await startRealtimeServer({
    events,
    db: testDb.db,
    accessTokens,
    prices,
    clock: systemClock,
    marketStatus: () => ({ provider: 'replay', status: 'OPEN', label: '과거 시세 재생' }),
    ...deps,
  });
  return {
    db: testDb.db,
    prices,
    server,
    /** The bus the hub subscribes to, as the services' would be. */
    events,
    close: async () => {
      await server.close();
      testDb.dispose();
    },
  };
}

export type TestHub = Awaited<ReturnType<typeof startTestHub>>;
