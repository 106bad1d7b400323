/**
 * CSV of a final scale, for Excel and R alike: papaparse for quoting, a UTF-8 byte-order mark so
 * Excel reads Unicode, and text cells that could start a spreadsheet formula (= + - @ tab CR)
 * prefixed with an apostrophe (OWASP CSV injection guidance). Numbers stay numbers.
 */
import Papa from 'papaparse';

export const CSV_BOM = '\uFEFF';
const FORMULA_START = /^[=+\-@\t\r]/;

export type CsvCell = string | number | boolean | null | undefined;

/** A text cell that a spreadsheet cannot execute. */
export function safeCell(value: CsvCell): string | number | boolean | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'boolean') return value;
  return FORMULA_START.test(value) ? `'${value}` : value;
}

export function toCsv(columns: string[], rows: CsvCell[][]): string {
  const data = rows.map((row) => row.map(safeCell));
  return CSV_BOM + Papa.unparse({ fields: columns, data }, { newline: '\r\n', quotes: (value) => typeof value === 'string' });
}
