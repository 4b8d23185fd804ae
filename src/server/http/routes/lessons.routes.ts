import { Hono, type MiddlewareHandler } from 'hono';
import type { AppEnv } from '../middleware/session';

/** GET /lessons/{slug}: a lesson's figures for the signed-in student or a teacher's chosen student. */
export function lessonsRoutes(deps: { requireAuth: MiddlewareHandler<AppEnv> }) {
  return new Hono<AppEnv>().use(deps.requireAuth);
}
