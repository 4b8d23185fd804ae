import type { Quote } from '../../shared/schemas/market';
import { packTicks } from '../../shared/realtime/tick-batch';
import type { HubServer, HubSocket } from './hub';

/**
 * Who watches which symbol, kept here rather than as one Socket.IO room per symbol (ADR 0015):
 * a flush needs each socket's changed symbols together, and a room per symbol cost every
 * connection a dozen adapter entries.
 */
export function createTickFanout(io: HubServer) {
  const watchers = new Map<string, Set<HubSocket>>();

  function unwatch(socket: HubSocket, symbol: string) {
    const sockets = watchers.get(symbol);
    sockets?.delete(socket);
    if (sockets?.size === 0) watchers.delete(symbol);
  }

  /** The quotes of one flush: a batch per socket, a `tick` per symbol for the others. */
  function send(quotes: Iterable<Quote>, serverTime: number) {
    const changed = new Map<HubSocket, Quote[]>();
    for (const quote of quotes) {
      const sockets = watchers.get(quote.symbol);
      if (!sockets) continue;
      const unbatched: string[] = [];
      for (const socket of sockets) {
        const list = changed.get(socket);
        if (!socket.data.tickBatch) unbatched.push(socket.id);
        else if (list) list.push(quote);
        else changed.set(socket, [quote]);
      }
      if (unbatched.length > 0) io.to(unbatched).emit('tick', { ...quote, serverTime });
    }
    // Sockets whose changed symbols are the same share one batch, encoded once for all of them.
    const groups = new Map<string, { quotes: Quote[]; socketIds: string[] }>();
    for (const [socket, list] of changed) {
      const key = list.map((quote) => quote.symbol).join();
      const group = groups.get(key);
      if (group) group.socketIds.push(socket.id);
      else groups.set(key, { quotes: list, socketIds: [socket.id] });
    }
    for (const { quotes: list, socketIds } of groups.values())
      io.to(socketIds).emit('ticks', packTicks(list, serverTime));
  }

  return {
    watch(socket: HubSocket, symbol: string) {
      const sockets = watchers.get(symbol) ?? new Set();
      sockets.add(socket);
      watchers.set(symbol, sockets);
    },
    unwatch,
    /** A closed socket leaves every symbol it watched. */
    forget(socket: HubSocket) {
      for (const symbol of socket.data.symbols) unwatch(socket, symbol);
    },
    /** The ids of a symbol's watchers that want its order book; none if nobody watches. */
    watcherIds(symbol: string, wants: (socket: HubSocket, symbol: string) => boolean): string[] {
      const ids: string[] = [];
      for (const socket of watchers.get(symbol) ?? [])
        if (wants(socket, symbol)) ids.push(socket.id);
      return ids;
    },
    viewers(): Map<string, number> {
      return new Map([...watchers].map(([symbol, sockets]) => [symbol, sockets.size]));
    },
    send,
  };
}
