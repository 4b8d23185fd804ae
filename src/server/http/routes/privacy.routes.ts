import { Hono, type MiddlewareHandler } from 'hono';
import { adminPrivacyApi, privacyApi } from '../../../shared/contracts/privacy';
import { messages } from '../../../shared/messages';
import { zPrivacyOfficer } from '../../../shared/schemas/privacy';
import type { PrivacyService } from '../../services/privacy.service';
import { reply } from '../envelope';
import { requireRole, type AppEnv } from '../middleware/session';
import { validate } from '../validate';

/** GET /privacy: no login, like /health (the 처리방침 is read before registering). */
export function privacyRoutes({ privacy }: { privacy: PrivacyService }) {
  return new Hono().get('/', () => reply(privacyApi.policy, privacy.policy()));
}

export function adminPrivacyRoutes({
  privacy,
  requireAuth,
}: {
  privacy: PrivacyService;
  requireAuth: MiddlewareHandler<AppEnv>;
}) {
  return new Hono<AppEnv>()
    .use('*', requireAuth, requireRole(['ADMIN'], messages.adminOnly))
    .get('/officer', () => reply(adminPrivacyApi.officer, privacy.officer()))
    .put('/officer', validate('json', zPrivacyOfficer), (c) =>
      reply(adminPrivacyApi.saveOfficer, privacy.saveOfficer(c.req.valid('json'))),
    )
    .get('/checklist', () => reply(adminPrivacyApi.checklist, privacy.checklist()));
}
