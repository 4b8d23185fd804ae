import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { io as connectClient, type Socket as ClientSocket } from 'socket.io-client';
import type { ClientToServerEvents, ServerToClientEvents } from '../../shared/realtime/events';
import { BOOKS_ON_REQUEST_AUTH } from '../../shared/realtime/handshake';
import { TICK_BATCH_AUTH } from '../../shared/realtime/tick-batch';
import { createHub, type HubDeps } from '../realtime/hub';
import { createIo } from '../realtime/io';

export type TestClient = ClientSocket<ServerToClientEvents, ClientToServerEvents>;

/** A real HTTP server with the real Socket.IO hub on a free loopback port. */
export async function startRealtimeServer(deps: Omit<HubDeps, 'io'>) {
  const httpServer = createServer();
  const io = createIo(httpServer, []);
  const hub = createHub({ ...deps, io });
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
