import { parse } from 'csv-parse/sync';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvLine, csvText } from './csv-cells';
import { csvRecords, MalformedCsv, type CsvRecord } from './csv-records';

async function read(chunks: string[]): Promise<CsvRecord[]> {
  const records: CsvRecord[] = [];
  async function* source() {
    yield* chunks;
  }
  for await (const batch of csvRecords(source())) records.push(...batch);
  return records;
}

/** The text cut into pieces at the given places, as a file arrives in chunks. */
const cut = (text: string, at: number[]) => {
  const places = [...new Set(at.map((n) => n % (text.length + 1)))].sort((a, b) => a - b);
  return [...places, text.length].map((end, i) => text.slice(i === 0 ? 0 : places[i - 1], end));
};

// Any text but a carriage return (one inside quotes reads back as part of the line break).
const cellText = fc
  .oneof(
    fc.string({ maxLength: 8 }),
    fc.string({ unit: 'grapheme', maxLength: 8 }),
    fc.constantFrom(
      '',
      ' x ',
      'a,b',
      'say "hi"',
      'two\nlines',
      'tab\tin',
      "'=1+1",
      '\u00a0nbsp\u00a0',
    ),
  )
  .map((text) => text.replaceAll('\r', ''));
// Two cells at least: a line of one empty cell is an empty line, which is skipped.
const table = fc.array(fc.array(cellText, { minLength: 2, maxLength: 5 }), {
  minLength: 1,
  maxLength: 8,
});

describe('csvRecords', () => {
  it('reads back every cell the export writes, exactly, however the file is cut', async () => {
    await fc.assert(
      fc.asyncProperty(table, fc.array(fc.nat(), { maxLength: 6 }), async (rows, at) => {
        const text = rows.map((cells) => csvLine(cells)).join('');
        const records = await read(cut(text, at));
        expect(records.map((r) => r.cells.map(csvText))).toEqual(rows);
      }),
      { numRuns: 300 },
    );
  });

  it('reads valid CSV as csv-parse does (trimmed, empty lines skipped), line numbers included', async () => {
    const line = fc
      .array(
        fc.oneof(
          fc.stringMatching(/^[ \t]?[a-zñ0-9 .@+-]{0,6}[ \t]?$/),
          fc.stringMatching(/^[a-z ,\n]{0,6}$/).map((v) => ` "${v.replaceAll('"', '""')}" `),
        ),
        { minLength: 1, maxLength: 4 },
      )
      .map((cells) => cells.join(','));
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(line, fc.constant('')), { minLength: 1, maxLength: 8 }),
        fc.constantFrom('\n', '\r\n'),
        fc.array(fc.nat(), { maxLength: 4 }),
        async (lines, eol, at) => {
          const text = lines.join('\n').replaceAll('\n', eol);
          const expected = (
            parse(text, {
              trim: true,
              skip_empty_lines: true,
              relax_column_count: true,
              info: true,
            }) as unknown as { record: string[]; info: { lines: number } }[]
          ).map(({ record, info }) => ({ cells: record, line: info.lines }));
          const records = await read(cut(text, at));
          // A line break inside quotes is one '\n' here, whatever the file's line ends.
          const cells = (list: { cells: string[] }[]) =>
            list.map((r) => r.cells.map((c) => c.replaceAll('\r\n', '\n')));
          expect(cells(records)).toEqual(cells(expected));
          // csv-parse counts a CR-LF inside quotes as two lines; the lines agree on LF files.
          if (eol === '\n') expect(records.map((r) => r.line)).toEqual(expected.map((r) => r.line));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('skips a byte-order mark and empty lines, and gives each record the line it ends on', async () => {
    const records = await read([
      '\uFEFFemail,name\r\n',
      '\r\n',
      'a@x.mx , Ana \r\nb@x.mx,"Bob\r\n',
      'Dos, ""B"""\r\n',
      'c@x.mx,',
    ]);
    expect(records).toEqual([
      { cells: ['email', 'name'], line: 1 },
      { cells: ['a@x.mx', 'Ana'], line: 3 },
      { cells: ['b@x.mx', 'Bob\nDos, "B"'], line: 5 },
      { cells: ['c@x.mx', ''], line: 6 },
    ]);
  });

  it('says in Spanish, with the line, what makes a file malformed', async () => {
    const failure = (chunks: string[]) =>
      read(chunks).then(
        () => undefined,
        (err: unknown) => err,
      );
    const unclosed = await failure(['a,b\n', 'c,"d\n', 'e\n']);
    expect(unclosed).toBeInstanceOf(MalformedCsv);
    expect(unclosed).toMatchObject({
      line: 3,
      message: 'faltan las comillas que cierran una celda (línea 3)',
    });
    expect(await failure(['a,Roberto "Bob" Díaz\n'])).toMatchObject({
      line: 1,
      message: expect.stringMatching(/^comillas dentro de una celda sin comillas \(línea 1\)/),
    });
    expect(await failure(['a\nb,"x"y\n'])).toMatchObject({
      line: 2,
      message:
        'después de cerrar unas comillas solo puede venir una coma o el fin de la línea (línea 2)',
    });
  });
});
