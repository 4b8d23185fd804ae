import { serve } from '@hono/node-server';
import type { Server } from 'node:http';
import type { Hono } from 'hono';

export function listen(app: Hono, port: number, hostname: string): Promise<Server> {
  return new Promise((resolve) => {
    const server = serve({ fetch: app.fetch, port, hostname }, () => resolve(server as Server));
    // Slow clients are cut off instead of holding sockets open.
    (server as Server).headersTimeout = 20_000;
    (server as Server).requestTimeout = 30_000;
  });
}
