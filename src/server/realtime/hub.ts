import type { Server, Socket } from 'socket.io';
import type { Quote } from '../../shared/schemas/market';
import type { ProjectorTrade } from '../../shared/schemas/projector';
import type { AuctionBoard } from '../../shared/schemas/auctions';
import { packTicks, TICK_BATCH_AUTH } from '../../shared/realtime/tick-batch';
import {
  zSymbolList,
  type ClassTrade,
  type ClientToServerEvents,
  type MarketStatusEvent,
  type PortfolioValue,
  type RealtimeError,
  type ServerToClientEvents,
} from '../../shared/realtime/events';
import {
  BOOKS_ON_REQUEST_AUTH,
  HANDSHAKE_GUARDIAN_CONSENT_REQUIRED,
  HANDSHAKE_PASSWORD_CHANGE_REQUIRED,
  HANDSHAKE_TOKEN_INVALID,
  realtimeLimits,
} from '../../shared/realtime/handshake';
import type { ServerEventBus, ServerEvents } from '../../shared/realtime/server-events';
import type { Clock } from '../clock';
import type { Db } from '../db/connection';
import {
  authenticateSession,
  createSignedInCache,
  type AuthUser,
  type SignedInCache,
} from '../services/accounts/authentication';
import type { PriceStore } from '../market/price-store';
import type { AccessTokens } from '../services/accounts/access-tokens';
import type { Delivery, Outlet } from './deliveries';
import { rooms } from './rooms';
import { createTickFanout } from './tick-fanout';
import { createKeyedThrottle } from './keyed-throttle';
import { createWindowLimiter } from './window-limiter';

export interface SocketData {
  /** Null for a projector opened with a read-only display link. */
  user: AuthUser | null;
  /** The session (refresh-token family) whose access token opened the socket. */
  sessionId: string | null;
  displayClassId: number | null;
  /** Kept to check again later: a link stops when revoked or when its class ends. */
  displayToken: string | null;
  symbols: Set<string>;
  /** The client asked for `ticks` batches (TICK_BATCH_AUTH) instead of a `tick` per symbol. */
  tickBatch: boolean;
  /** The order books the client asked for (BOOKS_ON_REQUEST_AUTH); null: every subscribed one. */
  bookSymbols: Set<string> | null;
}

export type HubServer = Server<ClientToServerEvents, ServerToClientEvents, object, SocketData>;
export type HubSocket = Socket<ClientToServerEvents, ServerToClientEvents, object, SocketData>;

export interface HubDeps {
  io: HubServer;
  /** The services' announcements the hub passes on to sockets (tests may `deliver` instead). */
  events?: ServerEventBus;
  /** What each announcement sends to which rooms (areas/deliveries.ts). */
  deliveries: readonly Delivery[];
  db: Db;
  accessTokens: AccessTokens;
  /** Shared with the API by index.ts; a hub without one makes its own. */
  signedIn?: SignedInCache;
  prices: PriceStore;
  clock: Clock;
  isKnownSymbol: (symbol: string) => boolean;
  canWatchClass: (user: AuthUser, classId: number) => boolean;
  /** Symbols someone is looking at: the market starts pricing them if it was not. */
  onSymbolsWanted?: (symbols: string[]) => void;
  /** Current values of these users' portfolios (students only), valued together in one pass. */
  portfolioValues?: (userIds: number[]) => Map<number, Omit<PortfolioValue, 'serverTime'>>;
  /** The class a valid, unrevoked display link shows; null otherwise. */
  resolveDisplayToken?: (token: string) => number | null;
  /** A class trade as the class's projector settings allow it to be shown. */
  formatProjectorTrade?: (trade: ClassTrade) => ProjectorTrade;
  /** A call auction's board with its fills named as the class's projector settings allow. */
  formatProjectorAuction?: (board: AuctionBoard) => AuctionBoard;
  marketStatus: () => Omit<MarketStatusEvent, 'serverTime'>;
  portfolioIntervalMs?: number;
  /** How many students one event-loop turn values on the timer. */
  portfolioSliceSize?: number;
  marketStatusIntervalMs?: number;
  displayCheckIntervalMs?: number;
}

const PROJECTOR_UPDATE_MS = 1000;

const forbidden: RealtimeError = { code: 'FORBIDDEN', message: '권한이 없습니다.' };

const invalidSymbols: RealtimeError = {
  code: 'INVALID_SYMBOLS',
  message: '알 수 없는 종목입니다.',
};
const tooManySymbols: RealtimeError = {
  code: 'TOO_MANY_SYMBOLS',
  message: `한 화면에서 최대 ${realtimeLimits.symbolsPerSocket}개 종목까지 실시간으로 볼 수 있습니다.`,
};
const rateLimited: RealtimeError = {
  code: 'RATE_LIMITED',
  message: '요청이 너무 많습니다. 잠시 후 다시 시도해주세요.',
};

