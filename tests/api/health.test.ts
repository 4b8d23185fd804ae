import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBackgroundHealth, type BackgroundHealth } from '../../src/server/background-health';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';
import { asUser, call, cast, type Cast } from './accounts.helpers';

let t: TestApp;
let c: Cast;
let background: BackgroundHealth;
beforeEach(async () => {
  background = createBackgroundHealth({ log: { warn: () => {}, info: () => {} } });
  t = createTestApp({ overrides: { background } });
  c = await cast(t);
});
afterEach(() => t.dispose());

function failSnapshots() {
  background.attempt('snapshots', () => {
    throw Object.assign(new Error('database is locked'), { code: 'SQLITE_BUSY' });
  });
}

describe('the public health check', () => {
  it('says ok or degraded, and nothing of the version or the error', async () => {
    expect((await call(t, 'GET', '/api/health')).body).toEqual({
      success: true,
      data: { status: 'ok' },
    });
    failSnapshots();
    expect((await call(t, 'GET', '/api/health')).body).toEqual({
      success: true,
      data: { status: 'degraded' },
    });
  });
});

describe('the public health check of a failing live feed', () => {
  it('says degraded', async () => {
    const live = createTestApp({
      overrides: { marketStatus: () => ({ provider: 'kis', status: 'degraded' }) },
    });
    try {
      expect((await call(live, 'GET', '/api/health')).body.data).toEqual({ status: 'degraded' });
    } finally {
      live.dispose();
    }
  });
});

describe("the admin's health check", () => {
  it('shows the version, the market and each failing part with its error code', async () => {
    failSnapshots();
    const answer = await call(t, 'GET', '/api/admin/health', {
      headers: await asUser(t, c.admin),
    });
    expect(answer.body.data).toEqual({
      version: 'test',
      database: 'ok',
      market: { provider: 'test', status: 'running' },
      degraded: [
        {
          part: 'snapshots',
          label: '종가 평가 기록',
          since: expect.any(String),
          code: 'SQLITE_BUSY',
        },
      ],
    });
  });

  it('is closed to everyone else', async () => {
    expect((await call(t, 'GET', '/api/admin/health')).status).toBe(401);
    const asTeacher = await call(t, 'GET', '/api/admin/health', {
      headers: await asUser(t, c.teacher),
    });
    expect(asTeacher.status).toBe(403);
  });
});
