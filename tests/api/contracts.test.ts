import { COMPOSED_HANDLER } from 'hono/utils/constants';
import { afterEach, describe, expect, it } from 'vitest';
import { endpointServedBy } from '../../src/server/http/contract-router';
import { allEndpoints } from '../../src/shared/contracts';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';

// A route takes its method, path and schemas from its endpoint (ContractRouter), so what is left
// to drift is where a router is mounted, and a route written beside the contract instead of from it.
describe('the API contract', () => {
  let t: TestApp;
  afterEach(() => t.dispose());

  /** Each `METHOD /path` the app answers under /api, with the handler that answers it. */
  function servedRoutes() {
    const answering = new Map<string, object>();
    for (const route of t.app.routes) {
      if (route.method === 'ALL' || !route.path.startsWith('/api/') || route.path === '/api/*')
        continue;
      // Per route, its guards and validators come first and the handler that answers last.
      answering.set(`${route.method} ${route.path.slice('/api'.length)}`, route.handler);
    }
    return answering;
  }

  it('declares every route the server answers, and nothing it does not', () => {
    t = createTestApp();
    const declared = allEndpoints.map((e) => `${e.method} ${e.path}`);
    expect(new Set(declared).size, 'an endpoint declared twice').toBe(declared.length);
    expect([...servedRoutes().keys()].sort()).toEqual([...declared].sort());
  });

  it('answers each route with a handler built from that very endpoint', () => {
    t = createTestApp();
    const notFromTheirEndpoint = [...servedRoutes()]
      .map(([route, handler]) => {
        // A router mounted under another with its own error handler is wrapped once per level.
        let inner = handler as Record<string, unknown>;
        while (inner[COMPOSED_HANDLER]) inner = inner[COMPOSED_HANDLER] as Record<string, unknown>;
        const endpoint = endpointServedBy(inner);
        return { route, builtFrom: endpoint && `${endpoint.method} ${endpoint.path}` };
      })
      .filter(({ route, builtFrom }) => route !== builtFrom);
    expect(notFromTheirEndpoint).toEqual([]);
  });
});
