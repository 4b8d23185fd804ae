import { adminSchoolApi } from '../../../shared/contracts/admin';
import { Hono, type MiddlewareHandler } from 'hono';
import { messages } from '../../../shared/messages';
import { zEraseClass } from '../../../shared/schemas/class-record';
import { zIdParam } from '../../../shared/schemas/strict';
import type { ClassRecordService } from '../../services/class-record/class-record.service';
import { attachment, reply } from '../envelope';
import { requireRole, type AppEnv } from '../middleware/session';
import { validate } from '../validate';

/** A class's whole record: its export and 개인정보 파기, under /admin (the admin only). */
export function classRecordRoutes({
  classRecord,
  requireAuth,
}: {
  classRecord: ClassRecordService;
  requireAuth: MiddlewareHandler<AppEnv>;
}) {
  const admin = requireRole(['ADMIN'], messages.adminOnly);
  const id = validate('param', zIdParam);
  return new Hono<AppEnv>()
    .get('/classes/:id/export', requireAuth, admin, id, (c) => {
      const { filename, archive } = classRecord.exportZip(c.get('user'), c.req.valid('param').id);
      return attachment(filename, new Uint8Array(archive), 'application/zip');
    })
    .post('/classes/:id/erase', requireAuth, admin, id, validate('json', zEraseClass), (c) =>
      reply(
        adminSchoolApi.eraseClass,
        classRecord.erase(c.get('user'), c.req.valid('param').id, c.req.valid('json')),
      ),
    );
}
