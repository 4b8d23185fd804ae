import { describe, expect, it } from 'vitest';
import { asText, toCsv } from './csv';

describe('toCsv', () => {
  it('starts with a BOM, quotes what needs quoting and ends lines with CRLF', () => {
    const csv = toCsv(['이름', '근거'], [['김민준', '실적이 "좋아서", 샀다\n두 줄']]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv).toBe('\uFEFF이름,근거\r\n김민준,"실적이 ""좋아서"", 샀다\n두 줄"\r\n');
  });

  it('neutralises cells that a spreadsheet would run as formulas', () => {
    const csv = toCsv(['근거'], [['=HYPERLINK("http://x")'], ['+1'], ['-2'], ['@SUM(A1)']]);
    const cells = csv.slice(1).split('\r\n').slice(1, 5);
    expect(cells).toEqual([`"'=HYPERLINK(""http://x"")"`, "'+1", "'-2", "'@SUM(A1)"]);
  });

  it('writes codes as text formulas so leading zeros survive, and nothing else that way', () => {
    const csv = toCsv(['종목코드'], [[asText('005930')], [asText('0126Z0')], [asText('=1+1')]]);
    expect(csv.slice(1).split('\r\n').slice(1, 4)).toEqual([
      '"=""005930"""',
      '"=""0126Z0"""',
      "'=1+1",
    ]);
  });

  it('keeps numbers as numbers and nulls empty', () => {
    expect(toCsv(['a', 'b'], [[-1500, null]])).toBe('\uFEFFa,b\r\n-1500,\r\n');
  });
});
