import { useAtomValue } from 'jotai';
import { useEffect } from 'react';
import type { OrderBookEvent, Tick } from '../../shared/realtime/events';
import { useRealtime } from '../api/realtime-context';
import { orderBookAtomFamily, tickAtomFamily } from '../state/realtime';

/** Keeps these symbols subscribed on the live socket while the calling screen is mounted. */
export function useWatchSymbols(symbols: string[]) {
  const bridge = useRealtime();
  const key = [...new Set(symbols)].sort().join(',');
  useEffect(() => {
    if (!key) return;
    return bridge.watchSymbols(key.split(','));
  }, [bridge, key]);
}

/** The newest streamed tick of one symbol, or undefined until the first arrives. */
export function useLiveQuote(symbol: string): Tick | undefined {
  useWatchSymbols([symbol]);
  return useAtomValue(tickAtomFamily(symbol));
}

export function useLiveOrderBook(symbol: string): OrderBookEvent | undefined {
  useWatchSymbols([symbol]);
  const bridge = useRealtime();
  useEffect(() => bridge.watchOrderBooks([symbol]), [bridge, symbol]);
  return useAtomValue(orderBookAtomFamily(symbol));
}
