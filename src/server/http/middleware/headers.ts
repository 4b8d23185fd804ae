import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import { messages } from '../../../shared/messages';
import { fail } from '../envelope';

// The SPA's files only: API answers carry their own headers (envelope.ts), so no /api request
// passes through this. No inline script or style element: Vite emits external files, and
// react-toastify is imported unstyled with its stylesheet bundled (style *properties* set from
// JS stay allowed).
export const pageHeaders = secureHeaders({
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

export const apiBodyLimit = bodyLimit({
  maxSize: 64 * 1024,
  onError: () => fail(413, 'PAYLOAD_TOO_LARGE', messages.bodyTooLarge),
});

// A 명렬표 of 2,000 students with NEIS's extra columns is larger than any other request.
export const rosterBodyLimit = bodyLimit({
  maxSize: 1024 * 1024,
  onError: () => fail(413, 'PAYLOAD_TOO_LARGE', messages.bodyTooLarge),
});

export const isRosterUpload = (path: string) => /\/teacher\/classes\/\d+\/roster/.test(path);
