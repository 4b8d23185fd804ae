import { Hono, type MiddlewareHandler } from 'hono';
import { studentDataApi } from '../../../shared/contracts/student-data';
import { messages } from '../../../shared/messages';
import { zAccessLogQuery, zAccessLogRetention } from '../../../shared/schemas/access-log';
import { zIdParam } from '../../../shared/schemas/strict';
import { zNameChangeInput } from '../../../shared/schemas/name-change';
import type { AccessLogService } from '../../services/access-log.service';
import type { NameChangesService } from '../../services/name-changes.service';
import type { StudentDataService } from '../../services/class-record/student-data.service';
import { attachment, reply } from '../envelope';
import { requireRole, type AppEnv } from '../middleware/session';
import { validate } from '../validate';

/** 내 정보 내려받기 (a student's own), under /my-data. */
export function myDataRoutes(deps: {
  studentData: StudentDataService;
  nameChanges: NameChangesService;
  requireAuth: MiddlewareHandler<AppEnv>;
}) {
  const student = requireRole(['STUDENT']);
  return new Hono<AppEnv>()
    .get('/export', deps.requireAuth, student, (c) => {
      const { filename, archive } = deps.studentData.ownZip(c.get('user'));
      return attachment(filename, new Uint8Array(archive), 'application/zip');
    })
    .get('/name-change', deps.requireAuth, student, (c) =>
      reply(studentDataApi.myNameChange, deps.nameChanges.latest(c.get('user'))),
    )
    .post('/name-change', deps.requireAuth, student, validate('json', zNameChangeInput), (c) =>
      reply(
        studentDataApi.requestNameChange,
        deps.nameChanges.request(c.get('user'), c.req.valid('json').name),
      ),
    );
}

/** 이름 정정 decisions and one student's 개인정보 파기, in the /teacher tree (their teacher or the admin). */
export function teacherPrivacyRoutes({
  studentData,
  nameChanges,
}: {
  studentData: StudentDataService;
  nameChanges: NameChangesService;
}) {
  const id = validate('param', zIdParam);
  return new Hono<AppEnv>()
    .get('/classes/:id/name-changes', id, (c) =>
      reply(
        studentDataApi.pendingNameChanges,
        nameChanges.pending(c.get('user'), c.req.valid('param').id),
      ),
    )
    .put('/name-changes/:id/approve', id, (c) =>
      reply(
        studentDataApi.approveNameChange,
        nameChanges.decide(c.get('user'), c.req.valid('param').id, true),
      ),
    )
    .put('/name-changes/:id/reject', id, (c) =>
      reply(
        studentDataApi.rejectNameChange,
        nameChanges.decide(c.get('user'), c.req.valid('param').id, false),
      ),
    )
    .post('/students/:id/erase', validate('param', zIdParam), (c) =>
      reply(
        studentDataApi.eraseStudent,
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
      reply(studentDataApi.accessLog, deps.accessLog.page(c.req.valid('query').page)),
    )
    .put(
      '/access-log/retention',
      deps.requireAuth,
      admin,
      validate('json', zAccessLogRetention),
      (c) =>
        reply(
          studentDataApi.accessLogRetention,
          deps.accessLog.setRetention(c.req.valid('json').retentionDays),
        ),
    );
}
