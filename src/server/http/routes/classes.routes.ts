import { teacherClassesApi, teacherStudentsApi } from '../../../shared/contracts/teacher-classes';
import { Hono, type MiddlewareHandler } from 'hono';
import { messages } from '../../../shared/messages';
import { zCreateClass } from '../../../shared/schemas/classes';
import { zIdParam } from '../../../shared/schemas/strict';
import type { ClassesService } from '../../services/classes.service';
import type { UsersService } from '../../services/users.service';
import { reply } from '../envelope';
import { requireRole, type AppEnv } from '../middleware/session';
import { validate } from '../validate';

/**
 * Mounted at /teacher next to other teacher routers, so the guards are per route: a `use('*')`
 * here would also run for their paths.
 */
export function classesRoutes({
  classes,
  users,
  requireAuth,
}: {
  classes: ClassesService;
  users: UsersService;
  requireAuth: MiddlewareHandler<AppEnv>;
}) {
  const staff = requireRole(['TEACHER', 'ADMIN'], messages.teacherOnly);
  const id = validate('param', zIdParam);
  return (
    new Hono<AppEnv>()
      .get('/classes', requireAuth, staff, (c) =>
        reply(teacherClassesApi.list, classes.list(c.get('user'))),
      )
      .post('/classes', requireAuth, staff, validate('json', zCreateClass), (c) =>
        reply(teacherClassesApi.create, classes.create(c.get('user'), c.req.valid('json')), 201),
      )
      // A teacher's share of the approval queue: pending students who joined their classes.
      .get('/pending', requireAuth, staff, (c) =>
        reply(teacherStudentsApi.pending, users.listPending(c.get('user'))),
      )
      .put('/pending/:id/approve', requireAuth, staff, id, (c) =>
        reply(
          teacherStudentsApi.approve,
          users.approve(c.get('user'), c.req.valid('param').id, 'STUDENT'),
        ),
      )
      .delete('/pending/:id/reject', requireAuth, staff, id, (c) => {
        users.reject(c.get('user'), c.req.valid('param').id);
        return reply(teacherStudentsApi.reject, { id: c.req.valid('param').id });
      })
  );
}
