import { afterEach, describe, expect, it } from 'vitest';
import type { QuotesListener } from './market/price-store';
import { createApplication } from './app';
import { completeShared } from './areas/shared';
import { createTestApp, type TestApp } from './testing/test-app';

let t: TestApp;
afterEach(() => t.dispose());

describe('the composition root', () => {
  it('hears the market through the areas’ tick listeners only until the app closes', () => {
    t = createTestApp();
    const listening = new Set<QuotesListener>();
    const { prices } = t.deps;
    const counted = {
      ...prices,
      onQuotes(listener: QuotesListener) {
        listening.add(listener);
        const stop = prices.onQuotes(listener);
        return () => {
          listening.delete(listener);
          stop();
        };
      },
    };
    const application = createApplication(completeShared({ ...t.deps, prices: counted }));
    // The resting orders' matcher (trading) and the school board's quote count (leaderboard).
    expect(listening.size).toBe(2);
    application.close();
    expect(listening.size).toBe(0);
  });
});
