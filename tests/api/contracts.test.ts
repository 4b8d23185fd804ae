import { afterEach, describe, expect, it } from 'vitest';
import { allEndpoints } from '../../src/shared/contracts';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';

describe('the API contract', () => {
  let t: TestApp;
  afterEach(() => t.dispose());

  it('declares every route the server answers, and nothing it does not', () => {
    t = createTestApp();
    const served = new Set(
      t.app.routes
        .filter((route) => route.method !== 'ALL' && route.path !== '/api/*')
        .filter((route) => route.path.startsWith('/api/'))
        .map((route) => `${route.method} ${route.path.slice('/api'.length)}`),
    );
    const declared = allEndpoints.map((e) => `${e.method} ${e.path}`);
    expect(new Set(declared).size, 'an endpoint declared twice').toBe(declared.length);
    expect([...served].sort()).toEqual([...declared].sort());
  });
});
