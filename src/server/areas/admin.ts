import { adminRoutes } from '../http/routes/admin.routes';
import type { MarketSettingsService } from '../services/market-settings.service';
import type { HealthCheck } from '../services/health.service';
import type { UsersService } from '../services/users.service';
import { at, type Area } from './area';
import type { Common } from './common';
import type { Shared } from './shared';

/** The admin's desk: accounts to approve, 시장 설정, the server's health and its backups. */
export function createAdminArea(
  shared: Shared,
  { requireAuth }: Common,
  needs: { users: UsersService; marketSettings: MarketSettingsService; health: HealthCheck },
): Area {
  const backups = () => shared.backups.status();
  return {
    routes: [at('/admin', adminRoutes({ ...needs, backups, requireAuth }))],
  };
}
