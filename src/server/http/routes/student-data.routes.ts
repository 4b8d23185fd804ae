import type { MiddlewareHandler } from 'hono';
import { studentDataApi } from '../../../shared/contracts/student-data';
import { messages } from '../../../shared/messages';
import { zIdParam } from '../../../shared/schemas/strict';
import type { AccessLogService } from '../../services/access-log.service';
import type { NameChangesService } from '../../services/name-changes.service';
import type { StudentDataService } from '../../services/class-record/student-data.service';
import { ContractRouter } from '../contract-router';
import { attachment } from '../envelope';
import { requireRole, type AppEnv } from '../middleware/session';

/** 내 정보 내려받기 (a student's own), under /my-data. */
export function myDataRoutes(deps: {
  studentData: StudentDataService;
  nameChanges: NameChangesService;
  requireAuth: MiddlewareHandler<AppEnv>;
}) {
  const student = { guards: [deps.requireAuth, requireRole(['STUDENT'])] };
  return new ContractRouter('/my-data')
    .serve(studentDataApi.myData, student, (c) => {
      const { filename, archive } = deps.studentData.ownZip(c.get('user'));
      return attachment(filename, new Uint8Array(archive), 'application/zip');
    })
    .serve(studentDataApi.myNameChange, student, (c) => deps.nameChanges.latest(c.get('user')))
    .serve(studentDataApi.requestNameChange, student, (c, { body }) =>
      deps.nameChanges.request(c.get('user'), body.name),
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
  const id = { params: zIdParam };
  return new ContractRouter('/teacher')
    .serve(studentDataApi.pendingNameChanges, id, (c, { params }) =>
      nameChanges.pending(c.get('user'), params.id),
    )
    .serve(studentDataApi.approveNameChange, id, (c, { params }) =>
      nameChanges.decide(c.get('user'), params.id, true),
    )
    .serve(studentDataApi.rejectNameChange, id, (c, { params }) =>
      nameChanges.decide(c.get('user'), params.id, false),
    )
    .serve(studentDataApi.eraseStudent, id, (c, { params }) =>
      studentData.eraseStudent(c.get('user'), params.id),
    );
}

/** The access log and its retention, under /admin (the admin only). */
export function accessLogRoutes(deps: {
  accessLog: AccessLogService;
  requireAuth: MiddlewareHandler<AppEnv>;
}) {
  const admin = { guards: [deps.requireAuth, requireRole(['ADMIN'], messages.adminOnly)] };
  return new ContractRouter('/admin')
    .serve(studentDataApi.accessLog, admin, (c, { query }) => deps.accessLog.page(query.page))
    .serve(studentDataApi.accessLogRetention, admin, (c, { body }) =>
      deps.accessLog.setRetention(body.retentionDays),
    );
}
