import type { MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import { messages } from '../../../shared/messages';
import { fail } from '../envelope';

// No inline script or style element: Vite emits external files, and react-toastify is
// imported unstyled with its stylesheet bundled (style *properties* set from JS stay allowed).
const pageHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'"],
    imgSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", 'ws:', 'wss:'],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    baseUri: ["'none'"],
    frameAncestors: ["'none'"],
    formAction: ["'self'"],
  },
  referrerPolicy: 'strict-origin-when-cross-origin',
  xContentTypeOptions: 'nosniff',
  crossOriginEmbedderPolicy: false,
});

/** The page headers for everything outside /api, which sets its own (apiHeaders). */
export const securityHeaders: MiddlewareHandler = (c, next) =>
  c.req.path.startsWith('/api/') ? next() : pageHeaders(c, next);

// JSON is never rendered, so the page policy shrinks to "nothing may load or frame this".
// Set before the handler runs: a header added after the response exists makes Hono copy the
// whole response, stream included, on every request.
const API_HEADERS: ReadonlyArray<[string, string]> = [
  ['Cache-Control', 'no-store'],
  ['X-Content-Type-Options', 'nosniff'],
  ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ['Content-Security-Policy', "default-src 'none'; frame-ancestors 'none'"],
];

export const apiHeaders: MiddlewareHandler = async (c, next) => {
  for (const [name, value] of API_HEADERS) c.header(name, value);
  await next();
};

const limitBody = bodyLimit({
  maxSize: 64 * 1024,
  onError: (c) => fail(c, 413, 'PAYLOAD_TOO_LARGE', messages.bodyTooLarge),
});

/** Skips GET and HEAD: asking for their (absent) body builds a full Fetch Request per call. */
export const apiBodyLimit: MiddlewareHandler = (c, next) =>
  c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next);
