import { DomainError } from '../../../shared/domain/domain-error';
import { LOGIN_ID_DOMAIN } from '../../../shared/schemas/auth';
import {
  hasHiddenCharacters,
  PERSON_NAME_MAX_LENGTH,
  personNameMessages,
} from '../../../shared/schemas/person-name';
import { ROSTER_MAX_ROWS, rosterMessages, type SkippedLine } from '../../../shared/schemas/roster';
import { parseCsv } from '../../market/krx-data/csv';

/** One student line of a 명렬표 as read: a 학번 and a name, or why the line cannot be used. */
export type RosterLine =
  | { line: number; number: string; name: string; error: null }
  | { line: number; number: string | null; name: string; error: string };

const COLUMNS = { grade: '학년', room: '반', no: '번호', number: '학번', name: '이름' } as const;
type Column = keyof typeof COLUMNS;
// NEIS writes 성명 where a spreadsheet made by hand says 이름.
const HEADER_ALIASES: Record<string, Column> = { 성명: 'name' };
const cellTitle = (cell: string) => cell.replace(/\s/g, '');
const columnOf = (cell: string): Column | undefined => {
  const title = cellTitle(cell);
  return (
    (Object.keys(COLUMNS) as Column[]).find((key) => COLUMNS[key] === title) ??
    HEADER_ALIASES[title]
  );
};

/** Where each column is: a 학번 column, or 학년, 반 and 번호 columns, and the 이름 column. */
type Columns = { name: number } & (
  { number: number } | { grade: number; room: number; no: number }
);

function columnIndexes(header: string[]): Columns {
  const found = new Map<Column, number>();
  header.forEach((cell, index) => {
    const column = columnOf(cell);
    if (column && !found.has(column)) found.set(column, index);
  });
  // A 학번 column stands for 학년, 반 and 번호: only what is really absent is named missing.
  const needed: Column[] = found.has('number') ? ['name'] : ['grade', 'room', 'no', 'name'];
  const missing = needed.filter((key) => !found.has(key));
  if (missing.length > 0)
    throw new DomainError(
      'ROSTER_INVALID',
      rosterMessages.headerMissing(missing.map((key) => COLUMNS[key])),
    );
  return Object.fromEntries(found) as Columns;
}

const inRange = (text: string, max: number) =>
  /^\d+$/.test(text) && Number(text) >= 1 && Number(text) <= max;

/** 학년 1–6, 반 and 번호 1–99: the 학번 runs them together as 학년 + 반(2) + 번호(2). */
function studentNumber(cells: Record<'grade' | 'room' | 'no', string>): string | { error: string } {
  if (!inRange(cells.grade, 6)) return { error: rosterMessages.gradeInvalid };
  if (!inRange(cells.room, 99)) return { error: rosterMessages.roomInvalid };
  if (!inRange(cells.no, 99)) return { error: rosterMessages.noInvalid };
  const two = (text: string) => String(Number(text)).padStart(2, '0');
  return `${Number(cells.grade)}${two(cells.room)}${two(cells.no)}`;
}

/** A 학번 as the school writes it (20301 = 2학년 3반 1번), checked part by part. */
function givenStudentNumber(text: string): string | { error: string } {
  const parts = /^(\d)(\d\d)(\d\d)$/.exec(text);
  if (!parts) return { error: rosterMessages.studentNumberInvalid };
  const [, grade = '', room = '', no = ''] = parts;
  return studentNumber({ grade, room, no });
}

function readLine(line: number, name: string, number: string | { error: string }): RosterLine {
  if (typeof number !== 'string') return { line, number: null, name, ...number };
  if (name === '') return { line, number, name, error: rosterMessages.nameMissing };
  if (name.length > PERSON_NAME_MAX_LENGTH)
    return { line, number, name, error: rosterMessages.nameTooLong };
  if (hasHiddenCharacters(name))
    return { line, number, name, error: personNameMessages.hiddenCharacters };
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

// NEIS puts a title (학교, 학년도, 반) and sometimes a blank line or two above the header.
const HEADER_SEARCH_LINES = 10;

const isBlank = (cells: string[]) => cells.every((cell) => cell.trim() === '');

/** The header: the first of the opening lines naming 이름 (or 성명) and 번호 or 학번, else the first line. */
function headerIndexOf(rows: string[][]): number {
  const first = rows.findIndex((cells) => !isBlank(cells));
  if (first < 0) throw new DomainError('ROSTER_INVALID', rosterMessages.empty);
  const named = rows.slice(0, HEADER_SEARCH_LINES).findIndex((cells) => {
    const titles = cells.map(cellTitle);
    return (
      (titles.includes(COLUMNS.no) || titles.includes(COLUMNS.number)) &&
      titles.some((t) => t === COLUMNS.name || HEADER_ALIASES[t] === 'name')
    );
  });
  return named < 0 ? first : named;
}

/** A 명렬표 as read: its students, and the title lines above the header that were passed over. */
export type RosterText = { lines: RosterLine[]; skipped: SkippedLine[] };

/**
 * A 명렬표 as NEIS or a spreadsheet gives it: perhaps title lines, then a header naming 학년, 반,
 * 번호 and 이름, or 학번 and 이름, in any order (other columns are ignored), then one student per line, comma- or
 * tab-separated. Line numbers count from the file's first line so they match what the teacher
 * sees in the file.
 */
export function readRoster(text: string): RosterText {
  const opening = text.split(/\r?\n/, HEADER_SEARCH_LINES);
  const rows = parseCsv(text, opening.some((line) => line.includes('\t')) ? '\t' : ',');
  const headerIndex = headerIndexOf(rows);
  const columns = columnIndexes(rows[headerIndex]!);
  const numbered = rows.map((cells, index) => ({ cells, line: index + 1 }));
  const skipped = numbered
    .slice(0, headerIndex)
    .filter(({ cells }) => !isBlank(cells))
    .map(({ cells, line }) => ({
      line,
      text: cells
        .map((c) => c.trim())
        .filter(Boolean)
        .join(' '),
    }));
  const students = numbered.slice(headerIndex + 1).filter(({ cells }) => !isBlank(cells));
  if (students.length === 0) throw new DomainError('ROSTER_INVALID', rosterMessages.empty);
  if (students.length > ROSTER_MAX_ROWS)
    throw new DomainError('ROSTER_INVALID', rosterMessages.tooManyRows);
  const lines = markDuplicates(
    students.map(({ cells, line }) => {
      const cell = (index: number) => (cells[index] ?? '').trim();
      const number =
        'number' in columns
          ? givenStudentNumber(cell(columns.number))
          : studentNumber({
              grade: cell(columns.grade),
              room: cell(columns.room),
              no: cell(columns.no),
            });
      return readLine(line, cell(columns.name), number);
    }),
  );
  return { lines, skipped };
}

/**
 * The login ID a student types: the school year and 학번 (unique in a school that year), under
 * a domain no mail goes to, so the login form's e-mail field takes it as it is.
 */
export function rosterLoginId(schoolYear: string, number: string): string {
  return `${schoolYear}-${number}@${LOGIN_ID_DOMAIN}`;
}
