import { teacherClassesApi, teacherStudentsApi } from '../../../shared/contracts/teacher-classes';
import { Hono, type MiddlewareHandler } from 'hono';
import { messages } from '../../../shared/messages';
import { zIdParam } from '../../../shared/schemas/strict';
import type { TeacherReportsService } from '../../services/teacher-reports.service';
import { attachment, reply } from '../envelope';
import { requireRole, type AppEnv } from '../middleware/session';
import { validate } from '../validate';

/** Class detail, statistics, student activity and CSV exports. Guards per route: /teacher is shared. */
export function teacherReportsRoutes({
  reports,
  requireAuth,
}: {
  reports: TeacherReportsService;
  requireAuth: MiddlewareHandler<AppEnv>;
}) {
  const staff = requireRole(['TEACHER', 'ADMIN'], messages.teacherOnly);
  const id = validate('param', zIdParam);
  return new Hono<AppEnv>()
    .get('/classes/:id', requireAuth, staff, id, (c) =>
      reply(teacherClassesApi.detail, reports.classDetail(c.get('user'), c.req.valid('param').id)),
    )
    .get('/classes/:id/statistics', requireAuth, staff, id, (c) =>
      reply(
        teacherClassesApi.statistics,
        reports.statistics(c.get('user'), c.req.valid('param').id),
      ),
    )
    .get('/classes/:id/trades', requireAuth, staff, id, (c) =>
      reply(teacherClassesApi.trades, reports.recentTrades(c.get('user'), c.req.valid('param').id)),
    )
    .get('/classes/:id/export/students.csv', requireAuth, staff, id, (c) =>
      attachment('students.csv', reports.studentsCsv(c.get('user'), c.req.valid('param').id)),
    )
    .get('/classes/:id/export/transactions.csv', requireAuth, staff, id, (c) =>
      attachment(
        'transactions.csv',
        reports.transactionsCsv(c.get('user'), c.req.valid('param').id),
      ),
    )
    .get('/students/:id/activity', requireAuth, staff, id, (c) =>
      reply(teacherStudentsApi.activity, reports.activity(c.get('user'), c.req.valid('param').id)),
    );
}
