import { useStore } from 'jotai';
import { useEffect } from 'react';
import { portfolioApi } from '../../shared/contracts/portfolio';
import { orderUpdateAtom } from '../components/class-market/order-updates';
import { corporateActionAtom } from '../components/notices/corporate-action-notices';
import { portfolioValueAtom } from '../state/realtime';
import { invalidateEndpoints } from './query-client';
import { afterCorporateAction, afterTrade } from './resources';

type Store = ReturnType<typeof useStore>;

/**
 * The socket bridge writes live events into jotai; here they make the cached reads they change
 * stale, so every screen showing them refetches: a limit order that filled or closed, a
 * corporate action, and the cash the live valuation reports changing (a deposit, a fill).
 */
function subscribe(store: Store) {
  // Prices move the valuation many times a minute; only a change of cash changes /portfolio's
  // holdings or cash, so only that refetches it.
  let cash = store.get(portfolioValueAtom)?.cash;
  const stops = [
    store.sub(orderUpdateAtom, () => void invalidateEndpoints(afterTrade)),
    store.sub(corporateActionAtom, () => void invalidateEndpoints(afterCorporateAction)),
    store.sub(portfolioValueAtom, () => {
      const next = store.get(portfolioValueAtom)?.cash;
      if (cash !== undefined && next !== undefined && next !== cash)
        void invalidateEndpoints([portfolioApi.get]);
      cash = next;
    }),
  ];
  return () => stops.forEach((stop) => stop());
}

// One subscription however many reads are on screen: each event invalidates once.
let listening: { store: Store; readers: number; stop: () => void } | null = null;

/** Keeps live events refreshing the cache while any screen shows a cached read. */
export function useLiveInvalidation() {
  const store = useStore();
  useEffect(() => {
    if (listening?.store !== store) {
      listening?.stop();
      listening = { store, readers: 0, stop: subscribe(store) };
    }
    const current = listening;
    current.readers += 1;
    return () => {
      current.readers -= 1;
      if (current.readers > 0 || listening !== current) return;
      current.stop();
      listening = null;
    };
  }, [store]);
}
