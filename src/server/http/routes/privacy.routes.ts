import { Hono, type MiddlewareHandler } from 'hono';
import { privacyApi } from '../../../shared/contracts/privacy';
import { messages } from '../../../shared/messages';
import { zAccessLogQuery, zAccessLogRetention } from '../../../shared/schemas/access-log';
import { zIdParam } from '../../../shared/schemas/strict';
import type { AccessLogService } from '../../services/access-log.service';
import type { StudentDataService } from '../../services/class-record/student-data.service';
import { attachment, reply } from '../envelope';
import { requireRole, type AppEnv } from '../middleware/session';
import { validate } from '../validate';

/** 내 정보 내려받기 (a student's own), under /my-data. */
export function myDataRoutes(deps: {
  studentData: StudentDataService;
  requireAuth: MiddlewareHandler<AppEnv>;
}) {
  return new Hono<AppEnv>().get('/export', deps.requireAuth, requireRole(['STUDENT']), (c) => {
    const { filename, archive } = deps.studentData.ownZip(c.get('user'));
    return attachment(filename, new Uint8Array(archive), 'application/zip');
  });
}

/** One student's 개인정보 파기, in the /teacher tree (their teacher or the admin). */
export function eraseStudentRoutes({ studentData }: { studentData: StudentDataService }) {
  return new Hono<AppEnv>().post('/students/:id/erase', validate('param', zIdParam), (c) =>
    reply(
      privacyApi.eraseStudent,
      studentData.eraseStudent(c.get('user'), c.req.valid('param').id),
    ),
  );
}

/** The access log and its retention, under /admin (the admin only). */
export function accessLogRoutes(deps: {
  accessLog: AccessLogService;
  requireAuth: MiddlewareHandler<AppEnv>;
}) {
  const admin = requireRole(['ADMIN'], messages.adminOnly);
  return new Hono<AppEnv>()
    .get('/access-log', deps.requireAuth, admin, validate('query', zAccessLogQuery), (c) =>
      reply(privacyApi.accessLog, deps.accessLog.page(c.req.valid('query').page)),
    )
    .put(
      '/access-log/retention',
      deps.requireAuth,
      admin,
      validate('json', zAccessLogRetention),
      (c) =>
        reply(
          privacyApi.accessLogRetention,
          deps.accessLog.setRetention(c.req.valid('json').retentionDays),
        ),
    );
}
