import type { createStore } from 'jotai';
import { io, type Socket } from 'socket.io-client';
import {
  HANDSHAKE_TOKEN_INVALID,
  type ClassTrade,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '../../shared/realtime/events';
import {
  connectionStatusAtom,
  marketStatusAtom,
  orderBookAtomFamily,
  portfolioValueAtom,
  tickAtomFamily,
} from '../state/realtime';
import { reviewNoticeAtom } from '../pages/feedback/feedback-state';
import { refreshTokens } from './client';
import { readStoredSession } from './tokens';

type Store = ReturnType<typeof createStore>;
type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type TradeListener = (trade: ClassTrade) => void;

/**
 * The one managed Socket.IO connection. Screens ask for symbols with reference counts; the
 * bridge (re)subscribes on every connect and writes ticks into jotai atoms.
 */
export function createRealtimeBridge(store: Store) {
  const symbolRefs = new Map<string, number>();
  const watchedClasses = new Map<number, Set<TradeListener>>();
  let socket: ClientSocket | null = null;

  function connect() {
    if (socket) return;
    store.set(connectionStatusAtom, 'connecting');
    // The auth callback runs on every (re)connect, so a refreshed token is always used.
    socket = io({
      auth: (send) => send({ token: readStoredSession()?.accessToken }),
      transports: ['websocket', 'polling'],
      reconnectionDelayMax: 10_000,
    });
    socket.on('connect', () => {
      store.set(connectionStatusAtom, 'connected');
      const symbols = [...symbolRefs.keys()];
      for (let i = 0; i < symbols.length; i += 50)
        socket?.emit('subscribe', symbols.slice(i, i + 50));
      for (const classId of watchedClasses.keys()) socket?.emit('class:watch', classId);
    });
    socket.on('disconnect', () => store.set(connectionStatusAtom, 'disconnected'));
    socket.on('connect_error', async (error) => {
      store.set(connectionStatusAtom, 'disconnected');
      if (error.message !== HANDSHAKE_TOKEN_INVALID) return;
      if (await refreshTokens()) socket?.connect();
      else disconnect();
    });
    socket.on('tick', (tick) => store.set(tickAtomFamily(tick.symbol), tick));
    socket.on('orderbook', (book) => store.set(orderBookAtomFamily(book.symbol), book));
    socket.on('portfolio', (value) => store.set(portfolioValueAtom, value));
    socket.on('market', (status) => store.set(marketStatusAtom, status));
    socket.on('review:new', (notice) => store.set(reviewNoticeAtom, notice));
    socket.on('trade', (trade) =>
      watchedClasses.get(trade.classId)?.forEach((listen) => listen(trade)),
    );
  }

  function disconnect() {
    socket?.disconnect();
    socket = null;
    store.set(connectionStatusAtom, 'disconnected');
  }

  return {
    connect,
    disconnect,
    /** Returns the matching release; safe to call before the socket is connected. */
    watchSymbols(symbols: string[]) {
      const added = symbols.filter((symbol) => !symbolRefs.has(symbol));
      symbols.forEach((symbol) => symbolRefs.set(symbol, (symbolRefs.get(symbol) ?? 0) + 1));
      if (added.length > 0 && socket?.connected) socket.emit('subscribe', added);
      return () => {
        const removed = symbols.filter((symbol) => {
          const count = (symbolRefs.get(symbol) ?? 1) - 1;
          if (count > 0) symbolRefs.set(symbol, count);
          else symbolRefs.delete(symbol);
          return count <= 0;
        });
        if (removed.length > 0 && socket?.connected) socket.emit('unsubscribe', removed);
      };
    },
    watchClass(classId: number, listener: TradeListener) {
      const listeners = watchedClasses.get(classId) ?? new Set();
      listeners.add(listener);
      watchedClasses.set(classId, listeners);
      if (listeners.size === 1 && socket?.connected) socket.emit('class:watch', classId);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) watchedClasses.delete(classId);
      };
    },
  };
}

export type RealtimeBridge = ReturnType<typeof createRealtimeBridge>;
