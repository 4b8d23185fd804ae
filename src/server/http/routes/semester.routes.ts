import { teacherClassesApi } from '../../../shared/contracts/teacher-classes';
import { Hono, type MiddlewareHandler } from 'hono';
import { messages } from '../../../shared/messages';
import { zMoveStudentsRequest, zSuccessorRequest } from '../../../shared/schemas/semester';
import { zIdParam } from '../../../shared/schemas/strict';
import type { SemesterService } from '../../services/semester/semester.service';
import { reply } from '../envelope';
import { requireRole, type AppEnv } from '../middleware/session';
import { validate } from '../validate';

/** 종료, the successor class and moving students. Guards per route: /teacher is shared. */
export function semesterRoutes({
  semester,
  requireAuth,
}: {
  semester: SemesterService;
  requireAuth: MiddlewareHandler<AppEnv>;
}) {
  const staff = requireRole(['TEACHER', 'ADMIN'], messages.teacherOnly);
  const id = validate('param', zIdParam);
  return new Hono<AppEnv>()
    .post('/classes/:id/end', requireAuth, staff, id, (c) =>
      reply(teacherClassesApi.end, semester.end(c.get('user'), c.req.valid('param').id)),
    )
    .post(
      '/classes/:id/successor',
      requireAuth,
      staff,
      id,
      validate('json', zSuccessorRequest),
      (c) =>
        reply(
          teacherClassesApi.successor,
          semester.successor(c.get('user'), c.req.valid('param').id, c.req.valid('json')),
          201,
        ),
    )
    .post(
      '/classes/:id/students/move',
      requireAuth,
      staff,
      id,
      validate('json', zMoveStudentsRequest),
      (c) =>
        reply(
          teacherClassesApi.moveStudents,
          semester.move(c.get('user'), c.req.valid('param').id, c.req.valid('json')),
        ),
    );
}
