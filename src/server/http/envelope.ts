import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorBody, SuccessBody } from '../../shared/schemas/envelope';

export function ok<T>(c: Context, data: T, status: ContentfulStatusCode = 200) {
  return c.json<SuccessBody<T>>({ success: true, data }, status);
}

export function fail(c: Context, status: ContentfulStatusCode, code: string, message: string) {
  return c.json<ErrorBody>({ success: false, message, code }, status);
}
