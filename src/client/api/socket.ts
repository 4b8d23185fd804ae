import { announceOrderUpdate, orderUpdateAtom } from '../components/class-market/order-updates';
import type { createStore } from 'jotai';
import type { io as createSocket, Socket } from 'socket.io-client';
import { BOOKS_ON_REQUEST_AUTH, HANDSHAKE_TOKEN_INVALID } from '../../shared/realtime/handshake';
import type {
  ClassOrderClosed,
  ClassTrade,
  ClientToServerEvents,
  ServerToClientEvents,
} from '../../shared/realtime/events';
import { TICK_BATCH_AUTH, unpackTicks } from '../../shared/realtime/tick-batch';
import {
  auctionEventAtom,
  connectionStatusAtom,
  marketStatusAtom,
  orderBookAtomFamily,
  portfolioValueAtom,
  tickAtomFamily,
} from '../state/realtime';
import { reviewNoticeAtom } from '../state/feedback';
import { assignmentDoneAtom } from '../state/assignments';
import type { AssignmentDone } from '../../shared/schemas/assignments';
import {
  announceCorporateAction,
  corporateActionAtom,
} from '../components/notices/corporate-action-notices';
import { announceRegularDeposit } from '../components/notices/regular-deposit-notice';
import { refreshTokens } from './client';
import { reconnectDelay } from './reconnect-delay';
import { createSymbolSync, ORDER_BOOKS } from './symbol-sync';
import { readStoredSession } from './tokens';

type Store = ReturnType<typeof createStore>;
type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
/** What the class page's feed hears: a trade, or a student's resting order that closed unfilled. */
export type ClassFeedEvent =
  | { kind: 'trade'; trade: ClassTrade }
  | { kind: 'order'; closed: ClassOrderClosed }
  | { kind: 'assignment'; done: AssignmentDone };
type TradeListener = (event: ClassFeedEvent) => void;

/**
 * The one managed Socket.IO connection. Screens ask for symbols with reference counts; the
 * bridge (re)subscribes on every connect and writes ticks into jotai atoms.
 */
export function createRealtimeBridge(store: Store) {
  const watchedClasses = new Map<number, Set<TradeListener>>();
  let wanted = false;
  let socket: ClientSocket | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failedAttempts = 0;
  const symbols = createSymbolSync(() => socket);
  const books = createSymbolSync(() => socket, ORDER_BOOKS);

  // Socket.IO retries a dropped connection itself, but neither a refused handshake nor a lost
  // download: without this the socket would stay down for the rest of the session.
  function retryLater(attempt: () => void) {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(attempt, reconnectDelay(failedAttempts++, Math.random()));
  }

  function connect() {
    if (wanted) return;
    wanted = true;
    store.set(connectionStatusAtom, 'connecting');
    void openWhenLoaded();
  }

  // socket.io-client is downloaded only once someone signs in (README: Loading).
  async function openWhenLoaded() {
    try {
      const { io } = await import('socket.io-client');
      if (wanted && !socket) open(io);
    } catch {
      store.set(connectionStatusAtom, 'disconnected');
      if (wanted) retryLater(() => void openWhenLoaded());
    }
  }

  function open(io: typeof createSocket) {
    // The auth callback runs on every (re)connect, so a refreshed token is always used.
    socket = io({
      auth: (send) =>
        send({
          token: readStoredSession()?.accessToken,
          ...TICK_BATCH_AUTH,
          ...BOOKS_ON_REQUEST_AUTH,
        }),
      transports: ['websocket', 'polling'],
      reconnectionDelayMax: 10_000,
    });
    socket.on('connect', () => {
      failedAttempts = 0;
      store.set(connectionStatusAtom, 'connected');
      symbols.reset();
      books.reset();
      for (const classId of watchedClasses.keys()) socket?.emit('class:watch', classId);
    });
    socket.on('disconnect', () => store.set(connectionStatusAtom, 'disconnected'));
    socket.on('connect_error', async (error) => {
      store.set(connectionStatusAtom, 'disconnected');
      if (error.message !== HANDSHAKE_TOKEN_INVALID) return;
      if (await refreshTokens()) socket?.connect();
      // Only a refresh the server refused clears the session; then the app signs out.
      else if (!readStoredSession()) disconnect();
      else retryLater(() => socket?.connect());
    });
    socket.on('ticks', (batch) => {
      for (const tick of unpackTicks(batch)) store.set(tickAtomFamily(tick.symbol), tick);
    });
    socket.on('orderbook', (book) => store.set(orderBookAtomFamily(book.symbol), book));
    socket.on('portfolio', (value) => store.set(portfolioValueAtom, value));
    socket.on('market', (status) => store.set(marketStatusAtom, status));
    socket.on('order', (update) => {
      store.set(orderUpdateAtom, update);
      announceOrderUpdate(update);
    });
    socket.on('review:new', (notice) => store.set(reviewNoticeAtom, notice));
    socket.on('auction', (board) => store.set(auctionEventAtom, board));
    socket.on('corporate-action', (notice) => {
      store.set(corporateActionAtom, notice);
      announceCorporateAction(notice);
    });
    socket.on('regular-deposit', announceRegularDeposit);
    socket.on('trade', (trade) =>
      watchedClasses.get(trade.classId)?.forEach((listen) => listen({ kind: 'trade', trade })),
    );
    // One event for both audiences: the class page's listeners, else the student's own toast.
    socket.on('assignment:done', (done) => {
      const listeners = watchedClasses.get(done.classId);
      if (listeners) listeners.forEach((listen) => listen({ kind: 'assignment', done }));
      else store.set(assignmentDoneAtom, done);
    });
    socket.on('class:order', (closed) =>
      watchedClasses.get(closed.classId)?.forEach((listen) => listen({ kind: 'order', closed })),
    );
  }

  function disconnect() {
    wanted = false;
    clearTimeout(retryTimer);
    failedAttempts = 0;
    socket?.disconnect();
    socket = null;
    store.set(connectionStatusAtom, 'disconnected');
  }

  return {
    connect,
    disconnect,
    /** Returns the matching release; safe to call before the socket is connected. */
    watchSymbols: symbols.watch,
    /** Order books are sent only while a screen shows them; returns the matching release. */
    watchOrderBooks: books.watch,
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
