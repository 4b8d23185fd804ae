import { useAtomValue } from 'jotai';
import { useEffect, useState } from 'react';
import type { AuctionView } from '../../../shared/schemas/auctions';
import { auctionsApi } from '../../../shared/contracts/auctions';
import { useApiQuery } from '../../data/useApiQuery';
import { auctionEventAtom } from '../../state/realtime';

/**
 * The auction as this user sees it: loaded once, then redrawn from each socket event (the board
 * is the same for everyone; only "my orders" needs a reload, when the auction ends).
 */
export function useAuction(id: string) {
  const loaded = useApiQuery(auctionsApi.view, { params: { id } });
  const [placed, setPlaced] = useState<AuctionView | null>(null);
  const event = useAtomValue(auctionEventAtom);
  const ended = event !== null && String(event.id) === id && event.status !== 'open';
  // Once it ends, "my orders" come from the reload (with their fills), not the last order's answer.
  const base = ended ? loaded.data : (placed ?? loaded.data);
  const live = event && base && event.id === base.id ? { ...base, ...event } : base;
  const { refetch } = loaded;
  useEffect(() => {
    if (ended) void refetch();
  }, [ended, refetch]);
  return { auction: live, error: loaded.error, placed: setPlaced };
}
