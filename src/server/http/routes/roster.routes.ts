import { teacherStudentsApi } from '../../../shared/contracts/teacher-classes';
import { Hono } from 'hono';
import {
  zApprovalsRequest,
  zRosterImportRequest,
  zRosterPreviewRequest,
} from '../../../shared/schemas/roster';
import { zIdParam } from '../../../shared/schemas/strict';
import type { LoginCardsService } from '../../services/roster/login-cards.service';
import type { RosterService } from '../../services/roster/roster.service';
import type { UsersService } from '../../services/users.service';
import { reply } from '../envelope';
import type { AppEnv } from '../middleware/session';
import type { ServerAddress } from '../../../shared/schemas/roster';
import { validate } from '../validate';

/** 명렬표 import, group approvals and a teacher's login cards, in the /teacher tree. */
export function rosterRoutes({
  roster,
  users,
  loginCards,
  serverAddress,
}: {
  roster: RosterService;
  users: UsersService;
  loginCards: LoginCardsService;
  serverAddress: () => ServerAddress;
}) {
  const id = validate('param', zIdParam);
  return new Hono<AppEnv>()
    .get('/server-address', () => reply(teacherStudentsApi.serverAddress, serverAddress()))
    .post('/classes/:id/roster/preview', id, validate('json', zRosterPreviewRequest), (c) =>
      reply(
        teacherStudentsApi.previewRoster,
        roster.preview(c.get('user'), c.req.valid('param').id, c.req.valid('json').text),
      ),
    )
    .post('/classes/:id/roster', id, validate('json', zRosterImportRequest), async (c) =>
      reply(
        teacherStudentsApi.importRoster,
        await roster.import(c.get('user'), c.req.valid('param').id, c.req.valid('json')),
        201,
      ),
    )
    .post('/classes/:id/approvals', id, validate('json', zApprovalsRequest), (c) =>
      reply(
        teacherStudentsApi.approveMany,
        users.approveMany(c.get('user'), c.req.valid('param').id, c.req.valid('json').userIds),
      ),
    )
    .post('/students/:id/reset-password', id, async (c) =>
      reply(
        teacherStudentsApi.resetPassword,
        await loginCards.resetOne(c.get('user'), c.req.valid('param').id),
      ),
    )
    .post('/classes/:id/login-cards', id, async (c) =>
      reply(
        teacherStudentsApi.reissueCards,
        await loginCards.reissueForClass(c.get('user'), c.req.valid('param').id),
      ),
    );
}
