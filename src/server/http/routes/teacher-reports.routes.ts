import { teacherClassesApi, teacherStudentsApi } from '../../../shared/contracts/teacher-classes';
import { zIdParam } from '../../../shared/schemas/strict';
import type { TeacherReportsService } from '../../services/teacher-reports.service';
import { ContractRouter } from '../contract-router';
import { attachment } from '../envelope';

/** Class detail, statistics, student activity and CSV exports, in the /teacher tree. */
export function teacherReportsRoutes({ reports }: { reports: TeacherReportsService }) {
  const id = { params: zIdParam };
  return new ContractRouter('/teacher')
    .serve(teacherClassesApi.detail, id, (c, { params }) =>
      reports.classDetail(c.get('user'), params.id),
    )
    .serve(teacherClassesApi.statistics, id, (c, { params }) =>
      reports.statistics(c.get('user'), params.id),
    )
    .serve(teacherClassesApi.trades, id, (c, { params }) =>
      reports.recentTrades(c.get('user'), params.id),
    )
    .serve(teacherClassesApi.studentsCsv, id, (c, { params }) =>
      attachment('students.csv', reports.studentsCsv(c.get('user'), params.id)),
    )
    .serve(teacherClassesApi.transactionsCsv, id, (c, { params }) =>
      attachment('transactions.csv', reports.transactionsCsv(c.get('user'), params.id)),
    )
    .serve(teacherStudentsApi.activity, id, (c, { params }) =>
      reports.activity(c.get('user'), params.id),
    );
}
