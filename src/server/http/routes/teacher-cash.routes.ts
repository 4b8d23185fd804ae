import { teacherStudentsApi } from '../../../shared/contracts/teacher-classes';
import { Hono, type MiddlewareHandler } from 'hono';
import { messages } from '../../../shared/messages';
import { zIdParam } from '../../../shared/schemas/strict';
import { zSetCash } from '../../../shared/schemas/trading';
import type { CashService } from '../../services/cash.service';
import { reply } from '../envelope';
import { requireRole, type AppEnv } from '../middleware/session';
import { validate } from '../validate';

/** PATCH /teacher/students/:id/cash. Guards per route: other routers share /teacher. */
export function teacherCashRoutes(deps: {
  cash: CashService;
  requireAuth: MiddlewareHandler<AppEnv>;
}) {
  return new Hono<AppEnv>().patch(
    '/students/:id/cash',
    deps.requireAuth,
    requireRole(['TEACHER', 'ADMIN'], messages.teacherOnly),
    validate('param', zIdParam),
    validate('json', zSetCash),
    (c) =>
      reply(
        teacherStudentsApi.setCash,
        deps.cash.setCash(c.get('user'), c.req.valid('param').id, c.req.valid('json').newCash),
      ),
  );
}
