import { displayApi } from '../../../shared/contracts/auctions';
import { classScreensApi } from '../../../shared/contracts/teacher-market';
import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { messages } from '../../../shared/messages';
import { zProjectorSettings } from '../../../shared/schemas/projector';
import { zIdParam } from '../../../shared/schemas/strict';
import type { ProjectorService } from '../../services/projector.service';
import { reply } from '../envelope';
import { requireRole, type AppEnv } from '../middleware/session';
import { validate } from '../validate';

const zLinkParams = zIdParam.extend({ linkId: zIdParam.shape.id });
export const zTokenParam = z.object({
  token: z
    .string()
    // A 32-character link token or an 8-character short code.
    .regex(
      /^[A-Za-z0-9_-]{8,64}$/,
      '이 화면을 볼 수 없습니다. 링크가 폐기되었거나 수업이 끝났습니다.',
    ),
});

/** GET /projector/:id/state for the class's teacher or an admin. */
export function projectorRoutes({
  projector,
  requireAuth,
}: {
  projector: ProjectorService;
  requireAuth: MiddlewareHandler<AppEnv>;
}) {
  return new Hono<AppEnv>().get(
    '/:id/state',
    requireAuth,
    requireRole(['TEACHER', 'ADMIN'], messages.teacherOnly),
    validate('param', zIdParam),
    (c) =>
      reply(
        classScreensApi.projectorState,
        projector.state(c.get('user'), c.req.valid('param').id),
      ),
  );
}

/** GET /display/:token/state: the read-only link needs no login and shows one class only. */
export function displayRoutes({ projector }: { projector: ProjectorService }) {
  return new Hono().get('/:token/state', validate('param', zTokenParam), (c) =>
    reply(displayApi.state, projector.displayState(c.req.valid('param').token)),
  );
}

/** The teacher's projector settings and display links, in the /teacher tree. */
export function projectorSettingsRoutes({ projector }: { projector: ProjectorService }) {
  const id = validate('param', zIdParam);
  return new Hono<AppEnv>()
    .get('/classes/:id/projector', id, (c) =>
      reply(
        classScreensApi.projectorSettings,
        projector.settings(c.get('user'), c.req.valid('param').id),
      ),
    )
    .put('/classes/:id/projector', id, validate('json', zProjectorSettings), (c) =>
      reply(
        classScreensApi.saveProjectorSettings,
        projector.saveSettings(c.get('user'), c.req.valid('param').id, c.req.valid('json')),
      ),
    )
    .get('/classes/:id/display-links', id, (c) =>
      reply(classScreensApi.displayLinks, projector.links(c.get('user'), c.req.valid('param').id)),
    )
    .post('/classes/:id/display-links', id, (c) =>
      reply(
        classScreensApi.createDisplayLink,
        projector.createLink(c.get('user'), c.req.valid('param').id),
        201,
      ),
    )
    .delete('/classes/:id/display-links/:linkId', validate('param', zLinkParams), (c) => {
      const { id: classId, linkId } = c.req.valid('param');
      return reply(
        classScreensApi.revokeDisplayLink,
        projector.revokeLink(c.get('user'), classId, linkId),
      );
    });
}
