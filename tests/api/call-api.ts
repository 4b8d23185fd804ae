import type { TestApp } from '../../src/server/testing/test-app';

export type Headers = Record<string, string>;

/** One request to the test app's API as a signed-in user: the status, headers, raw text and envelope. */
export async function callApi(
  t: TestApp,
  request: { method: string; path: string; headers: Headers; body?: unknown },
) {
  const response = await t.app.request(`/api${request.path}`, {
    method: request.method,
    headers: { ...request.headers, 'Content-Type': 'application/json' },
    body: request.body === undefined ? undefined : JSON.stringify(request.body),
  });
  const text = await response.text();
  const body = (text.startsWith('{') ? JSON.parse(text) : {}) as {
    data?: unknown;
    message?: string;
  };
  return { status: response.status, headers: response.headers, text, body };
}
