import type { createStore } from 'jotai';
import type { RealtimeConnection } from '../../api/socket';
import { announceOrderUpdate, orderUpdateAtom } from './order-updates';

/** One of the student's resting orders filled or closed: lists reload and a toast says which. */
export const listenForOrderUpdates = (
  realtime: RealtimeConnection,
  store: ReturnType<typeof createStore>,
) =>
  realtime.on('order', (update) => {
    store.set(orderUpdateAtom, update);
    announceOrderUpdate(update);
  });
