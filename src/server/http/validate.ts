import { zValidator } from '@hono/zod-validator';
import type { ValidationTargets } from 'hono';
import type { ZodType } from 'zod';
import { validationFailure } from './middleware/errors';

// zod validation whose failure is the envelope with the Korean message of the first problem.
export function validate<Target extends keyof ValidationTargets, Schema extends ZodType>(
  target: Target,
  schema: Schema,
) {
  return zValidator(target, schema, (result) => {
    if (!result.success) return validationFailure(result.error);
  });
}
