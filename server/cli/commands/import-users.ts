import { createReadStream } from 'node:fs';
import { access } from 'node:fs/promises';
import {
  importUsersCsv,
  type ImportProgress,
  type ImportSummary,
} from '../../modules/import/import.service';
import { CliError, type CliCommand, type CliIo } from '../command';

/** Files with at least this many rows get a progress line. */
const PROGRESS_FROM = 2000;
/** While the file is read (how many rows it has is unknown): a line per this many rows. */
const ROWS_STEP = 100_000;

const count = (n: number) => n.toLocaleString('es-MX');

function progressPrinter(io: CliIo) {
  let shown = '';
  let rows = 0;
  return ({ phase, done, total }: ImportProgress) => {
    if (phase === 'filas') rows = done;
    if (rows < PROGRESS_FROM) return;
    const step =
      total === undefined ? Math.floor(done / ROWS_STEP) : Math.floor((done / total) * 10);
    const key = `${phase}:${step}`;
    if (key === shown) return;
    shown = key;
    const line = `  ${phase}: ${count(done)}${total === undefined ? '' : `/${count(total)}`}`;
    const last = total === undefined ? false : done === total;
    if (io.interactive) io.out(`\r\x1b[2K${line}${last ? '\n' : ''}`);
    else io.out(`${line}\n`);
  };
}

const describe = (s: ImportSummary) =>
  [
    `Importación completa: ${s.rows} ${s.rows === 1 ? 'fila' : 'filas'}.`,
    `  Usuarios: nuevos ${s.usersCreated}, actualizados ${s.usersUpdated}, sin cambios ${s.usersUnchanged}.`,
    `  Carteras: nuevas ${s.walletsCreated}, actualizadas ${s.walletsUpdated}, sin cambios ${s.walletsUnchanged}.`,
    `  Contraseñas cifradas: ${s.passwordsHashed}.`,
    ...(s.usersWithoutPassword > 0
      ? [
          `  Usuarios nuevos sin contraseña: ${s.usersWithoutPassword} (entrarán tras recuperar la contraseña).`,
        ]
      : []),
    '',
  ].join('\n');

export const importUsers: CliCommand = {
  usage: 'import ARCHIVO.csv',
  summary: 'Importa usuarios y carteras desde un CSV (todo o nada).',
  async run(ctx, [file]) {
    if (!file) throw new CliError('Indica el archivo CSV. Uso: import ARCHIVO.csv');
    try {
      await access(file);
    } catch (err) {
      throw new CliError(`No se pudo leer ${file}: ${(err as Error).message}`);
    }
    const result = await importUsersCsv(ctx.database.db, createReadStream(file, 'utf8'), {
      clock: ctx.clock,
      onProgress: progressPrinter(ctx.io),
    });
    if (!result.ok) {
      for (const p of result.problems) ctx.io.err(`Línea ${p.line}: ${p.message}\n`);
      throw new CliError(
        `No se importó nada: ${result.problems.length} ${result.problems.length === 1 ? 'problema' : 'problemas'} en ${file}.`,
      );
    }
    ctx.io.out(describe(result.summary));
  },
};
