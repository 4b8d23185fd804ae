import { teacherClassesApi } from '../../../shared/contracts/teacher-classes';
import { Hono } from 'hono';
import { zMoveStudentsRequest, zSuccessorRequest } from '../../../shared/schemas/semester';
import { zIdParam } from '../../../shared/schemas/strict';
import type { SemesterService } from '../../services/semester/semester.service';
import { reply } from '../envelope';
import type { AppEnv } from '../middleware/session';
import { validate } from '../validate';

/** 종료, the successor class and moving students, in the /teacher tree. */
export function semesterRoutes({ semester }: { semester: SemesterService }) {
  const id = validate('param', zIdParam);
  return new Hono<AppEnv>()
    .post('/classes/:id/end', id, (c) =>
      reply(teacherClassesApi.end, semester.end(c.get('user'), c.req.valid('param').id)),
    )
    .post('/classes/:id/successor', id, validate('json', zSuccessorRequest), (c) =>
      reply(
        teacherClassesApi.successor,
        semester.successor(c.get('user'), c.req.valid('param').id, c.req.valid('json')),
        201,
      ),
    )
    .post('/classes/:id/students/move', id, validate('json', zMoveStudentsRequest), (c) =>
      reply(
        teacherClassesApi.moveStudents,
        semester.move(c.get('user'), c.req.valid('param').id, c.req.valid('json')),
      ),
    );
}
