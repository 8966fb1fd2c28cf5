import { readFile } from 'node:fs/promises';
import {
  importUsersCsv,
  type ImportProgress,
  type ImportSummary,
} from '../../modules/import/import.service';
import { CliError, type CliCommand, type CliIo } from '../command';

/** Files with at least this many rows get a progress line. */
const PROGRESS_FROM = 2000;

function progressPrinter(io: CliIo) {
  let shown = '';
  return ({ phase, done, total }: ImportProgress) => {
    if (total < PROGRESS_FROM) return;
    const step = Math.floor((done / total) * 10);
    const key = `${phase}:${step}`;
    if (key === shown) return;
    shown = key;
    const line = `  ${phase}: ${done.toLocaleString('es-MX')}/${total.toLocaleString('es-MX')}`;
    if (io.interactive) io.out(`\r\x1b[2K${line}${done === total ? '\n' : ''}`);
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
    let csv: string;
    try {
      csv = await readFile(file, 'utf8');
    } catch (err) {
      throw new CliError(`No se pudo leer ${file}: ${(err as Error).message}`);
    }
    const result = await importUsersCsv(ctx.database.db, csv, {
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
