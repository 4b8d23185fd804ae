import { z } from 'zod';

// Kept apart from the envelope: the sign-in contract needs zNothing, and the envelope's health
// schemas would come along into the chunk it loads right after /login (src/client/api/auth-contract.ts).

/** What a delete or a mark-as-read answers: the id it acted on. */
export const zActedOn = z.object({ id: z.number().int() });
/** An answer that carries nothing (logout). */
export const zNothing = z.null();
