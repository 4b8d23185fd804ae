import { Hono, type MiddlewareHandler } from 'hono';
import { messages } from '../../../shared/messages';
import { requireRole, type AppEnv } from '../middleware/session';

/**
 * /teacher is staff-only (a teacher, or an admin): the session and the role are checked once here,
 * before any route's own validation, so a refusal still comes as 401, then 403, then 400. The
 * routers mounted beneath carry no guards of their own.
 */
export function teacherRoutes(
  requireAuth: MiddlewareHandler<AppEnv>,
  routers: readonly Hono<AppEnv>[],
) {
  const tree = new Hono<AppEnv>().use(
    '*',
    requireAuth,
    requireRole(['TEACHER', 'ADMIN'], messages.teacherOnly),
  );
  for (const router of routers) tree.route('/', router);
  return tree;
}
