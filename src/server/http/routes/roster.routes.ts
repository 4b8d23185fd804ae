import { teacherStudentsApi } from '../../../shared/contracts/teacher-classes';
import { Hono, type MiddlewareHandler } from 'hono';
import { messages } from '../../../shared/messages';
import {
  zApprovalsRequest,
  zRosterImportRequest,
  zRosterPreviewRequest,
} from '../../../shared/schemas/roster';
import { zIdParam } from '../../../shared/schemas/strict';
import type { RosterService } from '../../services/roster/roster.service';
import type { UsersService } from '../../services/users.service';
import { reply } from '../envelope';
import { requireRole, type AppEnv } from '../middleware/session';
import { validate } from '../validate';

/** 명렬표 import, group approvals and a teacher's password resets. Guards per route: /teacher is shared. */
export function rosterRoutes({
  roster,
  users,
  requireAuth,
}: {
  roster: RosterService;
  users: UsersService;
  requireAuth: MiddlewareHandler<AppEnv>;
}) {
  const staff = requireRole(['TEACHER', 'ADMIN'], messages.teacherOnly);
  const id = validate('param', zIdParam);
  return new Hono<AppEnv>()
    .post(
      '/classes/:id/roster/preview',
      requireAuth,
      staff,
      id,
      validate('json', zRosterPreviewRequest),
      (c) =>
        reply(
          teacherStudentsApi.previewRoster,
          roster.preview(c.get('user'), c.req.valid('param').id, c.req.valid('json').text),
        ),
    )
    .post(
      '/classes/:id/roster',
      requireAuth,
      staff,
      id,
      validate('json', zRosterImportRequest),
      async (c) =>
        reply(
          teacherStudentsApi.importRoster,
          await roster.import(c.get('user'), c.req.valid('param').id, c.req.valid('json')),
          201,
        ),
    )
    .post(
      '/classes/:id/approvals',
      requireAuth,
      staff,
      id,
      validate('json', zApprovalsRequest),
      (c) =>
        reply(
          teacherStudentsApi.approveMany,
          users.approveMany(c.get('user'), c.req.valid('param').id, c.req.valid('json').userIds),
        ),
    )
    .post('/students/:id/reset-password', requireAuth, staff, id, async (c) =>
      reply(
        teacherStudentsApi.resetPassword,
        await users.resetStudentPassword(c.get('user'), c.req.valid('param').id),
      ),
    );
}
