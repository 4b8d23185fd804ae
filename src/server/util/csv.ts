// CSV for spreadsheets: a UTF-8 BOM so Excel opens Korean text correctly, CRLF line ends,
// and cells that would start a formula (= + - @) neutralised against CSV injection, since
// rationales are free text written by students.
const FORMULA_START = /^[=+\-@\t\r]/;
const CODE = /^[0-9A-Za-z]+$/;

/** A code that must stay text (종목코드 005930): a spreadsheet would read it as 5930. */
export interface CsvText {
  text: string;
}
export const asText = (text: string): CsvText => ({ text });
/** A 학번 (10315, or 01234 elsewhere) as text; an empty cell for a student without one. */
export const asOptionalText = (text: string | null): CsvText | null =>
  text === null ? null : asText(text);

export type CsvCell = string | number | null | CsvText;

function quoted(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

function cell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  // ="005930" is the one form Excel, 한셀, LibreOffice and Google Sheets all open as the text
  // 005930; a leading apostrophe is only a text prefix when typed, and shows up in a CSV.
  // Only letters and digits are written this way, so no formula can be smuggled in.
  if (typeof value === 'object')
    return CODE.test(value.text) ? quoted(`="${value.text}"`) : cell(value.text);
  return quoted(FORMULA_START.test(value) ? `'${value}` : value);
}

export function toCsv(header: string[], rows: CsvCell[][]): string {
  const lines = [header, ...rows].map((row) => row.map(cell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

// sv-SE writes 2026-11-29 09:13: a spreadsheet reads it as a date, unlike 2026. 11. 29. 오전 9:13.
const KST_MINUTE = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Asia/Seoul',
  dateStyle: 'short',
  timeStyle: 'short',
});

/** An instant as a CSV date: 2026-11-29 09:13, in KST. */
export const csvKstMinute = (at: Date | string) => KST_MINUTE.format(new Date(at));

/** One CSV file of a ZIP download, by its name in the archive. */
export const csvFile = (name: string, header: string[], rows: CsvCell[][]) => ({
  name,
  data: toCsv(header, rows),
});
