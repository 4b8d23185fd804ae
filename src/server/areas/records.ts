import { classRecordRoutes } from '../http/routes/class-record.routes';
import {
  accessLogRoutes,
  myDataRoutes,
  teacherPrivacyRoutes,
} from '../http/routes/student-data.routes';
import { guardianConsentRoutes } from '../http/routes/guardian-consent.routes';
import { teacherReportsRoutes } from '../http/routes/teacher-reports.routes';
import { createClassRecordService } from '../services/class-record/class-record.service';
import { createStudentDataService } from '../services/class-record/student-data.service';
import { createGuardianConsentService } from '../services/guardian-consent.service';
import { createNameChangesService } from '../services/name-changes.service';
import { createStudentReportService } from '../services/reviews/student-report.service';
import { createTeacherReportsService } from '../services/teacher-reports.service';
import { area, at } from './area';
import type { Common } from './common';
import type { Shared } from './shared';

/**
 * What is kept of students: the teacher's reports, the class record, a student's own data and
 * the guardian's consent a 중학교 class's student waits for.
 */
export function createRecordsArea(shared: Shared, { sessions, accessLog, requireAuth }: Common) {
  const reports = createTeacherReportsService({ ...shared, accessLog });
  const classRecord = createClassRecordService({
    ...shared,
    sessions,
    reports,
    studentReports: createStudentReportService({ ...shared, accessLog }),
  });
  const studentData = createStudentDataService({ ...shared, sessions, accessLog });
  const nameChanges = createNameChangesService(shared);
  return area(
    { reports },
    {
      routes: [
        at('/admin', classRecordRoutes({ classRecord, requireAuth })),
        at('/my-data', myDataRoutes({ studentData, nameChanges, requireAuth })),
        at('/admin', accessLogRoutes({ accessLog, requireAuth })),
      ],
      teacherRoutes: [
        teacherReportsRoutes({ reports }),
        teacherPrivacyRoutes({ studentData, nameChanges }),
        guardianConsentRoutes({ consents: createGuardianConsentService(shared) }),
      ],
    },
  );
}
