import type { Quote } from '../../src/shared/schemas/market';
import { systemClock } from '../../src/server/clock';
import { createAccessTokens } from '../../src/server/services/access-tokens';
import type { TestClient } from '../../src/server/testing/realtime-server';

// What every realtime test file needs: a token signer, a quote around 100,000 won, a connect.

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
