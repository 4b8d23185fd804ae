import { adminSchoolApi } from '../../../shared/contracts/admin';
import type { MiddlewareHandler } from 'hono';
import { messages } from '../../../shared/messages';
import { zIdParam } from '../../../shared/schemas/strict';
import type { ClassRecordService } from '../../services/class-record/class-record.service';
import { ContractRouter } from '../contract-router';
import { attachment } from '../envelope';
import { requireRole, type AppEnv } from '../middleware/session';

/** A class's whole record: its export and 개인정보 파기, under /admin (the admin only). */
export function classRecordRoutes({
  classRecord,
  requireAuth,
}: {
  classRecord: ClassRecordService;
  requireAuth: MiddlewareHandler<AppEnv>;
}) {
  const admin = { guards: [requireAuth, requireRole(['ADMIN'], messages.adminOnly)] };
  return new ContractRouter('/admin')
    .serve(adminSchoolApi.exportClass, { ...admin, params: zIdParam }, (c, { params }) => {
      const { filename, archive } = classRecord.exportZip(c.get('user'), params.id);
      return attachment(filename, new Uint8Array(archive), 'application/zip');
    })
    .serve(adminSchoolApi.eraseClass, { ...admin, params: zIdParam }, (c, { params, body }) =>
      classRecord.erase(c.get('user'), params.id, body),
    );
}
