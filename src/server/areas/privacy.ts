import { adminPrivacyRoutes, privacyRoutes } from '../http/routes/privacy.routes';
import { createPrivacyService } from '../services/privacy.service';
import { at, type Area } from './area';
import type { Common } from './common';
import type { Shared } from './shared';

/** The 개인정보 처리방침 and 점검표, read from the running setup. */
export function createPrivacyArea(shared: Shared, { accessLog, requireAuth }: Common): Area {
  const privacy = createPrivacyService({
    ...shared,
    publicUrl: () => shared.serverAddress().configured,
    backups: () => shared.backups.status(),
    accessLogDays: accessLog.retentionDays,
  });
  return {
    routes: [
      at('/privacy', privacyRoutes({ privacy })),
      at('/admin/privacy', adminPrivacyRoutes({ privacy, requireAuth })),
    ],
  };
}
