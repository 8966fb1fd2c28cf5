/** One CSV cell (RFC 4180): quoted when it holds a quote, a comma, a line break or edge spaces. */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvLine = (cells: readonly (string | number | null | undefined)[]) =>
  `${cells.map(csvCell).join(',')}\r\n`;

/** Lets spreadsheet programs read the file as UTF-8 (accents); the import skips it. */
export const UTF8_BOM = '\uFEFF';
