import { DomainError } from '../../../shared/domain/domain-error';
import { LOGIN_ID_DOMAIN } from '../../../shared/schemas/auth';
import { ROSTER_MAX_ROWS, rosterMessages } from '../../../shared/schemas/roster';
import { parseCsv } from '../../market/krx-data/csv';

/** One student line of a 명렬표 as read: a 학번 and a name, or why the line cannot be used. */
export type RosterLine =
  | { line: number; number: string; name: string; error: null }
  | { line: number; number: string | null; name: string; error: string };

const COLUMNS = { grade: '학년', room: '반', no: '번호', name: '이름' } as const;
type Column = keyof typeof COLUMNS;
// NEIS writes 성명 where a spreadsheet made by hand says 이름.
const HEADER_ALIASES: Record<string, Column> = { 성명: 'name' };
const NAME_MAX_LENGTH = 30;

function columnIndexes(header: string[]): Record<Column, number> {
  const found = new Map<Column, number>();
  header.forEach((cell, index) => {
    const title = cell.replace(/\s/g, '');
    const column =
      (Object.keys(COLUMNS) as Column[]).find((key) => COLUMNS[key] === title) ??
      HEADER_ALIASES[title];
    if (column && !found.has(column)) found.set(column, index);
  });
  const missing = (Object.keys(COLUMNS) as Column[]).filter((key) => !found.has(key));
  if (missing.length > 0)
    throw new DomainError(
      'ROSTER_INVALID',
      rosterMessages.headerMissing(missing.map((key) => COLUMNS[key])),
    );
  return Object.fromEntries(found) as Record<Column, number>;
}

/** 학년 1–6, 반 and 번호 1–99: the 학번 runs them together as 학년 + 반(2) + 번호(2). */
function studentNumber(cells: Record<Column, string>): string | { error: string } {
  const grade = Number(cells.grade);
  const room = Number(cells.room);
  const no = Number(cells.no);
  const inRange = (value: number, max: number, text: string) =>
    /^\d+$/.test(text) && value >= 1 && value <= max;
  if (!inRange(grade, 6, cells.grade)) return { error: rosterMessages.gradeInvalid };
  if (!inRange(room, 99, cells.room)) return { error: rosterMessages.roomInvalid };
  if (!inRange(no, 99, cells.no)) return { error: rosterMessages.noInvalid };
  return `${grade}${String(room).padStart(2, '0')}${String(no).padStart(2, '0')}`;
}

function readLine(line: number, cells: Record<Column, string>): RosterLine {
  const { name } = cells;
  const number = studentNumber(cells);
  if (typeof number !== 'string') return { line, number: null, name, ...number };
  if (name === '') return { line, number, name, error: rosterMessages.nameMissing };
  if (name.length > NAME_MAX_LENGTH)
    return { line, number, name, error: rosterMessages.nameTooLong };
  return { line, number, name, error: null };
}

/** The second line with a 학번 already seen is the mistake; the first one stays usable. */
function markDuplicates(lines: RosterLine[]): RosterLine[] {
  const firstLine = new Map<string, number>();
  return lines.map((row) => {
    if (row.error !== null || row.number === null) return row;
    const first = firstLine.get(row.number);
    if (first === undefined) {
      firstLine.set(row.number, row.line);
      return row;
    }
    return { ...row, error: rosterMessages.duplicateNumber(row.number, first) };
  });
}

/**
 * A 명렬표 as NEIS or a spreadsheet gives it: a header naming 학년, 반, 번호 and 이름 in any
 * order (other columns are ignored), then one student per line, comma- or tab-separated. Line
 * numbers count the header as line 1 so they match what the teacher sees in the file.
 */
export function readRoster(text: string): RosterLine[] {
  const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
  const rows = parseCsv(text, firstLine.includes('\t') ? '\t' : ',');
  const headerIndex = rows.findIndex((cells) => cells.some((cell) => cell.trim() !== ''));
  if (headerIndex < 0) throw new DomainError('ROSTER_INVALID', rosterMessages.empty);
  const columns = columnIndexes(rows[headerIndex]!);
  const students = rows
    .map((cells, index) => ({ cells, line: index + 1 }))
    .slice(headerIndex + 1)
    .filter(({ cells }) => cells.some((cell) => cell.trim() !== ''));
  if (students.length === 0) throw new DomainError('ROSTER_INVALID', rosterMessages.empty);
  if (students.length > ROSTER_MAX_ROWS)
    throw new DomainError('ROSTER_INVALID', rosterMessages.tooManyRows);
  return markDuplicates(
    students.map(({ cells, line }) => {
      const cell = (column: Column) => (cells[columns[column]] ?? '').trim();
      return readLine(line, {
        grade: cell('grade'),
        room: cell('room'),
        no: cell('no'),
        name: cell('name'),
      });
    }),
  );
}

/**
 * The login ID a student types: the school year and 학번 (unique in a school that year), under
 * a domain no mail goes to, so the login form's e-mail field takes it as it is.
 */
export function rosterLoginId(schoolYear: string, number: string): string {
  return `${schoolYear}-${number}@${LOGIN_ID_DOMAIN}`;
}
