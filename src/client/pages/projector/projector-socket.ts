import { useEffect, useRef, useState } from 'react';
import { io, type Socket } from 'socket.io-client';
import type {
  ClientToServerEvents,
  ServerToClientEvents,
  Tick,
} from '../../../shared/realtime/events';
import { BOOKS_ON_REQUEST_AUTH } from '../../../shared/realtime/handshake';
import { TICK_BATCH_AUTH, unpackTicks } from '../../../shared/realtime/tick-batch';
import type { AuctionBoard } from '../../../shared/schemas/auctions';
import type { ProjectorTrade } from '../../../shared/schemas/projector';
import { refreshTokens } from '../../api/client';
import { readStoredSession } from '../../api/tokens';

export interface ProjectorConnection {
  live: boolean;
  /** The class call auction the hub last told of (curves as orders arrive, then the result). */
  auction: AuctionBoard | null;
  trades: ProjectorTrade[];
  ticks: Map<string, Tick>;
}

type Credentials = { kind: 'user' } | { kind: 'display'; token: string };

const FEED_LENGTH = 20;

/**
 * The projector's own socket: a display link or the teacher's session, the projector room of
 * one class and the ticker's symbols. Socket.IO reconnects by itself after a network drop, and
 * every (re)connect re-joins and asks for fresh state.
 */
export function useProjectorSocket(
  classId: number,
  credentials: Credentials,
  symbols: string[],
  onStale: () => void,
): ProjectorConnection {
  const [live, setLive] = useState(false);
  const [trades, setTrades] = useState<ProjectorTrade[]>([]);
  const [auction, setAuction] = useState<AuctionBoard | null>(null);
  const [ticks, setTicks] = useState(new Map<string, Tick>());
  const socketRef = useRef<Socket<ServerToClientEvents, ClientToServerEvents> | null>(null);
  const onStaleRef = useRef(onStale);
  useEffect(() => {
    onStaleRef.current = onStale;
  });
  const displayToken = credentials.kind === 'display' ? credentials.token : null;

  useEffect(() => {
    const socket: Socket<ServerToClientEvents, ClientToServerEvents> = io({
      auth: (send) =>
        send({
          ...(displayToken ? { displayToken } : { token: readStoredSession()?.accessToken }),
          ...TICK_BATCH_AUTH,
          // The ticker shows prices only: no order books.
          ...BOOKS_ON_REQUEST_AUTH,
        }),
      transports: ['websocket', 'polling'],
      reconnectionDelayMax: 5_000,
    });
    socketRef.current = socket;
    socket.on('connect', () => {
      setLive(true);
      socket.emit('projector:watch', classId);
      onStaleRef.current();
    });
    socket.on('disconnect', () => setLive(false));
    socket.on('connect_error', async () => {
      setLive(false);
      if (!displayToken && (await refreshTokens())) socket.connect();
    });
    socket.on('projector:trade', (trade) =>
      setTrades((current) => [trade, ...current].slice(0, FEED_LENGTH)),
    );
    socket.on('projector:update', () => onStaleRef.current());
    socket.on('auction', setAuction);
    socket.on('ticks', (batch) =>
      setTicks((current) => {
        const next = new Map(current);
        for (const tick of unpackTicks(batch)) next.set(tick.symbol, tick);
        return next;
      }),
    );
    return () => {
      socket.disconnect();
      socketRef.current = null;
    };
  }, [classId, displayToken]);

  const symbolKey = symbols.join(',');
  useEffect(() => {
    const socket = socketRef.current;
    if (!socket || !symbolKey || !live) return;
    const list = symbolKey.split(',');
    socket.emit('subscribe', list);
    return () => {
      socket.emit('unsubscribe', list);
    };
  }, [symbolKey, live]);

  return { live, auction, trades, ticks };
}
