import { teacherClassesApi, teacherStudentsApi } from '../../../shared/contracts/teacher-classes';
import { Hono } from 'hono';
import { zCreateClass } from '../../../shared/schemas/classes';
import { zIdParam } from '../../../shared/schemas/strict';
import type { ClassesService } from '../../services/classes.service';
import type { UsersService } from '../../services/users.service';
import { reply } from '../envelope';
import type { AppEnv } from '../middleware/session';
import { validate } from '../validate';

/** A teacher's classes and approval queue, in the /teacher tree (which checks the session and role). */
export function classesRoutes({
  classes,
  users,
}: {
  classes: ClassesService;
  users: UsersService;
}) {
  const id = validate('param', zIdParam);
  return (
    new Hono<AppEnv>()
      .get('/classes', (c) => reply(teacherClassesApi.list, classes.list(c.get('user'))))
      .post('/classes', validate('json', zCreateClass), (c) =>
        reply(teacherClassesApi.create, classes.create(c.get('user'), c.req.valid('json')), 201),
      )
      // A teacher's share of the approval queue: pending students who joined their classes.
      .get('/pending', (c) => reply(teacherStudentsApi.pending, users.listPending(c.get('user'))))
      .put('/pending/:id/approve', id, (c) =>
        reply(
          teacherStudentsApi.approve,
          users.approve(c.get('user'), c.req.valid('param').id, 'STUDENT'),
        ),
      )
      .delete('/pending/:id/reject', id, (c) => {
        users.reject(c.get('user'), c.req.valid('param').id);
        return reply(teacherStudentsApi.reject, { id: c.req.valid('param').id });
      })
  );
}
