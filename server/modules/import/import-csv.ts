import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import { personName, singleLineText } from '@schemas/common';
import { checksumAddress } from '../../adapters/eth-address';
import { csvText } from './csv-cells';
import type { UserRecord } from '../users/users.service';

export const IMPORT_COLUMNS = [
  'email',
  'name',
  'fullName',
  'cellphone',
  'countryCode',
  'country',
  'date',
  'password',
  'address',
  'walletName',
  'pretokenizedBalance',
] as const;

/** Columns that hold numbers: the export writes them as they are, never as marked text. */
export const IMPORT_NUMERIC_COLUMNS = ['date', 'pretokenizedBalance'] as const;

export interface ImportProblem {
  /** 1-based line of the file (the header is line 1). */
  line: number;
  message: string;
}

/**
 * One user as the file describes it: the user record with the file's line, and the password as
 * typed (not hashed yet). Null means "not given" (an existing value is kept).
 */
export type ImportUser = Omit<UserRecord, 'password'> & { line: number; password: string | null };

export interface ImportWallet {
  line: number;
  userEmail: string;
  address: `0x${string}`;
  name: string | null;
  pretokenizedBalance: string;
}

export type ParsedImport =
  | { ok: true; rowCount: number; users: ImportUser[]; wallets: ImportWallet[] }
  | { ok: false; problems: ImportProblem[] };

/** Largest spreadsheet serial day (9999-12-31). */
const MAX_SERIAL_DAY = 2_958_465;

const optional = (schema: z.ZodType<string>) =>
  z.string().transform((value, ctx) => {
    if (value === '') return null;
    const result = schema.safeParse(value);
    if (result.success) return result.data;
    for (const issue of result.error.issues)
      ctx.addIssue({ code: 'custom', message: issue.message });
    return z.NEVER;
  });

const rowSchema = z
  .object({
    email: z
      .string()
      .transform((v) => v.toLowerCase())
      .pipe(z.email('correo electrónico inválido').max(254, 'correo electrónico demasiado largo')),
    name: personName({ max: 200, maxMessage: 'nombre demasiado largo' }).min(
      1,
      'el nombre es obligatorio',
    ),
    fullName: optional(personName({ max: 200, maxMessage: 'nombre completo demasiado largo' })),
    cellphone: optional(
      z
        .string()
        .transform((v) => v.replace(/[\s().-]/g, ''))
        .pipe(z.string().regex(/^\d{10,15}$/, 'teléfono inválido: de 10 a 15 dígitos')),
    ),
    countryCode: optional(z.string().regex(/^\+\d{1,4}$/, 'código de país inválido (p. ej. +52)')),
    country: optional(singleLineText({ max: 100, maxMessage: 'país demasiado largo' })),
    date: optional(
      z
        .string()
        .regex(
          /^\d+$/,
          'fecha inválida: usa el número de día de la hoja de cálculo (p. ej. 45292)',
        ),
    ).transform((v, ctx) => {
      if (v === null) return null;
      const day = Number(v);
      if (day < 1 || day > MAX_SERIAL_DAY) {
        ctx.addIssue({ code: 'custom', message: 'fecha fuera de rango' });
        return z.NEVER;
      }
      return day;
    }),
    password: singleLineText({
      max: 1024,
      maxMessage: 'contraseña demasiado larga',
      trim: false,
    }).transform((v) => (v === '' ? null : v)),
    address: z.string().transform((v, ctx) => {
      if (v === '') return null;
      const address = checksumAddress(v);
      if (!address) {
        ctx.addIssue({
          code: 'custom',
          message:
            "dirección inválida: '0x' y 40 caracteres hexadecimales, con checksum EIP-55 válido",
        });
        return z.NEVER;
      }
      return address;
    }),
    walletName: optional(
      singleLineText({ max: 100, maxMessage: 'nombre de cartera demasiado largo' }),
    ),
    pretokenizedBalance: optional(
      z
        .string()
        .regex(
          /^\d{1,10}(\.\d{1,8})?$/,
          'saldo inválido: número decimal no negativo, hasta 10 enteros y 8 decimales',
        ),
    ),
  })
  // A row with no wallet cells at all is a user without wallets (the users export writes them).
  .superRefine((row, ctx) => {
    if (row.address === null && (row.walletName !== null || row.pretokenizedBalance !== null)) {
      ctx.addIssue({
        code: 'custom',
        path: ['address'],
        message: 'falta la dirección de la cartera',
      });
    }
    if (row.address !== null && row.pretokenizedBalance === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['pretokenizedBalance'],
        message: 'falta el saldo de la cartera',
      });
    }
  });

