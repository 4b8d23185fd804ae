import { z } from 'zod';

/**
 * A whole number from a query string: digits only, so '', '0x10', '1e1' and '1.0' are refused
 * with `message` instead of read as 0, 16, 10 and 1, as Number() (and z.coerce) would.
 */
export function queryInteger(message: string, bounds: { min: number; max: number }) {
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^-?\d+$/)
          .transform(Number),
      ],
      { error: message },
    )
    .pipe(z.number().int(message).min(bounds.min, message).max(bounds.max, message));
}
