import type { Server as HttpServer, IncomingMessage } from 'node:http';
import { Server } from 'socket.io';

// The `cors` option does not guard WebSocket upgrades, so the Origin is checked here.
export function isAllowedOrigin(req: IncomingMessage, allowedOrigins: string[]): boolean {
  const origin = req.headers.origin;
  if (!origin) return true;
  if (allowedOrigins.includes(origin)) return true;
  try {
    return new URL(origin).host === req.headers.host;
  } catch {
    return false;
  }
}

export function createIo(httpServer: HttpServer, allowedOrigins: string[]) {
  return new Server(httpServer, {
    maxHttpBufferSize: 16 * 1024,
    serveClient: false,
    allowRequest: (req, callback) => callback(null, isAllowedOrigin(req, allowedOrigins)),
  });
}
