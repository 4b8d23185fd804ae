import { adminMarketApi, adminUsersApi } from '../../../shared/contracts/admin';
import type { MiddlewareHandler } from 'hono';
import { messages } from '../../../shared/messages';
import { zIdParam } from '../../../shared/schemas/strict';
import type { BackupStatus } from '../../../shared/schemas/backups';
import type { HealthCheck } from '../../services/health.service';
import type { MarketSettingsService } from '../../services/market-settings.service';
import type { UsersService } from '../../services/users.service';
import { ContractRouter } from '../contract-router';
import { requireRole, type AppEnv } from '../middleware/session';

export function adminRoutes({
  users,
  marketSettings,
  health,
  backups,
  requireAuth,
}: {
  users: UsersService;
  marketSettings: MarketSettingsService;
  health: HealthCheck;
  backups: () => BackupStatus;
  requireAuth: MiddlewareHandler<AppEnv>;
}) {
  const id = { params: zIdParam };
  return new ContractRouter('/admin', [requireAuth, requireRole(['ADMIN'], messages.adminOnly)])
    .serve(adminUsersApi.pending, (c) => users.listPending(c.get('user')))
    .serve(adminUsersApi.list, () => users.listUsers())
    .serve(adminUsersApi.createTeacher, { status: 201 }, (c, { body }) => users.createTeacher(body))
    .serve(adminUsersApi.approve, id, (c, { params, body }) =>
      users.approve(c.get('user'), params.id, body.role),
    )
    .serve(adminUsersApi.reject, id, (c, { params }) => {
      users.reject(c.get('user'), params.id);
      return { id: params.id };
    })
    .serve(adminUsersApi.resetPassword, id, (c, { params, body }) =>
      users.resetPassword(params.id, body.newPassword),
    )
    .serve(adminUsersApi.toggleStatus, id, (c, { params }) => users.toggleStatus(params.id))
    .serve(adminMarketApi.health, () => health.details())
    .serve(adminMarketApi.backups, () => backups())
    .serve(adminMarketApi.settings, () => marketSettings.get())
    .serve(adminMarketApi.saveSettings, (c, { body }) => marketSettings.update(body))
    .serve(adminMarketApi.previewSettings, (c, { body }) => marketSettings.preview(body));
}
