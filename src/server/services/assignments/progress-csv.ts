import { STATUS_LABELS } from '../../../shared/domain/assignments/completion';
import type { ClassProgress } from '../../../shared/schemas/assignments';
import { asOptionalText, csvKstMinute, toCsv, type CsvCell } from '../../util/csv';

/** The progress matrix as a spreadsheet: one row per student, status and date per 과제. */
export function progressCsv(progress: ClassProgress): string {
  const cells = new Map(progress.cells.map((c) => [`${c.assignmentId}:${c.studentId}`, c]));
  return toCsv(
    [
      '번호',
      '학생',
      ...progress.assignments.flatMap((a) => [
        `${a.title} [${a.standard}]`,
        `${a.title} 완료 일시(KST)`,
      ]),
    ],
    progress.students.map((s) => [
      asOptionalText(s.number),
      s.name,
      ...progress.assignments.flatMap((a): CsvCell[] => {
        const cell = cells.get(`${a.id}:${s.id}`);
        return [
          STATUS_LABELS[cell?.status ?? 'todo'],
          cell?.completedAt ? csvKstMinute(cell.completedAt) : null,
        ];
      }),
    ]),
  );
}
