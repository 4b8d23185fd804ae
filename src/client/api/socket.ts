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
import type { AssignmentDone } from '../../shared/schemas/assignments';
import {
  auctionEventAtom,
  connectionStatusAtom,
  marketStatusAtom,
  orderBookAtomFamily,
  portfolioValueAtom,
  tickAtomFamily,
  type ConnectionStatus,
} from '../state/realtime';
import { refreshTokens } from './client';
import { reconnectDelay } from './reconnect-delay';
import { createSymbolSync, ORDER_BOOKS } from './symbol-sync';
import { readStoredSession } from './tokens';

type Store = ReturnType<typeof createStore>;
type ClientSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
type ServerEvent = keyof ServerToClientEvents;
/** The rooms a screen asks the hub to join: a class's feed, a class's projector. */
type RoomWatch = 'class:watch' | 'projector:watch';

/** Who opens the socket: the signed-in user's session, or a projector's read-only display link. */
export type RealtimeCredentials = { kind: 'session' } | { kind: 'display'; token: string };

/** One server event's handler, attached to whichever socket is open. */
interface Listening {
  attach(socket: ClientSocket): void;
  detach(socket: ClientSocket): void;
}

/**
 * One managed Socket.IO connection: it (re)opens with fresh credentials, keeps the rooms and the
 * symbols screens asked for across reconnects, and hands each server event to whoever listens
 * with `on(event, handler)`: the app's state, a page folder, the projector.
 */
export function createRealtimeConnection(
  credentials: RealtimeCredentials,
  options: { reconnectionDelayMax?: number } = {},
) {
  const listening = new Set<Listening>();
  const statusListeners = new Set<(status: ConnectionStatus) => void>();
  const watchedRooms = new Map<string, { event: RoomWatch; classId: number; holders: number }>();
  let wanted = false;
  let socket: ClientSocket | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failedAttempts = 0;
  const symbols = createSymbolSync(() => socket);
  const books = createSymbolSync(() => socket, ORDER_BOOKS);
  const tell = (status: ConnectionStatus) => statusListeners.forEach((listen) => listen(status));

  // Socket.IO retries a dropped connection itself, but neither a refused handshake nor a lost
  // download: without this the socket would stay down for the rest of the session.
  function retryLater(attempt: () => void) {
    clearTimeout(retryTimer);
    retryTimer = setTimeout(attempt, reconnectDelay(failedAttempts++, Math.random()));
  }

  function connect() {
    if (wanted) return;
    wanted = true;
    tell('connecting');
    void openWhenLoaded();
  }

  // socket.io-client is downloaded only once a screen needs it (README: Loading).
  async function openWhenLoaded() {
    try {
      const { io } = await import('socket.io-client');
      if (wanted && !socket) open(io);
    } catch {
      tell('disconnected');
      if (wanted) retryLater(() => void openWhenLoaded());
    }
  }

  // The auth callback runs on every (re)connect, so a refreshed token is always used.
  const handshake = () => ({
    ...(credentials.kind === 'display'
      ? { displayToken: credentials.token }
      : { token: readStoredSession()?.accessToken }),
    ...TICK_BATCH_AUTH,
    ...BOOKS_ON_REQUEST_AUTH,
  });

  function open(io: typeof createSocket) {
    const opened: ClientSocket = io({
      auth: (send) => send(handshake()),
      transports: ['websocket', 'polling'],
      reconnectionDelayMax: options.reconnectionDelayMax ?? 10_000,
    });
    socket = opened;
    listening.forEach((listener) => listener.attach(opened));
    opened.on('connect', () => {
      failedAttempts = 0;
      symbols.reset();
      books.reset();
      for (const { event, classId } of watchedRooms.values()) opened.emit(event, classId);
      tell('connected');
    });
    opened.on('disconnect', () => tell('disconnected'));
    opened.on('connect_error', (error) => void refused(opened, error));
  }

  // A display link the hub refuses stays refused (revoked, or its class ended).
  async function refused(opened: ClientSocket, error: Error) {
    tell('disconnected');
    if (credentials.kind === 'display' || error.message !== HANDSHAKE_TOKEN_INVALID) return;
    if (await refreshTokens()) opened.connect();
    // Only a refresh the server refused clears the session; then the app signs out.
    else if (!readStoredSession()) disconnect();
    else retryLater(() => opened.connect());
  }

  function disconnect() {
    wanted = false;
    clearTimeout(retryTimer);
    failedAttempts = 0;
    socket?.disconnect();
    socket = null;
    tell('disconnected');
  }

  return {
    connect,
    disconnect,
    /** Hands the server event to `handler` until the returned release; across reconnects. */
    on<Event extends ServerEvent>(event: Event, handler: ServerToClientEvents[Event]) {
      // Socket.IO's own typing cannot follow a generic event name: `on`'s signature checked it.
      const listener: Listening = {
        attach: (open) => (open as Socket).on(event as string, handler),
        detach: (open) => (open as Socket).off(event as string, handler),
      };
      listening.add(listener);
      if (socket) listener.attach(socket);
      return () => {
        listening.delete(listener);
        if (socket) listener.detach(socket);
      };
    },
    /** Told 'connecting', 'connected' (after each reconnect's rooms are asked again), 'disconnected'. */
    onStatus(listener: (status: ConnectionStatus) => void) {
      statusListeners.add(listener);
      return () => void statusListeners.delete(listener);
    },
    /** Joins a class's room on every connect until the returned release (the hub checks who may). */
    watchRoom(event: RoomWatch, classId: number) {
      const key = `${event} ${classId}`;
      const room = watchedRooms.get(key) ?? { event, classId, holders: 0 };
      room.holders += 1;
      watchedRooms.set(key, room);
      if (room.holders === 1 && socket?.connected) socket.emit(event, classId);
      return () => {
        room.holders -= 1;
        if (room.holders === 0) watchedRooms.delete(key);
      };
    },
    /** Whether some screen holds the class's room (its teacher's class page). */
    watchesRoom: (event: RoomWatch, classId: number) => watchedRooms.has(`${event} ${classId}`),
    /** Returns the matching release; safe to call before the socket is connected. */
    watchSymbols: symbols.watch,
    /** Order books are sent only while a screen shows them; returns the matching release. */
    watchOrderBooks: books.watch,
  };
}

