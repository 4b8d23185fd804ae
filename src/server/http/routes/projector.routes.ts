import { displayApi } from '../../../shared/contracts/auctions';
import { classScreensApi } from '../../../shared/contracts/teacher-market';
import type { MiddlewareHandler } from 'hono';
import { z } from 'zod';
import { messages } from '../../../shared/messages';
import { zIdParam } from '../../../shared/schemas/strict';
import type { ProjectorService } from '../../services/projector.service';
import { ContractRouter } from '../contract-router';
import { requireRole, type AppEnv } from '../middleware/session';

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
  const staff = [requireAuth, requireRole(['TEACHER', 'ADMIN'], messages.teacherOnly)];
  return new ContractRouter('/projector').serve(
    classScreensApi.projectorState,
    { guards: staff, params: zIdParam },
    (c, { params }) => projector.state(c.get('user'), params.id),
  );
}

/** GET /display/:token/state: the read-only link needs no login and shows one class only. */
export function displayRoutes({ projector }: { projector: ProjectorService }) {
  return new ContractRouter('/display').serve(
    displayApi.state,
    { params: zTokenParam },
    (c, { params }) => projector.displayState(params.token),
  );
}

/** The teacher's projector settings and display links, in the /teacher tree. */
export function projectorSettingsRoutes({ projector }: { projector: ProjectorService }) {
  const id = { params: zIdParam };
  return new ContractRouter('/teacher')
    .serve(classScreensApi.projectorSettings, id, (c, { params }) =>
      projector.settings(c.get('user'), params.id),
    )
    .serve(classScreensApi.saveProjectorSettings, id, (c, { params, body }) =>
      projector.saveSettings(c.get('user'), params.id, body),
    )
    .serve(classScreensApi.displayLinks, id, (c, { params }) =>
      projector.links(c.get('user'), params.id),
    )
    .serve(classScreensApi.createDisplayLink, { ...id, status: 201 }, (c, { params }) =>
      projector.createLink(c.get('user'), params.id),
    )
    .serve(classScreensApi.revokeDisplayLink, { params: zLinkParams }, (c, { params }) =>
      projector.revokeLink(c.get('user'), params.id, params.linkId),
    );
}
