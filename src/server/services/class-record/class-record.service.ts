import { DomainError } from '../../../shared/domain/domain-error';
import {
  classRecordMessages,
  type EraseClass,
  type EraseResult,
} from '../../../shared/schemas/class-record';
import type { Db } from '../../db/connection';
import { classRecordRepo } from '../../db/repos/class-record.repo';
import type { DbOrTx } from '../../db/repos/db-or-tx';
import type { UserRow } from '../../db/repos/users.repo';
import { asOptionalText, toCsv } from '../../util/csv';
import { zip } from '../../util/zip';
import type { AuthUser } from '../accounts/authentication';
import { findManagedClass } from '../classes/class-access';
import type { StudentReportService } from '../reviews/student-report.service';
import type { Sessions } from '../accounts/sessions';
import type { TeacherReportsService } from '../teacher-reports.service';
import { anonymise, erasedEmail, type Erased } from './anonymise';
import { reportHtml } from './report-html';

function snapshotsCsv(db: DbOrTx, members: UserRow[]): string {
  const byId = new Map(members.map((m) => [m.id, m]));
  const rows = classRecordRepo.snapshots(db, [...byId.keys()]);
  return toCsv(
    ['날짜', '번호', '학생', '총 자산', '현금', '순입금', '시장 날짜', 'KOSPI'],
    rows.map((r) => {
      const member = byId.get(r.userId)!;
      const number = asOptionalText(member.number);
      return [
        r.date,
        number,
        member.name,
        r.totalValue,
        r.cash,
        r.netDeposits,
        r.marketDate,
        r.kospi,
      ];
    }),
  );
}

/** An admin's export of a class's whole record, and 개인정보 파기 when its retention ends. */
/**
 * 학생 1, 2 … in 학번 order for the members not yet erased. A student their teacher already
 * erased keeps their label, already written into the class's texts: relabelling it would rewrite
 * those texts, one label into another (학생 1 → 학생 2 → 학생 3).
 */
function classLabels(members: Array<{ id: number; name: string; email: string }>): Erased[] {
  const isErased = (m: { id: number; email: string }) => m.email === erasedEmail(m.id);
  const taken = new Set(members.filter(isErased).map((m) => m.name));
  let n = 0;
  return members
    .filter((m) => !isErased(m))
    .map((m) => {
      do n += 1;
      while (taken.has(`학생 ${n}`));
      return { id: m.id, name: m.name, label: `학생 ${n}` };
    });
}

export function createClassRecordService(deps: {
  db: Db;
  sessions: Sessions;
  reports: TeacherReportsService;
  studentReports: StudentReportService;
}) {
  const { db, sessions, reports, studentReports } = deps;
  return {
    /** The class's whole record as a ZIP: CSVs and the printable 세특 pages. */
    exportZip(admin: AuthUser, classId: number): { filename: string; archive: Buffer } {
      const klass = findManagedClass(db, admin, classId);
      const members = classRecordRepo.members(db, classId);
      const archive = zip([
        { name: 'students.csv', data: reports.studentsCsv(admin, classId) },
        { name: 'transactions.csv', data: reports.transactionsCsv(admin, classId) },
        { name: 'scores.csv', data: studentReports.scoresCsv(admin, classId) },
        { name: 'snapshots.csv', data: snapshotsCsv(db, members) },
        { name: '세특.html', data: reportHtml(studentReports.klass(admin, classId)) },
      ]);
      return { filename: `${klass.name} 기록.zip`, archive };
    },

    erase(admin: AuthUser, classId: number, input: EraseClass): EraseResult {
      const klass = findManagedClass(db, admin, classId);
      if (input.confirm.trim() !== klass.name)
        throw new DomainError('VALIDATION_ERROR', classRecordMessages.confirmMismatch);
      return db.transaction((tx) => {
        const members = classRecordRepo.members(tx, classId);
        for (const member of members) sessions.end(tx, member.id);
        if (input.mode === 'delete')
          classRecordRepo.deleteUsers(
            tx,
            members.map((m) => m.id),
          );
        else
          anonymise(
            tx,
            classLabels(members),
            members.map((m) => m.id),
          );
        return { mode: input.mode, students: members.length };
      });
    },
  };
}

export type ClassRecordService = ReturnType<typeof createClassRecordService>;
