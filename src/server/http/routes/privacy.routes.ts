import type { MiddlewareHandler } from 'hono';
import { adminPrivacyApi, privacyApi } from '../../../shared/contracts/privacy';
import { messages } from '../../../shared/messages';
import type { PrivacyService } from '../../services/privacy.service';
import { ContractRouter } from '../contract-router';
import { requireRole, type AppEnv } from '../middleware/session';

/** GET /privacy: no login, like /health (the 처리방침 is read before registering). */
export function privacyRoutes({ privacy }: { privacy: PrivacyService }) {
  return new ContractRouter('/privacy').serve(privacyApi.policy, () => privacy.policy());
}

export function adminPrivacyRoutes({
  privacy,
  requireAuth,
}: {
  privacy: PrivacyService;
  requireAuth: MiddlewareHandler<AppEnv>;
}) {
  const admin = requireRole(['ADMIN'], messages.adminOnly);
  return new ContractRouter('/admin/privacy', [requireAuth, admin])
    .serve(adminPrivacyApi.officer, () => privacy.officer())
    .serve(adminPrivacyApi.saveOfficer, (c, { body }) => privacy.saveOfficer(body))
    .serve(adminPrivacyApi.checklist, () => privacy.checklist());
}
