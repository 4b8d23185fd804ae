import { afterEach, describe, expect, it, vi } from 'vitest';
import { authHeader, insertUser } from '../../src/server/testing/factories';
import { createTestApp, type TestApp } from '../../src/server/testing/test-app';

let t: TestApp;
afterEach(() => t.dispose());

describe('session events for the realtime hub', () => {
  it('tells the hub, after commit, when an admin deactivates a user', async () => {
    const sessionEnded = vi.fn();
    t = createTestApp();
    t.events.subscribe('sessionEnded', ({ userId }) => sessionEnded(userId));
    const admin = insertUser(t.db, { role: 'ADMIN' });
    const student = insertUser(t.db, { role: 'STUDENT' });
    const response = await t.app.request(`/api/admin/users/${student.id}/toggle-status`, {
      method: 'PUT',
      headers: await authHeader(t.accessTokens, admin),
    });
    expect(response.status).toBe(200);
    await new Promise((resolve) => setImmediate(resolve));
    expect(sessionEnded).toHaveBeenCalledWith(student.id);
  });
});
