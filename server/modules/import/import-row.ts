import { z } from 'zod';
import { personName, singleLineText } from '@schemas/common';
import { checksumAddress } from '../../adapters/eth-address';
import { csvText } from './csv-cells';

export interface ImportProblem {
  /** 1-based line of the file (the header is line 1). */
  line: number;
  message: string;
}

/*
 * One row of the import file on its own (docs/product/data-in-and-out.md#the-import-file). The
 * zod schema below is the rule and gives the messages. A million rows through it cost about 20 s
 * of CPU, so rows whose every cell has a plainly good shape take a fast path first
 * (`plainRow`): it accepts only what the schema accepts and builds what the schema would, which
 * import-row.test.ts checks against the schema on generated rows. Anything else (every row with
 * a problem among them) goes through the schema.
 */

/** The file's columns (a header may give them in any order). */
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

export const rowSchema = z
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

/** A row of the file that passed its own checks, with its line. */
export type ImportRow = z.infer<typeof rowSchema> & { line: number };
type RowFields = z.infer<typeof rowSchema>;

/** Letters, marks and digits, with single spaces and . , ' ’ - between them: a plain name. */
const PLAIN_TEXT = /^[\p{L}\p{N}](?:[\p{L}\p{M}\p{N} .,'’-]*[\p{L}\p{M}\p{N}.])?$/u;
const plainText = (value: string, max: number) =>
  value.length <= max && PLAIN_TEXT.test(value) ? value : undefined;
/** Printable ASCII: a password the schema keeps exactly as it is. */
const PLAIN_PASSWORD = /^[\x20-\x7e]{1,1024}$/;
const PLAIN_PHONE = /^\d{10,15}$/;
const PLAIN_COUNTRY_CODE = /^\+\d{1,4}$/;
const PLAIN_DATE = /^[1-9]\d{0,6}$/;
const PLAIN_BALANCE = /^\d{1,10}(\.\d{1,8})?$/;

/** An empty cell is null; otherwise `plain` of it, or undefined when it is not plainly good. */
function optionalPlain<T>(
  cell: string,
  plain: (cell: string) => T | undefined,
): T | null | undefined {
  return cell === '' ? null : plain(cell);
}

/**
 * The row as the schema would give it, when every cell has a plainly good shape; undefined
 * otherwise (the schema then decides). `cells` are in IMPORT_COLUMNS' order.
 */
export function plainRow(cells: readonly string[]): RowFields | undefined {
  const [email, name, fullName, cellphone, countryCode, country, date, password, address] = cells;
  const [walletName, pretokenizedBalance] = [cells[9], cells[10]];
  const lowerEmail = email!.toLowerCase();
  if (lowerEmail.length > 254 || !z.regexes.email.test(lowerEmail)) return undefined;
  const row = {
    email: lowerEmail,
    name: plainText(name!, 200),
    fullName: optionalPlain(fullName!, (v) => plainText(v, 200)),
    cellphone: optionalPlain(cellphone!, (v) => (PLAIN_PHONE.test(v) ? v : undefined)),
    countryCode: optionalPlain(countryCode!, (v) => (PLAIN_COUNTRY_CODE.test(v) ? v : undefined)),
    country: optionalPlain(country!, (v) => plainText(v, 100)),
    date: optionalPlain(date!, (v) => {
      const day = PLAIN_DATE.test(v) ? Number(v) : 0;
      return day >= 1 && day <= MAX_SERIAL_DAY ? day : undefined;
    }),
    password: optionalPlain(password!, (v) => (PLAIN_PASSWORD.test(v) ? v : undefined)),
    address: optionalPlain(address!, checksumAddress),
    walletName: optionalPlain(walletName!, (v) => plainText(v, 100)),
    pretokenizedBalance: optionalPlain(pretokenizedBalance!, (v) =>
      PLAIN_BALANCE.test(v) ? v : undefined,
    ),
  };
  if (Object.values(row).includes(undefined)) return undefined;
  // Wallet cells: all three or none (the schema's superRefine).
  const wallet = [row.address, row.walletName, row.pretokenizedBalance];
  if (row.address === null ? wallet.some((v) => v !== null) : row.pretokenizedBalance === null) {
    return undefined;
  }
  return row as RowFields;
}

/** The schema's verdict on a row given by column name. */
export function schemaRow(raw: Record<string, string>): RowFields | { problem: string } {
  const result = rowSchema.safeParse(raw);
  if (result.success) return result.data;
  return {
    problem: result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
  };
}

/**
 * Checks the records of a file whose header is `columns` (already checked): each good row comes
 * back with its line; each bad one adds its problem and comes back undefined.
 */
export function rowChecker(columns: readonly string[]) {
  const positions = IMPORT_COLUMNS.map((column) => columns.indexOf(column));
  return (record: readonly string[], line: number, problems: ImportProblem[]) => {
    if (record.length !== columns.length) {
      problems.push({
        line,
        message: `se esperaban ${columns.length} columnas y hay ${record.length}`,
      });
      return undefined;
    }
    // A cell the export marked as text (a leading apostrophe) is read back as it was.
    const cells = positions.map((i) => csvText(record[i] ?? ''));
    const fields =
      plainRow(cells) ??
      schemaRow(Object.fromEntries(IMPORT_COLUMNS.map((c, i) => [c, cells[i]!])));
    if ('problem' in fields) {
      problems.push({ line, message: fields.problem });
      return undefined;
    }
    return { ...fields, line };
  };
}
