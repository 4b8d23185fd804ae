import { z } from 'zod';
import { messages } from '../messages';

// Request bodies (and the lessons' queries) are strict: an extra key such as `role`, `cash` or
// `__proto__` is refused with a Korean message instead of being dropped silently or stored; a
// body that is not an object at all (null, an array, a string) is refused in Korean too.
const unknownKeyMessage = '허용되지 않는 항목이 포함되어 있습니다.';

export function strictBody<Shape extends z.core.$ZodLooseShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? unknownKeyMessage
        : issue.code === 'invalid_type'
          ? messages.invalidInput
          : undefined,
  });
}

/** `:id` path parameters: a positive integer. */
export const zIdParam = z.object({
  id: z.coerce
    .number('올바른 번호가 아닙니다.')
    .int('올바른 번호가 아닙니다.')
    .positive('올바른 번호가 아닙니다.')
    .max(Number.MAX_SAFE_INTEGER, '올바른 번호가 아닙니다.'),
});
