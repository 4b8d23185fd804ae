import { z } from 'zod';

// Kept apart from the envelope: the sign-in contract needs zNothing in the first script, and the
// envelope's health schemas would come along (the /login budget, tests/e2e/loading.spec.ts).

/** What a delete or a mark-as-read answers: the id it acted on. */
export const zActedOn = z.object({ id: z.number().int() });
/** An answer that carries nothing (logout). */
export const zNothing = z.null();
