import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The address rate limits key on: the socket's peer, because X-Forwarded-For is whatever the
 * client wrote. Only behind a configured proxy (TRUST_PROXY) is its last hop, which that proxy
 * appended, believed.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const hops = (c.req.header('x-forwarded-for') ?? '').split(',');
    const last = hops.at(-1)?.trim();
    if (last) return last;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // Requests made in-process (app.request in tests) have no socket.
    return 'unknown';
  }
}
