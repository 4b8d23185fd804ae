import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ErrorDetails } from '../../shared/domain/domain-error';
import type { Endpoint, ServedAnswer } from '../../shared/contracts/endpoint';
import type { ErrorBody, SuccessBody } from '../../shared/schemas/envelope';

// JSON is never rendered, so the page policy shrinks to "nothing may load or frame this".
// Every /api answer is built here with its headers as one constant plain object: the Node adapter
// writes such a response straight to the socket, where headers set through Hono's context
// (`c.header`, `c.json`) go through a Fetch `Headers` object that is validated, sorted and copied
// again on every request.
const API_HEADERS = {
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-content-type-options': 'nosniff',
};
const JSON_HEADERS = { ...API_HEADERS, 'content-type': 'application/json' };
const SHARED_JSON_HEADERS = { ...JSON_HEADERS, vary: 'accept-encoding' };
const SHARED_GZIP_HEADERS = { ...SHARED_JSON_HEADERS, 'content-encoding': 'gzip' };

function json(body: unknown, status: ContentfulStatusCode, headers?: Record<string, string>) {
  return new Response(JSON.stringify(body), {
    status,
    headers: headers ? { ...JSON_HEADERS, ...headers } : JSON_HEADERS,
  });
}

export function ok<T>(data: T, status: ContentfulStatusCode = 200) {
  return json({ success: true, data } satisfies SuccessBody<T>, status);
}

/** `headers`: an answer's own extra headers (Retry-After); `details`: see ErrorDetails. */
export function fail(
  status: ContentfulStatusCode,
  code: string,
  message: string,
  extra: { headers?: Record<string, string>; details?: ErrorDetails } = {},
) {
  const body: ErrorBody = { success: false, message, code };
  if (extra.details) body.details = extra.details;
  return json(body, status, extra.headers);
}

/** A file the browser saves as `filename`: a CSV export unless told otherwise. */
export function attachment(
  filename: string,
  body: string | Uint8Array<ArrayBuffer>,
  contentType = 'text/csv; charset=utf-8',
) {
  return new Response(body, {
    headers: {
      ...API_HEADERS,
      'content-type': contentType,
      'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(filename)}`,
    },
  });
}

// An answer object many askers are handed as it is (the school's board, valued once per change
// and 6.5 MB of JSON at 2,700 students): serialized once, and gzipped once off the event loop
// for the browsers that accept it (all do), however often it is served.
interface SharedBody {
  json: Uint8Array<ArrayBuffer>;
  gzip?: Promise<Uint8Array<ArrayBuffer>>;
}
const sharedBodies = new WeakMap<object, SharedBody>();
const utf8 = new TextEncoder();
const gzipped = promisify(gzip);
// Below this a body is written faster than it is compressed.
const GZIP_FROM_BYTES = 64 * 1024;

/**
 * `ok` for an answer that is never changed after it is made (a coalesced one): the same
 * object is written from the bytes made the first time. ADR 0034: a teacher's board request
 * must cost the server less than 5 ms.
 */
export async function replyShared<E extends Endpoint>(
  endpoint: E,
  data: ServedAnswer<E> & object,
  acceptEncoding = '',
) {
  let body = sharedBodies.get(data);
  if (!body) {
    body = {
      json: utf8.encode(JSON.stringify({ success: true, data } satisfies SuccessBody<unknown>)),
    };
    sharedBodies.set(data, body);
  }
  if (body.json.byteLength < GZIP_FROM_BYTES || !/\bgzip\b/.test(acceptEncoding))
    return new Response(body.json, { status: 200, headers: SHARED_JSON_HEADERS });
  body.gzip ??= gzipped(body.json, { level: 1 }).then((bytes) => new Uint8Array(bytes));
  return new Response(await body.gzip, { status: 200, headers: SHARED_GZIP_HEADERS });
}
