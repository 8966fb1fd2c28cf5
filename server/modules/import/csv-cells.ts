/**
 * What a spreadsheet would run as a formula when a cell starts with it (OWASP "CSV injection"),
 * and the apostrophe that marks such a cell as text: a cell starting with one of them is
 * written with an apostrophe in front, which the import takes off again (csvText below).
 */
const FORMULA_START = /^[=+\-@\t\r']/;
/** A plain number: written as it is in a numeric column. */
const NUMBER = /^[+-]?\d+(\.\d+)?$/;

type CellValue = string | number | null | undefined;

/**
 * One CSV cell (RFC 4180): quoted when it holds a quote, a comma, a line break or edge spaces;
 * text that a spreadsheet would take for a formula is made text with a leading apostrophe.
 * A numeric column's numbers (`numeric`) are written as they are.
 */
export function csvCell(value: CellValue, numeric = false): string {
  if (value === null || value === undefined) return '';
  const raw = String(value);
  const text = (numeric && NUMBER.test(raw)) || !FORMULA_START.test(raw) ? raw : `'${raw}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A line of cells; `numeric` names the positions of the numeric columns. */
export const csvLine = (cells: readonly CellValue[], numeric: ReadonlySet<number> = new Set()) =>
  `${cells.map((cell, i) => csvCell(cell, numeric.has(i))).join(',')}\r\n`;

/** The positions of the numeric columns among `columns`. */
export const numericColumns = (columns: readonly string[], numeric: readonly string[]) =>
  new Set(columns.flatMap((column, i) => (numeric.includes(column) ? [i] : [])));

/** A cell as the export wrote it, back to its value: the text marker comes off. */
export const csvText = (cell: string) => (cell.startsWith("'") ? cell.slice(1) : cell);

/** Lets spreadsheet programs read the file as UTF-8 (accents); the import skips it. */
export const UTF8_BOM = '\uFEFF';
