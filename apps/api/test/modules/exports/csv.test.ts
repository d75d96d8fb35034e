import { describe, expect, it } from 'vitest';
import { csvField, csvRecord } from '../../../src/modules/exports/csv';

describe('CSV fields (RFC 4180)', () => {
  it('leaves plain text, numbers and booleans as they are, and nothing empty', () => {
    expect(csvField('Algebra')).toBe('Algebra');
    expect(csvField(12.5)).toBe('12.5');
    expect(csvField(true)).toBe('true');
    expect(csvField(null)).toBe('');
    expect(csvField(undefined)).toBe('');
    expect(csvField('')).toBe('');
  });

  it('quotes a field with a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvField('Room 4, east wing')).toBe('"Room 4, east wing"');
    expect(csvField('The "best" class')).toBe('"The ""best"" class"');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
    expect(csvField('carriage\rreturn')).toBe('"carriage\rreturn"');
  });

  it('makes text of anything a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("http://evil.example","Click")')).toBe(
      `"'=HYPERLINK(""http://evil.example"",""Click"")"`,
    );
    expect(csvField('+1 555 0100')).toBe("'+1 555 0100");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1:A2)')).toBe("'@SUM(A1:A2)");
    expect(csvField('\tcmd')).toBe("'\tcmd");
    expect(csvField('\rcmd')).toBe(`"'\rcmd"`);
    // Only at the start: inside a text these are just characters.
    expect(csvField('a=b+c-d@e')).toBe('a=b+c-d@e');
  });

  it('ends each record with CRLF', () => {
    expect(csvRecord(['a', 'b,c', null, 3])).toBe('a,"b,c",,3\r\n');
  });
});
