import type { Context } from 'hono';
import type { IncomingMessage } from 'node:http';

/**
 * A request header by its lower-case name. Served by the Node adapter, it is read from Node's
 * own parsed headers: Hono's `c.req.header()` first copies every header of the request into a
 * Fetch `Headers`, validating each (7 µs of an authenticated GET with a bench client's five
 * headers; a browser sends three times as many). Without the
 * adapter (tests calling `app.request`, whose stand-in socket has no headers) there is only the
 * Fetch request to ask.
 */
export function requestHeader(c: Context, name: Lowercase<string>): string | undefined {
  const headers = (c.env as { incoming?: Partial<IncomingMessage> } | undefined)?.incoming?.headers;
  if (!headers) return c.req.header(name);
  const value = headers[name];
  return Array.isArray(value) ? value.join(', ') : value;
}