export function createHub(deps: HubDeps) {
  const { io, prices, clock } = deps;
  const authentication = { ...deps, signedIn: deps.signedIn ?? createSignedInCache() };
  const now = () => clock.now().getTime();
  const pendingQuotes = new Map<string, Quote>();
  const fanout = createTickFanout(io);
  const subscribeLimiter = createWindowLimiter({
    limit: realtimeLimits.subscribeEventsPerMinute,
    windowMs: 60_000,
    now,
  });

  io.use(async (socket, next) => {
    const auth = socket.handshake.auth as {
      token?: unknown;
      displayToken?: unknown;
      tickBatch?: unknown;
      books?: unknown;
    };
    const displayToken = typeof auth.displayToken === 'string' ? auth.displayToken : null;
    const displayClassId =
      displayToken === null ? null : (deps.resolveDisplayToken?.(displayToken) ?? null);
    const session = displayClassId
      ? null
      : authenticateSession(
          authentication,
          typeof auth.token === 'string' ? auth.token : undefined,
        );
    const user = session?.user ?? null;
    if (!user && !displayClassId) {
      const refused = new Error(HANDSHAKE_TOKEN_INVALID);
      return next(Object.assign(refused, { data: { code: HANDSHAKE_TOKEN_INVALID } }));
    }
    if (user?.mustChangePassword) {
      const refused = new Error(HANDSHAKE_PASSWORD_CHANGE_REQUIRED);
      return next(Object.assign(refused, { data: { code: HANDSHAKE_PASSWORD_CHANGE_REQUIRED } }));
    }
    if (user?.guardianConsentPending) {
      const refused = new Error(HANDSHAKE_GUARDIAN_CONSENT_REQUIRED);
      return next(Object.assign(refused, { data: { code: HANDSHAKE_GUARDIAN_CONSENT_REQUIRED } }));
    }
    socket.data = {
      user,
      sessionId: session?.sessionId ?? null,
      displayClassId,
      displayToken: displayClassId ? displayToken : null,
      symbols: new Set(),
      tickBatch: auth.tickBatch === TICK_BATCH_AUTH.tickBatch,
      bookSymbols: auth.books === BOOKS_ON_REQUEST_AUTH.books ? new Set() : null,
    };
    next();
  });

  io.on('connection', (socket: HubSocket) => {
    const { user, sessionId } = socket.data;
    if (sessionId) void socket.join(rooms.session(sessionId));
    if (user) {
      void socket.join(rooms.user(user.id));
      if (user.role === 'STUDENT' && user.classId !== null)
        void socket.join(rooms.students(user.classId));
      sendPortfolio(socket, user.id);
    }
    socket.emit('market', { ...deps.marketStatus(), serverTime: now() });
    // Not `ack?.(subscribe(…))`: an optional call skips its arguments when there is no ack.
    socket.on('subscribe', (raw, ack) => {
      const result = subscribe(socket, raw);
      ack?.(result);
    });
    socket.on('unsubscribe', (raw, ack) => {
      const result = unsubscribe(socket, raw);
      ack?.(result);
    });
    socket.on('books:subscribe', (raw, ack) => {
      const result = subscribeBooks(socket, raw);
      ack?.(result);
    });
    socket.on('books:unsubscribe', (raw, ack) => {
      const result = unsubscribeBooks(socket, raw);
      ack?.(result);
    });
    socket.on('class:watch', (classId, ack) => {
      if (!user || !Number.isSafeInteger(classId) || !deps.canWatchClass(user, classId)) {
        return ack?.({ ok: false, error: forbidden });
      }
      void socket.join(rooms.class(classId));
      ack?.({ ok: true });
    });
    socket.on('projector:watch', (classId, ack) => {
      if (!canWatchProjector(socket, classId)) return ack?.({ ok: false, error: forbidden });
      void socket.join(rooms.projector(classId));
      ack?.({ ok: true });
    });
    socket.on('disconnect', () => {
      subscribeLimiter.forget(socket.id);
      fanout.forget(socket);
      // Socket.IO has left the socket's rooms by now: an empty user room is a student gone.
      if (user && !hasAudience(rooms.user(user.id))) lastPortfolio.delete(user.id);
    });
  });

  // The timer pushes only changed values, so a screen opened on an unchanging portfolio (an
  // all-cash student) would otherwise never get one: every new socket gets the value at once.
  function sendPortfolio(socket: HubSocket, userId: number) {
    const value = deps.portfolioValues?.([userId]).get(userId);
    if (value) socket.emit('portfolio', { ...value, serverTime: now() });
  }

  // A display link shows only its own class; a signed-in teacher or admin any class they may watch.
  function canWatchProjector(socket: HubSocket, classId: number) {
    if (!Number.isSafeInteger(classId)) return false;
    const { user, displayClassId } = socket.data;
    return displayClassId === classId || (user !== null && deps.canWatchClass(user, classId));
  }

  function parseSymbols(socket: HubSocket, raw: unknown): string[] | RealtimeError {
    if (!subscribeLimiter.allow(socket.id)) return rateLimited;
    const parsed = zSymbolList.safeParse(raw);
    if (!parsed.success || !parsed.data.every(deps.isKnownSymbol)) return invalidSymbols;
    return [...new Set(parsed.data)];
  }

  function subscribe(socket: HubSocket, raw: unknown) {
    const symbols = parseSymbols(socket, raw);
    if (!Array.isArray(symbols)) return reject(socket, symbols);
    const added = symbols.filter((symbol) => !socket.data.symbols.has(symbol));
    if (socket.data.symbols.size + added.length > realtimeLimits.symbolsPerSocket) {
      return reject(socket, tooManySymbols);
    }
    deps.onSymbolsWanted?.(added);
    for (const symbol of added) {
      socket.data.symbols.add(symbol);
      fanout.watch(socket, symbol);
    }
    sendSnapshots(socket, added);
    return { ok: true as const, symbols: [...socket.data.symbols] };
  }

  function unsubscribe(socket: HubSocket, raw: unknown) {
    const symbols = parseSymbols(socket, raw);
    if (!Array.isArray(symbols)) return reject(socket, symbols);
    for (const symbol of symbols) {
      socket.data.symbols.delete(symbol);
      fanout.unwatch(socket, symbol);
    }
    return { ok: true as const, symbols: [...socket.data.symbols] };
  }

  function subscribeBooks(socket: HubSocket, raw: unknown) {
    const books = socket.data.bookSymbols;
    const symbols = parseSymbols(socket, raw);
    if (!Array.isArray(symbols)) return reject(socket, symbols);
    if (!books) return { ok: true as const, symbols: [...socket.data.symbols] };
    const added = symbols.filter((symbol) => !books.has(symbol));
    if (books.size + added.length > realtimeLimits.symbolsPerSocket) {
      return reject(socket, tooManySymbols);
    }
    const serverTime = now();
    for (const symbol of added) {
      books.add(symbol);
      const book = prices.orderBook(symbol);
      if (book) socket.emit('orderbook', { ...book, serverTime });
    }
    return { ok: true as const, symbols: [...books] };
  }

  function unsubscribeBooks(socket: HubSocket, raw: unknown) {
    const symbols = parseSymbols(socket, raw);
    if (!Array.isArray(symbols)) return reject(socket, symbols);
    for (const symbol of symbols) socket.data.bookSymbols?.delete(symbol);
    return { ok: true as const, symbols: [...(socket.data.bookSymbols ?? socket.data.symbols)] };
  }

  const wantsBook = (socket: HubSocket, symbol: string) =>
    socket.data.bookSymbols === null || socket.data.bookSymbols.has(symbol);

  function reject(socket: HubSocket, error: RealtimeError) {
    socket.emit('error', error);
    return { ok: false as const, error };
  }

  function sendSnapshots(socket: HubSocket, symbols: string[]) {
    const serverTime = now();
    const quotes = symbols.flatMap((symbol) => prices.get(symbol) ?? []);
    if (!socket.data.tickBatch)
      for (const quote of quotes) socket.emit('tick', { ...quote, serverTime });
    else if (quotes.length > 0) socket.emit('ticks', packTicks(quotes, serverTime));
    for (const symbol of symbols) {
      const book = wantsBook(socket, symbol) ? prices.orderBook(symbol) : undefined;
      if (book) socket.emit('orderbook', { ...book, serverTime });
    }
  }

  const hasAudience = (room: string) => (io.sockets.adapter.rooms.get(room)?.size ?? 0) > 0;

  // Ticks are coalesced per symbol: whatever arrived since the last flush, only the newest goes out.
  const stopQuotes = prices.onQuotes((batch) => {
    for (const quote of batch) pendingQuotes.set(quote.symbol, quote);
  });
  const stopBooks = prices.onOrderBook((book) => {
    const watcherIds = fanout.watcherIds(book.symbol, wantsBook);
    if (watcherIds.length > 0) io.to(watcherIds).emit('orderbook', { ...book, serverTime: now() });
  });
  const flushTimer = setInterval(flush, realtimeLimits.flushIntervalMs);

  function flush() {
    if (pendingQuotes.size === 0) return;
    fanout.send(pendingQuotes.values(), now());
    pendingQuotes.clear();
  }

  // A change of market status (a live provider failing, the KRX session closing) reaches every
  // open screen, not only those that connect afterwards.
  let lastMarketStatus = JSON.stringify(deps.marketStatus());
  const marketTimer = setInterval(() => {
    const status = deps.marketStatus();
    const key = JSON.stringify(status);
    if (key === lastMarketStatus) return;
    lastMarketStatus = key;
    io.emit('market', { ...status, serverTime: now() });
  }, deps.marketStatusIntervalMs ?? 2000);

  // A class ends at midnight, with no request to tell the hub: display links are checked again.
  const displayTimer = setInterval(() => {
    for (const socket of io.sockets.sockets.values()) {
      const { displayToken, displayClassId } = socket.data;
      if (displayToken === null) continue;
      if (deps.resolveDisplayToken?.(displayToken) !== displayClassId) socket.disconnect(true);
    }
  }, deps.displayCheckIntervalMs ?? 60_000);

  const lastPortfolio = new Map<number, string>();
  const portfolioTimer = deps.portfolioValues
    ? setInterval(() => pushInSlices([...connectedUsers()]), deps.portfolioIntervalMs ?? 2000)
    : undefined;
  let closed = false;
  const slice = deps.portfolioSliceSize ?? 200;

  // A whole school valued in one go held the event loop for a tenth of a second every round:
  // orders and ticks wait less when each turn values one slice.
  function pushInSlices(userIds: number[]) {
    if (closed) return;
    pushPortfolios(userIds.slice(0, slice));
    if (userIds.length > slice) setImmediate(() => pushInSlices(userIds.slice(slice)));
  }

  const connectedUsers = () =>
    new Set([...io.sockets.sockets.values()].flatMap((s) => (s.data.user ? [s.data.user.id] : [])));

  function pushPortfolios(userIds: Iterable<number>) {
    const values = deps.portfolioValues?.([...userIds]) ?? new Map();
    for (const [userId, value] of values) {
      const key = JSON.stringify(value);
      if (lastPortfolio.get(userId) === key) continue;
      lastPortfolio.set(userId, key);
      io.to(rooms.user(userId)).emit('portfolio', { ...value, serverTime: now() });
    }
  }

  // A busy class trades several times a second, and each projector fetches its whole state on
  // an update: a class's projectors hear at most one update a second (trades still go at once).
  const projectorUpdates = createKeyedThrottle(PROJECTOR_UPDATE_MS, (classId: number) =>
    io.to(rooms.projector(classId)).emit('projector:update', { classId, serverTime: now() }),
  );

  // What the deliveries table's lines may do (deliveries.ts).
  const outlet: Outlet = {
    to: (room) => io.to(room),
    now,
    hasAudience,
    pushPortfolio(userId) {
      lastPortfolio.delete(userId);
      // The user's room, not a walk over every socket: this runs after every trade.
      if (hasAudience(rooms.user(userId))) pushPortfolios([userId]);
    },
    refreshProjectors: (classId) => projectorUpdates.request(classId),
    disconnect: (room) => io.in(room).disconnectSockets(true),
    disconnectDisplays(classId) {
      for (const socket of io.sockets.sockets.values()) {
        if (socket.data.displayClassId === classId) socket.disconnect(true);
      }
    },
    projectorTrade: deps.formatProjectorTrade,
    projectorAuction: deps.formatProjectorAuction,
  };
  // Each server event reaches sockets through its lines of the table, in the table's order.
  const { events } = deps;
  const subscriptions = events
    ? deps.deliveries.map((line) => events.subscribe(line.event, (p) => line.send(p, outlet)))
    : [];

  return {
    /** Sends a server event through its lines of the table, as if the bus had announced it. */
    deliver<Event extends keyof ServerEvents>(event: Event, payload: ServerEvents[Event]) {
      for (const line of deps.deliveries) if (line.event === event) line.send(payload, outlet);
    },
    /** How many sockets watch each stock now: a live provider streams the most watched first. */
    viewers: fanout.viewers,
    flush,
    close() {
      clearInterval(flushTimer);
      clearInterval(marketTimer);
      clearInterval(displayTimer);
      if (portfolioTimer) clearInterval(portfolioTimer);
      closed = true;
      projectorUpdates.stop();
      stopQuotes();
      stopBooks();
      for (const unsubscribe of subscriptions) unsubscribe();
    },
  };
}

export type Hub = ReturnType<typeof createHub>;
