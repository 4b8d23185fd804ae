import { DomainError } from '../../../shared/domain/domain-error';
import type { Db } from '../../db/connection';
import { accountsRepo } from '../../db/repos/accounts.repo';
import { classRecordRepo } from '../../db/repos/class-record.repo';
import { usersRepo } from '../../db/repos/users.repo';
import { zip } from '../../util/zip';
import type { AccessLogService } from '../access-log.service';
import type { AuthUser } from '../accounts/authentication';
import type { Sessions } from '../accounts/sessions';
import { findManagedStudent } from '../classes/class-access';
import { anonymise, erasedEmail } from './anonymise';
import { earlierRecords, personRows } from './person-records';
import { files, folderName } from './student-data-files';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Erases one row of a student in its class; answers the label (학생 N) it now bears. */
function eraseRow(
  tx: Tx,
  deps: { sessions: Sessions },
  row: { id: number; classId: number | null },
  names: string[],
): string {
  const members = row.classId === null ? [] : classRecordRepo.members(tx, row.classId);
  // Their place in 학번 order, or the next label no classmate (already erased) bears.
  const taken = new Set(members.map((m) => m.name));
  let n = Math.max(1, members.findIndex((m) => m.id === row.id) + 1);
  while (taken.has(`학생 ${n}`)) n += 1;
  const label = `학생 ${n}`;
  deps.sessions.end(tx, row.id);
  anonymise(
    tx,
    names.map((name) => ({ id: row.id, name, label })),
    [row.id, ...members.map((m) => m.id)],
  );
  return label;
}

/** A student's own data (열람·내려받기) and the erasure of one student's personal data. */
export function createStudentDataService(deps: {
  db: Db;
  sessions: Sessions;
  accessLog: AccessLogService;
}) {
  const { db, sessions, accessLog } = deps;
  return {
    /** Everything held about the signed-in student, as a ZIP of CSVs. */
    ownZip(student: AuthUser): { filename: string; archive: Buffer } {
      // An earlier class's record (moved on) in a folder named after that class.
      const folders = new Set<string>();
      const earlier = earlierRecords(db, student.id).flatMap((record) => {
        const folder = folderName(record, folders);
        return files(db, record.id).map((f) => ({ ...f, name: `${folder}/${f.name}` }));
      });
      return { filename: '내 정보.zip', archive: zip([...files(db, student.id), ...earlier]) };
    },

    /**
     * 한 학생의 개인정보 파기: the class 파기's 익명화 for one student. The label is their place in
     * the class's 학번 order, and their name leaves every classmate's text as well. A student
     * moved on from earlier classes is erased there too: those rows are the same person's record.
     */
    eraseStudent(actor: AuthUser, studentId: number): { name: string } {
      const student = findManagedStudent(db, actor, studentId);
      // A second 파기 would relabel them (학생 3 → 학생 30) and rewrite that label in every text;
      // so would erasing again a record the admin's class 파기 already took.
      const isErased = (id: number) => usersRepo.findById(db, id)!.email === erasedEmail(id);
      if (isErased(student.id))
        throw new DomainError('STUDENT_ERASED', '이미 개인정보를 파기한 학생입니다.');
      return db.transaction((tx) => {
        const rows = personRows(tx, student.id)
          .filter((id) => !isErased(id))
          .map((id) => accountsRepo.find(tx, id)!);
        // A name corrected in a later class: the earlier spelling leaves the texts as well.
        const names = [...new Set(rows.map((row) => row.name))];
        const labels = new Map(rows.map((row) => [row.id, eraseRow(tx, { sessions }, row, names)]));
        for (const row of rows)
          accessLog.record(actor, 'erase', { studentId: row.id, classId: row.classId }, tx);
        return { name: labels.get(student.id)! };
      });
    },
  };
}

export type StudentDataService = ReturnType<typeof createStudentDataService>;
