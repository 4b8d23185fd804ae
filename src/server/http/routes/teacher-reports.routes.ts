import { teacherClassesApi, teacherStudentsApi } from '../../../shared/contracts/teacher-classes';
import { Hono } from 'hono';
import { zIdParam } from '../../../shared/schemas/strict';
import type { TeacherReportsService } from '../../services/teacher-reports.service';
import { attachment, reply } from '../envelope';
import type { AppEnv } from '../middleware/session';
import { validate } from '../validate';

/** Class detail, statistics, student activity and CSV exports, in the /teacher tree. */
export function teacherReportsRoutes({ reports }: { reports: TeacherReportsService }) {
  const id = validate('param', zIdParam);
  return new Hono<AppEnv>()
    .get('/classes/:id', id, (c) =>
      reply(teacherClassesApi.detail, reports.classDetail(c.get('user'), c.req.valid('param').id)),
    )
    .get('/classes/:id/statistics', id, (c) =>
      reply(
        teacherClassesApi.statistics,
        reports.statistics(c.get('user'), c.req.valid('param').id),
      ),
    )
    .get('/classes/:id/trades', id, (c) =>
      reply(teacherClassesApi.trades, reports.recentTrades(c.get('user'), c.req.valid('param').id)),
    )
    .get('/classes/:id/export/students.csv', id, (c) =>
      attachment('students.csv', reports.studentsCsv(c.get('user'), c.req.valid('param').id)),
    )
    .get('/classes/:id/export/transactions.csv', id, (c) =>
      attachment(
        'transactions.csv',
        reports.transactionsCsv(c.get('user'), c.req.valid('param').id),
      ),
    )
    .get('/students/:id/activity', id, (c) =>
      reply(teacherStudentsApi.activity, reports.activity(c.get('user'), c.req.valid('param').id)),
    );
}
