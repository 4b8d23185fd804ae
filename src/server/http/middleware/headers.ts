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

/** The page headers for everything outside /api, whose answers carry their own (envelope.ts). */
export const securityHeaders: MiddlewareHandler = (c, next) =>
  c.req.path.startsWith('/api/') ? next() : pageHeaders(c, next);

const limitBody = bodyLimit({
  maxSize: 64 * 1024,
  onError: () => fail(413, 'PAYLOAD_TOO_LARGE', messages.bodyTooLarge),
});

/** Skips GET and HEAD: asking for their (absent) body builds a full Fetch Request per call. */
export const apiBodyLimit: MiddlewareHandler = (c, next) =>
  c.req.method === 'GET' || c.req.method === 'HEAD' ? next() : limitBody(c, next);