export type RealtimeConnection = ReturnType<typeof createRealtimeConnection>;

/** What the class page's feed hears: a trade, or a student's resting order that closed unfilled. */
export type ClassFeedEvent =
  | { kind: 'trade'; trade: ClassTrade }
  | { kind: 'order'; closed: ClassOrderClosed }
  | { kind: 'assignment'; done: AssignmentDone };

/**
 * The signed-in user's connection (one per app): prices, order books, the portfolio's value, the
 * market's status and call auctions go into jotai atoms here; page folders listen with `on` for
 * their own events (live-notices.ts).
 */
export function createRealtimeBridge(store: Store) {
  const connection = createRealtimeConnection({ kind: 'session' });
  connection.onStatus((status) => store.set(connectionStatusAtom, status));
  connection.on('ticks', (batch) => {
    for (const tick of unpackTicks(batch)) store.set(tickAtomFamily(tick.symbol), tick);
  });
  connection.on('orderbook', (book) => store.set(orderBookAtomFamily(book.symbol), book));
  connection.on('portfolio', (value) => store.set(portfolioValueAtom, value));
  connection.on('market', (status) => store.set(marketStatusAtom, status));
  connection.on('auction', (board) => store.set(auctionEventAtom, board));
  return {
    ...connection,
    /** The class's room: its trades, unfilled orders and completed 과제, until the release. */
    watchClass(classId: number, listener: (event: ClassFeedEvent) => void) {
      const stops = [
        connection.watchRoom('class:watch', classId),
        connection.on('trade', (trade) => {
          if (trade.classId === classId) listener({ kind: 'trade', trade });
        }),
        connection.on('class:order', (closed) => {
          if (closed.classId === classId) listener({ kind: 'order', closed });
        }),
        connection.on('assignment:done', (done) => {
          if (done.classId === classId) listener({ kind: 'assignment', done });
        }),
      ];
      return () => stops.forEach((stop) => stop());
    },
  };
}

export type RealtimeBridge = ReturnType<typeof createRealtimeBridge>;
