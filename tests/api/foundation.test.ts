import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { fixedClock } from '../../src/server/clock';
import { createAccessTokens } from '../../src/server/services/accounts/access-tokens';
import { createTestDb, type TestDb } from '../../src/server/testing/test-db';
import { createTestMarket } from '../../src/server/testing/test-market';

let testDb: TestDb;
let staticDir: string;
const pageScript = `export const rows = [${'"005930",'.repeat(500)}];`;

beforeEach(() => {
  testDb = createTestDb();
  staticDir = mkdtempSync(join(tmpdir(), 'stockclass-static-'));
  mkdirSync(join(staticDir, 'assets'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><div id="root"></div>');
  writeFileSync(join(staticDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  // What scripts/vite/precompress writes beside a bundle.
  writeFileSync(join(staticDir, 'assets', 'page-def456.js'), pageScript);
  writeFileSync(join(staticDir, 'assets', 'page-def456.js.br'), brotliCompressSync(pageScript));
  writeFileSync(join(staticDir, 'assets', 'page-def456.js.gz'), gzipSync(pageScript));
});
afterEach(() => testDb.dispose());

const appFor = () =>
  createApp({
    db: testDb.db,
    clock: fixedClock('2026-03-20T01:00:00Z'),
    accessTokens: createAccessTokens({
      secret: new TextEncoder().encode('x'.repeat(32)),
      clock: fixedClock('2026-03-20T01:00:00Z'),
    }),
    version: '1.2.3',
    marketStatus: () => ({ provider: 'replay', status: 'running' }),
    ...createTestMarket(),
    staticDir,
  });

describe('foundation HTTP conventions', () => {
  it('reports health in the success envelope', async () => {
    const response = await appFor().request('/api/health');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      success: true,
      data: { status: 'ok' },
    });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('answers unknown API paths with a Korean JSON 404, never the SPA', async () => {
    const response = await appFor().request('/api/does-not-exist', { method: 'POST' });
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({
      success: false,
      code: 'NOT_FOUND',
      message: '요청한 정보를 찾을 수 없습니다.',
    });
  });

  it('serves index.html for deep links so the client router can take over', async () => {
    const response = await appFor().request('/stock/005930');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<div id="root">');
  });

  it('serves hashed assets as immutable', async () => {
    const response = await appFor().request('/assets/app-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it('answers a missing asset with 404 instead of the app page', async () => {
    const response = await appFor().request('/assets/app-gone.js');
    expect(response.status).toBe(404);
  });

  it('sends a CSP without inline script and the other security headers', async () => {
    const response = await appFor().request('/');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-inline');
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBeTruthy();
  });

  it('refuses an oversized body with 413 and a Korean message', async () => {
    const response = await appFor().request('/api/health', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ blob: 'x'.repeat(100_000) }),
    });
    expect(response.status).toBe(413);
    expect((await response.json()).message).toBe('요청 본문이 너무 큽니다.');
  });
});

describe('database', () => {
  it('is migrated with foreign keys and WAL on', () => {
    const sqlite = testDb.db.$client;
    expect(sqlite.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(sqlite.pragma('journal_mode', { simple: true })).toBe('wal');
    const tables = sqlite
      .prepare("select name from sqlite_master where type = 'table' order by name")
      .all()
      .map((row) => (row as { name: string }).name);
    expect(tables).toEqual(
      expect.arrayContaining(['users', 'classes', 'stocks', 'holdings', 'trades', 'cash_ledger']),
    );
  });

  it('refuses negative cash even if code were wrong', () => {
    const sqlite = testDb.db.$client;
    expect(() =>
      sqlite
        .prepare(
          "insert into users (email, name, password_hash, cash) values ('a@b.c', 'A', 'x', -1)",
        )
        .run(),
    ).toThrow(/CHECK constraint failed/);
  });
});

describe('the built client', () => {
  const get = (path: string, headers: Record<string, string> = {}) =>
    appFor().request(path, { headers });

  it('sends the brotli copy to a browser that accepts it, with its own type and length', async () => {
    const response = await get('/assets/page-def456.js', { 'Accept-Encoding': 'gzip, br' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(response.headers.get('vary')).toBe('Accept-Encoding');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const body = Buffer.from(await response.arrayBuffer());
    expect(Number(response.headers.get('content-length'))).toBe(body.length);
    expect(body.length).toBeLessThan(pageScript.length / 10);
    expect(brotliDecompressSync(body).toString()).toBe(pageScript);
  });

  it('sends gzip where brotli is not accepted, and the plain file where neither is', async () => {
    const gzipped = await get('/assets/page-def456.js', { 'Accept-Encoding': 'gzip, deflate' });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzipped.arrayBuffer())).toString()).toBe(pageScript);

    const plain = await get('/assets/page-def456.js');
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.headers.get('vary')).toBe('Accept-Encoding');
    expect(await plain.text()).toBe(pageScript);
  });

  it('keeps the security headers on compressed files', async () => {
    const response = await get('/assets/page-def456.js', { 'Accept-Encoding': 'br' });
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('never serves the compressed copies as files of their own', async () => {
    expect((await get('/assets/page-def456.js.br')).status).toBe(404);
  });

  it('has index.html revalidated, answering 304 while it has not changed', async () => {
    for (const path of ['/', '/index.html', '/trading']) {
      const response = await get(path);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const etag = response.headers.get('etag');
      expect(etag).toBeTruthy();
      const again = await get(path, { 'If-None-Match': etag! });
      expect(again.status).toBe(304);
      expect(await again.text()).toBe('');
    }
  });
});
