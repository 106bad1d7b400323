import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { CSV_BOM, safeCell, toCsv } from './csv';

const parse = (csv: string) => Papa.parse<string[]>(csv.slice(CSV_BOM.length), { skipEmptyLines: true }).data;

describe('CSV writer', () => {
  it('starts with a UTF-8 byte-order mark so Excel reads Unicode', () => {
    expect(toCsv(['a'], [['x']]).startsWith('\uFEFF')).toBe(true);
  });

  it('quotes commas, quotes and line breaks so each cell survives a round trip', () => {
    const tricky = ['I say "yes", then no', 'two\nlines', 'semi; colon'];
    const rows = parse(toCsv(['a', 'b', 'c'], [tricky]));
    expect(rows).toEqual([['a', 'b', 'c'], tricky]);
  });

  it.each([
    ['=HYPERLINK("http://evil","x")', `'=HYPERLINK("http://evil","x")`],
    ['+1+1', "'+1+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tcmd', "'\tcmd"],
    ['\rcmd', "'\rcmd"],
  ])('neutralises a formula cell %j', (input, expected) => {
    expect(safeCell(input)).toBe(expected);
    expect(parse(toCsv(['stem'], [[input]]))[1]).toEqual([expected]);
  });

  it('leaves ordinary text and numbers (including negative d-values) as they are', () => {
    expect(safeCell('I feel calm when using AI at work.')).toBe('I feel calm when using AI at work.');
    expect(safeCell(-0.125)).toBe(-0.125);
    expect(safeCell(Number.NaN)).toBeNull();
    const csv = toCsv(['htd'], [[-0.125]]);
    expect(csv).toContain('\r\n-0.125');
  });

  it('keeps Unicode intact: accents, CJK, right-to-left and emoji', () => {
    const text = 'Je me sens à l’aise · 我在工作中使用人工智能 · أشعر بالراحة · 🤖';
    expect(parse(toCsv(['stem'], [[text]]))[1]).toEqual([text]);
  });

  it('writes empty cells for missing values', () => {
    expect(parse(toCsv(['a', 'b'], [[null, undefined]]))[1]).toEqual(['', '']);
  });
});
