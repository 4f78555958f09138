import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './activity-csv.ts';

describe('csvCell', () => {
  it('writes plain values as they are and null as nothing', () => {
    expect(csvCell('page_view')).toBe('page_view');
    expect(csvCell('203.0.113.x')).toBe('203.0.113.x');
    expect(csvCell('2001:db8:1::/48')).toBe('2001:db8:1::/48');
    expect(csvCell(null)).toBe('');
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });

  it('turns what a spreadsheet would run as a formula into text', () => {
    expect(csvCell('=HYPERLINK("http://evil")')).toBe(`"'=HYPERLINK(""http://evil"")"`);
    expect(csvCell('+1')).toBe(`"'+1"`);
    expect(csvCell('-2')).toBe(`"'-2"`);
    expect(csvCell('@SUM(A1)')).toBe(`"'@SUM(A1)"`);
    expect(csvCell('\tx')).toBe(`"'\tx"`);
  });

  it('ends a line with CRLF', () => {
    expect(csvLine(['a', null, '=b'])).toBe(`a,,"'=b"\r\n`);
  });
});
