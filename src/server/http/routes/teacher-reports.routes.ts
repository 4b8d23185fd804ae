import { Hono, type Context, type MiddlewareHandler } from 'hono';
import { messages } from '../../../shared/messages';
import { zIdParam } from '../../../shared/schemas/strict';
import type { TeacherReportsService } from '../../services/teacher-reports.service';
import { ok } from '../envelope';
import { requireRole, type AppEnv } from '../middleware/session';
import { validate } from '../validate';

function csv(c: Context, filename: string, body: string) {
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename*=UTF-8''${encodeURIComponent(filename)}`);
  return c.body(body);
}

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
      ok(c, reports.classDetail(c.get('user'), c.req.valid('param').id)),
    )
    .get('/classes/:id/statistics', requireAuth, staff, id, (c) =>
      ok(c, reports.statistics(c.get('user'), c.req.valid('param').id)),
    )
    .get('/classes/:id/trades', requireAuth, staff, id, (c) =>
      ok(c, reports.recentTrades(c.get('user'), c.req.valid('param').id)),
    )
    .get('/classes/:id/export/students.csv', requireAuth, staff, id, (c) =>
      csv(c, 'students.csv', reports.studentsCsv(c.get('user'), c.req.valid('param').id)),
    )
    .get('/classes/:id/export/transactions.csv', requireAuth, staff, id, (c) =>
      csv(c, 'transactions.csv', reports.transactionsCsv(c.get('user'), c.req.valid('param').id)),
    )
    .get('/students/:id/activity', requireAuth, staff, id, (c) =>
      ok(c, reports.activity(c.get('user'), c.req.valid('param').id)),
    );
}
