import { teacherStudentsApi } from '../../../shared/contracts/teacher-classes';
import { Hono } from 'hono';
import { zIdParam } from '../../../shared/schemas/strict';
import { zSetCash } from '../../../shared/schemas/trading';
import type { CashService } from '../../services/cash.service';
import { reply } from '../envelope';
import type { AppEnv } from '../middleware/session';
import { validate } from '../validate';

/** PATCH /teacher/students/:id/cash, in the /teacher tree. */
export function teacherCashRoutes(deps: { cash: CashService }) {
  return new Hono<AppEnv>().patch(
    '/students/:id/cash',
    validate('param', zIdParam),
    validate('json', zSetCash),
    (c) =>
      reply(
        teacherStudentsApi.setCash,
        deps.cash.setCash(c.get('user'), c.req.valid('param').id, c.req.valid('json').newCash),
      ),
  );
}
