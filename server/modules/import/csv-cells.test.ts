import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, csvText, numericColumns } from './csv-cells';

/** What a spreadsheet or the import reads back from one written cell. */
const readBack = (cell: string) => (parse(`${cell}\r\n`) as string[][])[0]![0]!;

describe('CSV cells a spreadsheet could run as formulas', () => {
  it.each([
    ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ['+1+1', "'+1+1"],
    ['-2+3', "'-2+3"],
    ['@SUM(1)', "'@SUM(1)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', `"'\r=1+1"`],
    ["'ya con apóstrofo", "''ya con apóstrofo"],
  ])('writes %j as text', (value, written) => {
    expect(csvCell(value)).toBe(written);
    expect(readBack(csvCell(value)).startsWith("'")).toBe(true);
  });

  it('leaves other text alone', () => {
    for (const value of ['Ana Pérez', 'a=b', '1+1', 'México, CDMX', ''])
      expect(readBack(csvCell(value))).toBe(value);
  });

  it('writes numbers in a numeric column as they are, and only numbers', () => {
    expect(csvCell('-2.50000000', true)).toBe('-2.50000000');
    expect(csvCell('+3', true)).toBe('+3');
    expect(csvCell(45500, true)).toBe('45500');
    // Not a number: text, even in a numeric column.
    expect(csvCell('-2+3', true)).toBe("'-2+3");
    expect(csvCell('=1', true)).toBe("'=1");
    // A signed number outside a numeric column is text like any other.
    expect(csvCell('-5')).toBe("'-5");
  });

  it('numericColumns picks the positions csvLine writes as numbers', () => {
    const columns = ['name', 'amount', 'note'];
    const line = csvLine(['-1', '-1', '-1'], numericColumns(columns, ['amount']));
    expect(line).toBe("'-1,-1,'-1\r\n");
  });

  it('the import reads every written cell back to its value', () => {
    for (const value of [
      '=HYPERLINK("http://x","y")',
      '+52 55 1234 5678',
      '-2+3',
      '@SUM(1)',
      '\t=1',
      '\r=1',
      "'ya con apóstrofo",
      "''dos",
      ' con espacios ',
      'Ana, "la de siempre"',
    ])
      expect(csvText(readBack(csvCell(value))), JSON.stringify(value)).toBe(value);
  });
});
