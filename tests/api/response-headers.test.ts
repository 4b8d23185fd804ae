import type { AddressInfo } from 'node:net';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { listen } from '../../src/server/http/serve';
import { authHeader, insertUser } from '../../src/server/testing/factories';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import { call } from './accounts.helpers';

let t: TestApp;
beforeEach(() => {
  t = createTestApp();
});
afterEach(() => t.dispose());

function expectApiHeaders(headers: Headers) {
  expect(headers.get('cache-control')).toBe('no-store');
  expect(headers.get('x-content-type-options')).toBe('nosniff');
  expect(headers.get('referrer-policy')).toBeTruthy();
  expect(headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(headers.get('content-type')).toContain('application/json');
}

describe('API response headers', () => {
  it('come with every JSON answer: success, refusal, unknown path and oversized body', async () => {
    const user = insertUser(t.db, { role: 'ADMIN' });
    const answers = [
      await call(t, 'GET', '/api/health'),
      await call(t, 'GET', '/api/auth/me', { headers: await authHeader(t.accessTokens, user) }),
      await call(t, 'GET', '/api/auth/me'),
      await call(t, 'GET', '/api/no-such-thing'),
      await call(t, 'POST', '/api/auth/login', { body: { blob: 'x'.repeat(100_000) } }),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 401, 404, 413]);
    for (const answer of answers) expectApiHeaders(answer.headers);
  });

  it('reach a real client through the Node adapter, with the body intact', async () => {
    const server = await listen(t.app, 0, '127.0.0.1');
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/api/health`);
      expectApiHeaders(response.headers);
      expect(await response.json()).toEqual({ success: true, data: { status: 'ok' } });
      // The token is read from Node's own headers there, not from a Fetch Request.
      const user = insertUser(t.db, { role: 'TEACHER' });
      const me = (headers: Record<string, string>) =>
        fetch(`http://127.0.0.1:${port}/api/auth/me`, { headers });
      const signedIn = await me(await authHeader(t.accessTokens, user));
      expect(await signedIn.json()).toMatchObject({ success: true, data: { id: user.id } });
      expect((await me({ authorization: 'Bearer not-a-token' })).status).toBe(401);
      expect((await me({})).status).toBe(401);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
