import { adminMarketApi, adminUsersApi } from '../../../shared/contracts/admin';
import { Hono, type MiddlewareHandler } from 'hono';
import { messages } from '../../../shared/messages';
import { zApproveUser, zCreateTeacher, zResetPassword } from '../../../shared/schemas/admin';
import { zMarketSettingsUpdate } from '../../../shared/schemas/market-settings';
import { zIdParam } from '../../../shared/schemas/strict';
import type { BackupStatus } from '../../../shared/schemas/backups';
import type { HealthCheck } from '../../services/health';
import type { MarketSettingsService } from '../../services/market-settings.service';
import type { UsersService } from '../../services/users.service';
import { reply } from '../envelope';
import { requireRole, type AppEnv } from '../middleware/session';
import { validate } from '../validate';

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
  const id = validate('param', zIdParam);
  return new Hono<AppEnv>()
    .use('*', requireAuth, requireRole(['ADMIN'], messages.adminOnly))
    .get('/users/pending', (c) => reply(adminUsersApi.pending, users.listPending(c.get('user'))))
    .get('/users', () => reply(adminUsersApi.list, users.listUsers()))
    .post('/users/create-teacher', validate('json', zCreateTeacher), async (c) =>
      reply(adminUsersApi.createTeacher, await users.createTeacher(c.req.valid('json')), 201),
    )
    .put('/users/:id/approve', id, validate('json', zApproveUser), (c) =>
      reply(
        adminUsersApi.approve,
        users.approve(c.get('user'), c.req.valid('param').id, c.req.valid('json').role),
      ),
    )
    .delete('/users/:id/reject', id, (c) => {
      users.reject(c.get('user'), c.req.valid('param').id);
      return reply(adminUsersApi.reject, { id: c.req.valid('param').id });
    })
    .put('/users/:id/reset-password', id, validate('json', zResetPassword), async (c) =>
      reply(
        adminUsersApi.resetPassword,
        await users.resetPassword(c.req.valid('param').id, c.req.valid('json').newPassword),
      ),
    )
    .put('/users/:id/toggle-status', id, (c) =>
      reply(adminUsersApi.toggleStatus, users.toggleStatus(c.req.valid('param').id)),
    )
    .get('/health', () => reply(adminMarketApi.health, health.details()))
    .get('/backups', () => reply(adminMarketApi.backups, backups()))
    .get('/market-settings', () => reply(adminMarketApi.settings, marketSettings.get()))
    .put('/market-settings', validate('json', zMarketSettingsUpdate), (c) =>
      reply(adminMarketApi.saveSettings, marketSettings.update(c.req.valid('json'))),
    )
    .post('/market-settings/preview', validate('json', zMarketSettingsUpdate), (c) =>
      reply(adminMarketApi.previewSettings, marketSettings.preview(c.req.valid('json'))),
    );
}
