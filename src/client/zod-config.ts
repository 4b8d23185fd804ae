import type { $ZodConfig } from 'zod/v4/core';

// The CSP allows no eval (http/middleware/headers.ts). Left alone, zod probes `new Function`
// when the first object schema is built, and the browser reports a CSP violation on every
// page; jitless skips the probe, so this must run before any schema module is evaluated.
// zod keeps its config on globalThis (zod PR 5889), so the first script sets it without
// importing zod: /login's script carries none (tests/e2e/loading.spec.ts).
const scope = globalThis as { __zod_globalConfig?: $ZodConfig };
(scope.__zod_globalConfig ??= {}).jitless = true;
