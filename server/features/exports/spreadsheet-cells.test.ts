import { describe, expect, it } from 'vitest';
import { csvCell, neutraliseText } from './spreadsheet-cells.ts';

describe('neutraliseText', () => {
  it.each([
    ['=HYPERLINK("http://x","y")', `'=HYPERLINK("http://x","y")`],
    ['+39 333 1234567', `'+39 333 1234567`],
    ['-2+3', `'-2+3`],
    ['@SUM(A1)', `'@SUM(A1)`],
    ['\t=1+1', `'\t=1+1`],
    ['\r=1+1', `'\r=1+1`],
  ])('prefixes %j, which a spreadsheet would read as a formula', (text, expected) => {
    expect(neutraliseText(text)).toBe(expected);
  });

  it.each([
    'Mario Rossi',
    'A=B',
    'ok - fine',
    '',
    "'quoted",
    ' =leading space',
  ])('leaves %j alone', (text) => {
    expect(neutraliseText(text)).toBe(text);
  });
});

describe('csvCell', () => {
  it('writes numbers with the decimal comma in Italian and the point in English', () => {
    expect(csvCell(12.5, 'it')).toBe('12,5');
    expect(csvCell(12.5, 'en')).toBe('12.5');
    expect(csvCell(-3, 'it')).toBe('-3');
  });

  it('writes nothing as an empty cell and neutralises text', () => {
    expect(csvCell(null, 'it')).toBe('');
    expect(csvCell('=1+1', 'en')).toBe(`'=1+1`);
  });
});
