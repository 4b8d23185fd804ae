import { createHmac, timingSafeEqual, type KeyObject } from 'node:crypto';

export interface Hs256Expectations {
  issuer: string;
  audience: string;
  /** Now in epoch seconds; `exp` must lie after it and `nbf`, if present, not after it. */
  nowSeconds: number;
}

type Payload = Record<string, unknown>;

function decodeJson(part: string): Payload | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(part, 'base64url').toString('utf8'));
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Payload)
      : null;
  } catch {
    return null;
  }
}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

// Compared as text, not as decoded bytes: the last character of 32 bytes in base64url carries
// two unused bits, so decoding would accept four spellings of one signature (RFC 7515 §2 has one).
function signatureMatches(key: KeyObject, signingInput: string, signature: string): boolean {
  if (!BASE64URL.test(signature)) return false;
  const expected = Buffer.from(
    createHmac('sha256', key).update(signingInput).digest('base64url'),
    'latin1',
  );
  const given = Buffer.from(signature, 'latin1');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function claimsHold(payload: Payload, expect: Hs256Expectations): boolean {
  const { exp, nbf, iat, iss, aud, sub } = payload;
  if (typeof exp !== 'number' || exp <= expect.nowSeconds) return false;
  if (nbf !== undefined && (typeof nbf !== 'number' || nbf > expect.nowSeconds)) return false;
  if (iat !== undefined && typeof iat !== 'number') return false;
  if (sub !== undefined && typeof sub !== 'string') return false;
  const audiences = Array.isArray(aud) ? aud : [aud];
  return iss === expect.issuer && audiences.includes(expect.audience);
}

/**
 * The payload of a compact HS256 JWS whose signature, issuer, audience and lifetime hold, else
 * null. Synchronous node:crypto HMAC instead of jose's WebCrypto path: verification runs on every
 * authenticated request. Any other algorithm (none included) and any `crit` header are refused.
 */
export function verifyHs256(
  token: string,
  key: KeyObject,
  expect: Hs256Expectations,
): Payload | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [header, payload, signature] = parts as [string, string, string];
  if (!BASE64URL.test(header) || !BASE64URL.test(payload)) return null;
  const protectedHeader = decodeJson(header);
  if (!protectedHeader || protectedHeader.alg !== 'HS256' || 'crit' in protectedHeader) return null;
  if (!signatureMatches(key, `${header}.${payload}`, signature)) return null;
  const claims = decodeJson(payload);
  return claims && claimsHold(claims, expect) ? claims : null;
}
