import { describe, expect, it } from 'vitest';
import { csvRecords, parseCsv } from './csv';

describe('parseCsv', () => {
  it('keeps commas, quotes and line breaks inside quoted fields', () => {
    const text = 'a,b,c\n1,"x, y","say ""hi"""\n2,"two\nlines",\n';
    expect(parseCsv(text)).toEqual([
      ['a', 'b', 'c'],
      ['1', 'x, y', 'say "hi"'],
      ['2', 'two\nlines', ''],
    ]);
  });

  it('reads CRLF line ends and a last line without a line break', () => {
    expect(parseCsv('a,b\r\n1,2\r\n3,4')).toEqual([
      ['a', 'b'],
      ['1', '2'],
      ['3', '4'],
    ]);
  });
});

describe('csvRecords', () => {
  it('drops the BOM and keys the unnamed pandas index column as an empty name', () => {
    const text = '\uFEFF,Code,Name\n0,005930,삼성전자\n1,000660,SK하이닉스\n';
    expect(csvRecords(text)).toEqual([
      { '': '0', Code: '005930', Name: '삼성전자' },
      { '': '1', Code: '000660', Name: 'SK하이닉스' },
    ]);
  });

  it('keeps a code with leading zeros as text and skips blank lines', () => {
    expect(csvRecords('Code,Close\n\n000155,120\n')).toEqual([{ Code: '000155', Close: '120' }]);
  });
});
