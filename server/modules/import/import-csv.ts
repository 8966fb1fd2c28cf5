import { csvRecords, MalformedCsv } from './csv-records';
import { IMPORT_COLUMNS, rowChecker, type ImportProblem, type ImportRow } from './import-row';

export { IMPORT_COLUMNS };

/** Columns that hold numbers: the export writes them as they are, never as marked text. */
export const IMPORT_NUMERIC_COLUMNS = ['date', 'pretokenizedBalance'] as const;

export type { ImportProblem, ImportRow } from './import-row';

/** A file that cannot be read as an import at all: its one problem is all there is to say. */
export class UnreadableImport extends Error {
  constructor(readonly problem: ImportProblem) {
    super(problem.message);
  }
}

/**
 * Reads an import file record by record (never whole: a million rows stay a few megabytes of
 * memory) and checks each row on its own. Yields the good rows in batches, in file order; every
 * bad row goes to `problems` with its line. A file the CSV parser cannot read, or a wrong header,
 * throws UnreadableImport. The checks that need every row (a user's rows agreeing, an
 * address once) are the caller's: it sees the rows only once.
 */
export async function* checkedRows(
  source: AsyncIterable<string | Buffer>,
  problems: ImportProblem[],
): AsyncGenerator<ImportRow[]> {
  let checkRow: ReturnType<typeof rowChecker> | undefined;
  let bodyRows = 0;
  try {
    for await (const records of csvRecords(source)) {
      const rows: ImportRow[] = [];
      for (const { cells, line } of records) {
        if (!checkRow) {
          const headerProblem = checkHeader(cells);
          if (headerProblem) throw new UnreadableImport({ line: 1, message: headerProblem });
          checkRow = rowChecker(cells);
          continue;
        }
        bodyRows++;
        const row = checkRow(cells, line, problems);
        if (row) rows.push(row);
      }
      if (rows.length > 0) yield rows;
    }
  } catch (err) {
    if (!(err instanceof MalformedCsv)) throw err;
    throw new UnreadableImport({ line: err.line, message: `CSV mal formado: ${err.message}` });
  }
  if (!checkRow) throw new UnreadableImport({ line: 1, message: checkHeader(undefined)! });
  if (bodyRows === 0) problems.push({ line: 1, message: 'el archivo no tiene filas de datos' });
}

function checkHeader(header: string[] | undefined): string | undefined {
  if (!header) return 'el archivo está vacío: falta la fila de encabezado';
  const missing = IMPORT_COLUMNS.filter((c) => !header.includes(c));
  const unknown = header.filter((c) => !(IMPORT_COLUMNS as readonly string[]).includes(c));
  const repeated = header.filter((c, i) => header.indexOf(c) !== i);
  const reasons = [
    missing.length ? `faltan columnas: ${missing.join(', ')}` : '',
    unknown.length ? `columnas desconocidas: ${unknown.join(', ')}` : '',
    repeated.length ? `columnas repetidas: ${repeated.join(', ')}` : '',
  ].filter(Boolean);
  if (reasons.length === 0) return undefined;
  return `encabezado inválido (${reasons.join('; ')}); se espera: ${IMPORT_COLUMNS.join(',')}`;
}

/** The fields of a user that each of its rows may give, in the order problems name them. */
const USER_FIELDS = [
  'name',
  'fullName',
  'cellphone',
  'countryCode',
  'country',
  'date',
  'password',
] as const satisfies readonly (keyof ImportRow)[];

/**
 * What rows say against each other. One user per e-mail (a user with several wallets spans
 * several rows): a field may be given on any of the user's rows, but two rows must not give it
 * two values. One wallet per address. Each later row is reported, naming the line it disagrees
 * with. Needs, in file order, every row of each user and of each address it should judge.
 */
export function rowDisagreements(rows: readonly ImportRow[]): ImportProblem[] {
  const problems: ImportProblem[] = [];
  const users = new Map<string, Map<string, { value: unknown; line: number }>>();
  const walletLines = new Map<string, number>();
  for (const row of rows) {
    let given = users.get(row.email);
    if (!given) users.set(row.email, (given = new Map()));
    for (const field of USER_FIELDS) {
      const value = row[field];
      if (value === null) continue;
      const first = given.get(field);
      if (!first) given.set(field, { value, line: row.line });
      else if (first.value !== value) {
        problems.push({
          line: row.line,
          message: `${field}: no coincide con la línea ${first.line} de ${row.email}`,
        });
      }
    }

    if (row.address === null || row.pretokenizedBalance === null) continue;
    const twin = walletLines.get(row.address);
    if (twin === undefined) walletLines.set(row.address, row.line);
    else {
      problems.push({
        line: row.line,
        message: `address: la cartera ${row.address} ya aparece en la línea ${twin}`,
      });
    }
  }
  return problems;
}
