import { useEffect, useRef, useState } from 'react';
import type { Tick } from '../../../shared/realtime/events';
import { unpackTicks } from '../../../shared/realtime/tick-batch';
import type { AuctionBoard } from '../../../shared/schemas/auctions';
import type { ProjectorTrade } from '../../../shared/schemas/projector';
import {
  createRealtimeConnection,
  type RealtimeConnection,
  type RealtimeCredentials,
} from '../../api/socket';

export interface ProjectorConnection {
  live: boolean;
  /** The class call auction the hub last told of (curves as orders arrive, then the result). */
  auction: AuctionBoard | null;
  trades: ProjectorTrade[];
  ticks: Map<string, Tick>;
}

const FEED_LENGTH = 20;

/**
 * The projector's own connection (a display link opens it without a session): the projector room
 * of one class and the ticker's symbols. The shared connection reconnects and joins the room
 * again, and every (re)connect asks for fresh state.
 */
export function useProjectorSocket(
  classId: number,
  credentials: RealtimeCredentials,
  symbols: string[],
  onStale: () => void,
): ProjectorConnection {
  const [live, setLive] = useState(false);
  const [trades, setTrades] = useState<ProjectorTrade[]>([]);
  const [auction, setAuction] = useState<AuctionBoard | null>(null);
  const [ticks, setTicks] = useState(new Map<string, Tick>());
  const connectionRef = useRef<RealtimeConnection | null>(null);
  const onStaleRef = useRef(onStale);
  useEffect(() => {
    onStaleRef.current = onStale;
  });
  const displayToken = credentials.kind === 'display' ? credentials.token : null;

  useEffect(() => {
    const opened = createRealtimeConnection(
      displayToken ? { kind: 'display', token: displayToken } : { kind: 'session' },
      { reconnectionDelayMax: 5_000 },
    );
    const stops = [
      opened.watchRoom('projector:watch', classId),
      opened.onStatus((status) => {
        setLive(status === 'connected');
        if (status === 'connected') onStaleRef.current();
      }),
      opened.on('projector:trade', (trade) =>
        setTrades((current) => [trade, ...current].slice(0, FEED_LENGTH)),
      ),
      opened.on('projector:update', () => onStaleRef.current()),
      opened.on('auction', setAuction),
      opened.on('ticks', (batch) =>
        setTicks((current) => {
          const next = new Map(current);
          for (const tick of unpackTicks(batch)) next.set(tick.symbol, tick);
          return next;
        }),
      ),
    ];
    opened.connect();
    connectionRef.current = opened;
    return () => {
      stops.forEach((stop) => stop());
      opened.disconnect();
      connectionRef.current = null;
    };
  }, [classId, displayToken]);

  // The ticker shows prices only: the connection asks for no order books.
  const symbolKey = symbols.join(',');
  useEffect(() => {
    const connection = connectionRef.current;
    if (!connection || !symbolKey) return;
    return connection.watchSymbols(symbolKey.split(','));
    // A new class or link opens a new connection (above): its symbols are asked for again.
  }, [symbolKey, classId, displayToken]);

  return { live, auction, trades, ticks };
}
