import { createContext, useContext } from 'react';
import type { RealtimeBridge } from './socket';

export const RealtimeContext = createContext<RealtimeBridge | null>(null);

export function useRealtime(): RealtimeBridge {
  const bridge = useContext(RealtimeContext);
  if (!bridge) throw new Error('RealtimeContext is missing: wrap the app in its provider');
  return bridge;
}
