import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connectClient, type Socket as ClientSocket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '../../shared/realtime/events';
import type { ServerEvents } from '../../shared/realtime/server-events';
import type { CorporateAdjustment } from '../../shared/schemas/corporate-actions';
import type { Order } from '../../shared/schemas/orders';
import { BOOKS_ON_REQUEST_AUTH } from '../../shared/realtime/handshake';
import { TICK_BATCH_AUTH } from '../../shared/realtime/tick-batch';
import { deliveries } from '../areas/deliveries';
import { createHub, type Hub, type HubDeps } from '../realtime/hub';
import { createIo } from '../realtime/io';

export type TestClient = ClientSocket<ServerToClientEvents, ClientToServerEvents>;

/**
 * The hub as the realtime tests drive it: each server event's delivery by a name of its own (the
 * table's lines run as if the services had announced it).
 */
function drivenHub(hub: Hub) {
  const { deliver } = hub;
  return {
    ...hub,
    publishTrade: (trade: ServerEvents['tradeExecuted']) => deliver('tradeExecuted', trade),
    projectorChanged: (classId: number) => deliver('projectorChanged', { classId }),
    disconnectDisplays: (classId: number) => deliver('displayLinkRevoked', { classId }),
    portfolioChanged: (userId: number) => deliver('portfolioChanged', { userId }),
    orderChanged: (userId: number, order: Order) => deliver('orderChanged', { userId, order }),
    classOrderClosed: (closed: ServerEvents['classOrderClosed']) =>
      deliver('classOrderClosed', closed),
    reviewArrived: (userId: number, notice: ServerEvents['reviewed']['notice']) =>
      deliver('reviewed', { userId, notice }),
    assignmentCompleted: (done: ServerEvents['assignmentCompleted']) =>
      deliver('assignmentCompleted', done),
    auctionChanged: (board: ServerEvents['auctionChanged']) => deliver('auctionChanged', board),
    corporateAction: (userId: number, adjustment: CorporateAdjustment) =>
      deliver('corporateActionApplied', { userId, adjustment }),
    regularDeposit: (userId: number, notice: ServerEvents['regularDeposited']['notice']) =>
      deliver('regularDeposited', { userId, notice }),
    disconnectUser: (userId: number) => deliver('sessionEnded', { userId }),
    disconnectSession: (sessionId: string) => deliver('sessionClosed', { sessionId }),
  };
}

/** A real HTTP server with the real Socket.IO hub on a free loopback port (the app's deliveries). */
export async function startRealtimeServer(
  deps: Omit<HubDeps, 'io' | 'deliveries'> & Partial<Pick<HubDeps, 'deliveries'>>,
) {
  const httpServer = createServer();
  const io = createIo(httpServer, []);
  const hub = drivenHub(createHub({ ...deps, deliveries: deps.deliveries ?? deliveries, io }));
  await new Promise<void>((resolve) => httpServer.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(httpServer.address() as AddressInfo).port}`;
  const clients: TestClient[] = [];
  return {
    hub,
    url,
    connect(
      credentials: string | { displayToken: string } | undefined,
      options: { reconnection?: boolean; tickBatch?: boolean; booksOnRequest?: boolean } = {},
    ): TestClient {
      const auth = typeof credentials === 'string' ? { token: credentials } : (credentials ?? {});
      const client: TestClient = connectClient(url, {
        auth: {
          ...auth,
          ...(options.tickBatch ? TICK_BATCH_AUTH : {}),
          ...(options.booksOnRequest ? BOOKS_ON_REQUEST_AUTH : {}),
        },
        transports: ['websocket'],
        reconnection: options.reconnection ?? false,
        forceNew: true,
      });
      clients.push(client);
      return client;
    },
    async close() {
      clients.forEach((client) => client.disconnect());
      hub.close();
      await new Promise<void>((resolve) => io.close(() => resolve()));
    },
  };
}
