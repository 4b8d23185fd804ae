import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { fixedClock } from '../../clock';
import { ACCESS_TOKEN_TTL_SECONDS, createAccessTokens } from './access-tokens';

const secret = new TextEncoder().encode('s'.repeat(32));
const student = { id: 7, role: 'STUDENT' as const };

function setup() {
  const clock = fixedClock('2026-03-20T01:00:00Z');
  return { clock, tokens: createAccessTokens({ secret, clock }) };
}

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

function validClaims(clock: { now(): Date }) {
  const now = Math.floor(clock.now().getTime() / 1000);
  return {
    sub: '7',
    role: 'STUDENT',
    iatMs: clock.now().getTime(),
    iss: 'stockclass',
    aud: 'stockclass-api',
    iat: now,
    exp: now + 60,
  };
}

/** A token signed by hand with any header and claims, HMAC over the given key and hash. */
function handSigned(header: object, claims: object, key = secret, hash = 'sha256') {
  const input = `${encode(header)}.${encode(claims)}`;
  return `${input}.${createHmac(hash, key).update(input).digest('base64url')}`;
}

describe('access tokens', () => {
  it('verifies its own token with the user, role, issue time and session', async () => {
    const { clock, tokens } = setup();
    const claims = await tokens.verify(await tokens.sign(student, 'family-1'));
    expect(claims).toEqual({
      userId: 7,
      role: 'STUDENT',
      issuedAt: clock.now().getTime(),
      sessionId: 'family-1',
    });
    expect((await tokens.verify(await tokens.sign(student)))?.sessionId).toBeNull();
  });

  it('accepts a token built by hand the same way, so the check is not tied to one signer', async () => {
    const { clock, tokens } = setup();
    const token = handSigned({ alg: 'HS256', typ: 'JWT' }, validClaims(clock));
    expect((await tokens.verify(token))?.userId).toBe(7);
  });

  it('refuses a token signed with another secret', async () => {
    const { clock, tokens } = setup();
    const forged = handSigned({ alg: 'HS256' }, validClaims(clock), Buffer.from('x'.repeat(32)));
    expect(await tokens.verify(forged)).toBeNull();
  });

  it('accepts only the canonical spelling of the signature, not its three twins', async () => {
    const { tokens } = setup();
    const token = await tokens.sign(student);
    const [input, signature] = [token.slice(0, token.lastIndexOf('.')), token.split('.')[2]!];
    // 32 bytes are 43 characters: the last one carries 4 bits and 2 unused ones.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const last = alphabet.indexOf(signature.at(-1)!);
    const twins = [1, 2, 3].map((low) => `${signature.slice(0, -1)}${alphabet[last ^ low]}`);
    for (const twin of twins) {
      expect(Buffer.from(twin, 'base64url')).toEqual(Buffer.from(signature, 'base64url'));
      expect(await tokens.verify(`${input}.${twin}`)).toBeNull();
    }
    expect(await tokens.verify(token)).not.toBeNull();
  });

  it('refuses a token whose claims were changed after signing', async () => {
    const { clock, tokens } = setup();
    const [header, , signature] = (await tokens.sign(student)).split('.');
    const admin = encode({ ...validClaims(clock), sub: '1', role: 'ADMIN' });
    expect(await tokens.verify(`${header}.${admin}.${signature}`)).toBeNull();
  });

  it('refuses alg=none and any algorithm other than HS256, even signed with the secret', async () => {
    const { clock, tokens } = setup();
    const claims = validClaims(clock);
    expect(await tokens.verify(`${encode({ alg: 'none' })}.${encode(claims)}.`)).toBeNull();
    expect(await tokens.verify(handSigned({ alg: 'HS512' }, claims, secret, 'sha512'))).toBeNull();
    expect(
      await tokens.verify(handSigned({ alg: 'HS256', crit: ['b64'], b64: false }, claims)),
    ).toBeNull();
  });

  it('refuses a wrong audience or issuer', async () => {
    const { clock, tokens } = setup();
    const claims = validClaims(clock);
    expect(
      await tokens.verify(handSigned({ alg: 'HS256' }, { ...claims, aud: 'other' })),
    ).toBeNull();
    expect(
      await tokens.verify(handSigned({ alg: 'HS256' }, { ...claims, iss: 'other' })),
    ).toBeNull();
    const { aud: _aud, ...withoutAudience } = claims;
    expect(await tokens.verify(handSigned({ alg: 'HS256' }, withoutAudience))).toBeNull();
  });

  it('refuses a token once it has expired, and one without an expiry', async () => {
    const { clock, tokens } = setup();
    const token = await tokens.sign(student);
    clock.advance((ACCESS_TOKEN_TTL_SECONDS - 1) * 1000);
    expect(await tokens.verify(token)).not.toBeNull();
    clock.advance(1000);
    expect(await tokens.verify(token)).toBeNull();
    const { exp: _exp, ...withoutExpiry } = validClaims(clock);
    expect(await tokens.verify(handSigned({ alg: 'HS256' }, withoutExpiry))).toBeNull();
  });

  it('refuses a token that is not valid yet', async () => {
    const { clock, tokens } = setup();
    const claims = { ...validClaims(clock), nbf: Math.floor(clock.now().getTime() / 1000) + 30 };
    expect(await tokens.verify(handSigned({ alg: 'HS256' }, claims))).toBeNull();
  });

  it('refuses garbage without throwing', async () => {
    const { tokens } = setup();
    for (const token of ['', 'a.b', 'a.b.c.d', '!!.!!.!!', 'e30.e30.', `${encode([])}.e30.x`])
      expect(await tokens.verify(token)).toBeNull();
  });

  it('still accepts tokens that jose signs with an array audience', async () => {
    const { clock, tokens } = setup();
    const now = Math.floor(clock.now().getTime() / 1000);
    const token = await new SignJWT({ role: 'STUDENT', iatMs: clock.now().getTime() })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('7')
      .setIssuer('stockclass')
      .setAudience(['elsewhere', 'stockclass-api'])
      .setExpirationTime(now + 60)
      .sign(secret);
    expect((await tokens.verify(token))?.userId).toBe(7);
  });
});
