/**
 * The import file's records (docs/decisions/csv-import.md#reading-the-file), read from a stream
 * of text as it arrives: RFC 4180 with what spreadsheets write. Records end at a line feed (a
 * carriage return before it is dropped); empty lines (or of white space only) are skipped; a leading byte-order mark is
 * ignored. Cells are split at commas; a cell in double quotes may hold commas, line breaks and
 * doubled quotes (""). An unquoted cell loses the white space around it (JavaScript's trim());
 * a quoted one keeps what is inside its quotes. A record's line is the line it ends on.
 *
 * Written here rather than taken from a general CSV parser: a line without quotes, nearly every
 * line of an import, is split with one `split(',')`, about five times faster, and a malformed
 * file gets its message in Spanish.
 */

export interface CsvRecord {
  cells: string[];
  /** 1-based line the record ends on. */
  line: number;
}

/** A file that is not valid CSV; `line` is where reading stopped. */
export class MalformedCsv extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
  }
}

const WHITE_SPACE = /\s/;

/** The cells of a record being read, and where the current cell stands. */
interface Partial {
  cells: string[];
  cell: string;
  /** In a quoted cell (possibly over several lines), or after its closing quote. */
  state: 'start' | 'unquoted' | 'quoted' | 'closed';
}

const fresh = (): Partial => ({ cells: [], cell: '', state: 'start' });

/**
 * Reads one line's characters into `record`, character by character (a line with quotes, or one
 * inside a quoted cell). Answers true when the record is complete at the end of the line.
 */
function readLine(text: string, record: Partial, line: number): boolean {
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    switch (record.state) {
      case 'start':
        if (c === '"') record.state = 'quoted';
        else if (c === ',') record.cells.push('');
        else if (!WHITE_SPACE.test(c)) {
          record.cell = c;
          record.state = 'unquoted';
        }
        break;
      case 'unquoted':
        if (c === ',') {
          record.cells.push(record.cell.trim());
          record.cell = '';
          record.state = 'start';
        } else if (c === '"') {
          throw new MalformedCsv(
            `comillas dentro de una celda sin comillas (línea ${line}); una celda con comillas va entera entre comillas y las dobla: "Roberto ""Bob"" Díaz"`,
            line,
          );
        } else record.cell += c;
        break;
      case 'quoted':
        if (c !== '"') record.cell += c;
        else if (text[i + 1] === '"') {
          record.cell += '"';
          i++;
        } else record.state = 'closed';
        break;
      case 'closed':
        if (c === ',') {
          record.cells.push(record.cell);
          record.cell = '';
          record.state = 'start';
        } else if (!WHITE_SPACE.test(c)) {
          throw new MalformedCsv(
            `después de cerrar unas comillas solo puede venir una coma o el fin de la línea (línea ${line})`,
            line,
          );
        }
        break;
    }
  }
  if (record.state === 'quoted') {
    record.cell += '\n';
    return false;
  }
  record.cells.push(record.state === 'unquoted' ? record.cell.trim() : record.cell);
  return true;
}

/**
 * The records of a CSV text stream, in batches as its chunks arrive (nothing is kept but the
 * line being read).
 */
export async function* csvRecords(
  chunks: AsyncIterable<string | Buffer>,
): AsyncGenerator<CsvRecord[]> {
  const decoder = new TextDecoder('utf-8');
  let carry = '';
  let line = 0;
  let open: Partial | undefined;
  let first = true;

  const take = (text: string, out: CsvRecord[]) => {
    line++;
    const body = text.endsWith('\r') ? text.slice(0, -1) : text;
    if (open) {
      if (readLine(body, open, line)) {
        out.push({ cells: open.cells, line });
        open = undefined;
      }
    } else if (body.trim().length === 0) {
      // An empty line (or one of white space only): skipped.
    } else if (!body.includes('"')) {
      const cells = body.split(',');
      for (let i = 0; i < cells.length; i++) cells[i] = cells[i]!.trim();
      out.push({ cells, line });
    } else {
      const record = fresh();
      if (readLine(body, record, line)) out.push({ cells: record.cells, line });
      else open = record;
    }
  };

  for await (const chunk of chunks) {
    let text =
      carry + (typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true }));
    if (first) {
      if (text.length === 0) continue;
      if (text.startsWith('\uFEFF')) text = text.slice(1);
      first = false;
    }
    const out: CsvRecord[] = [];
    let start = 0;
    for (let end = text.indexOf('\n'); end !== -1; end = text.indexOf('\n', start)) {
      take(text.slice(start, end), out);
      start = end + 1;
    }
    carry = text.slice(start);
    if (out.length > 0) yield out;
  }
  const out: CsvRecord[] = [];
  carry += decoder.decode();
  if (carry.length > 0) take(carry, out);
  if (open) {
    throw new MalformedCsv(`faltan las comillas que cierran una celda (línea ${line})`, line);
  }
  if (out.length > 0) yield out;
}