type Row = z.infer<typeof rowSchema> & { line: number };

/**
 * Parses and checks a whole import file without touching the database. Every problem is
 * collected (not just the first), each with its line number.
 */
export function parseImportCsv(text: string): ParsedImport {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    // With `info`, each record comes as {record, info}; the typings only know plain arrays.
    records = parse(text, {
      bom: true,
      info: true,
      trim: true,
      skip_empty_lines: true,
      relax_column_count: true,
    }) as unknown as typeof records;
  } catch (err) {
    const line = (err as { lines?: number }).lines ?? 1;
    return {
      ok: false,
      problems: [{ line, message: `CSV mal formado: ${(err as Error).message}` }],
    };
  }

  const [header, ...body] = records;
  const headerProblem = checkHeader(header?.record);
  if (headerProblem) return { ok: false, problems: [{ line: 1, message: headerProblem }] };
  const columns = header!.record;

  const problems: ImportProblem[] = [];
  const rows: Row[] = [];
  for (const { record, info } of body) {
    const line = info.lines;
    if (record.length !== columns.length) {
      problems.push({
        line,
        message: `se esperaban ${columns.length} columnas y hay ${record.length}`,
      });
      continue;
    }
    // A cell the export marked as text (a leading apostrophe) is read back as it was.
    const raw = Object.fromEntries(columns.map((name, i) => [name, csvText(record[i] ?? '')]));
    const result = rowSchema.safeParse(raw);
    if (result.success) {
      rows.push({ ...result.data, line });
    } else {
      const reasons = result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
      problems.push({ line, message: reasons.join('; ') });
    }
  }
  if (body.length === 0) problems.push({ line: 1, message: 'el archivo no tiene filas de datos' });

  const { users, wallets } = groupRows(rows, problems);
  if (problems.length > 0) {
    return { ok: false, problems: problems.sort((a, b) => a.line - b.line) };
  }
  return { ok: true, rowCount: rows.length, users, wallets };
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

type UserFields = Omit<ImportUser, 'line' | 'email'>;

const userFieldsOf = (row: Row): UserFields => ({
  name: row.name,
  fullName: row.fullName,
  cellphone: row.cellphone,
  countryCode: row.countryCode,
  country: row.country,
  date: row.date,
  password: row.password,
});

/**
 * One user per e-mail (a user with several wallets spans several rows): a field may be given
 * on any of the user's rows, but two rows must not disagree. One wallet per address.
 */
function groupRows(rows: Row[], problems: ImportProblem[]) {
  const users = new Map<string, { user: ImportUser; lineOf: Map<string, number> }>();
  const wallets = new Map<string, ImportWallet>();
  for (const row of rows) {
    const fields = userFieldsOf(row);
    const known = users.get(row.email);
    if (!known) {
      const lineOf = new Map(Object.keys(fields).map((f) => [f, row.line]));
      users.set(row.email, { user: { line: row.line, email: row.email, ...fields }, lineOf });
    } else {
      const merged = known.user as unknown as Record<string, unknown>;
      for (const [field, value] of Object.entries(fields)) {
        if (value === null) continue;
        if (merged[field] === null) {
          merged[field] = value;
          known.lineOf.set(field, row.line);
        } else if (merged[field] !== value) {
          problems.push({
            line: row.line,
            message: `${field}: no coincide con la línea ${known.lineOf.get(field)} de ${row.email}`,
          });
        }
      }
    }

    if (row.address === null || row.pretokenizedBalance === null) continue;
    const twin = wallets.get(row.address);
    if (twin) {
      problems.push({
        line: row.line,
        message: `address: la cartera ${row.address} ya aparece en la línea ${twin.line}`,
      });
      continue;
    }
    wallets.set(row.address, {
      line: row.line,
      userEmail: row.email,
      address: row.address,
      name: row.walletName,
      pretokenizedBalance: row.pretokenizedBalance,
    });
  }
  return { users: [...users.values()].map((u) => u.user), wallets: [...wallets.values()] };
}
