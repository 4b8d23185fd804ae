import { z } from 'zod';

// The CSP allows no eval (http/middleware/headers.ts). Left alone, zod probes `new Function`
// when the first object schema is built, and the browser reports a CSP violation on every
// page; jitless skips the probe, so this must run before any schema module is evaluated.
z.config({ jitless: true });
