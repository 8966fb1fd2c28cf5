/**
 * Import benchmark (docs/decisions/csv-import.md#speed). Writes a file of ROWS rows (ROWS / 2
 * users with two wallets each, no passwords) to a temporary folder; then, in a fresh PostgreSQL
 * database (DATABASE_URL's server, or postgres://postgres@127.0.0.1:5432/postgres):
 *
 *   1. a plain COPY of the same file into a scratch table of text columns: the reference;
 *   2. the import as `cli import` runs it (the file streamed, checked, all or nothing);
 *   3. the same file again (nothing changes);
 *   4. the COPY again, so a change in the machine's load shows.
 *
 * Prints seconds, rows per second, the import's share of COPY's rows per second, and how much
 * the process's peak memory grew. `--rows N` (default 1,000,000; 0 skips it), `--pglite` also
 * imports into an in-memory PGlite, `--passwords N` times a further file of N rows (N / 2 users)
 * that each carry a password.
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import { parseArgs } from 'node:util';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { systemClock } from '../server/adapters/clock';
import { copyIn } from '../server/db/copy-in';
import { openDatabase, type Database } from '../server/db/client';
import { IMPORT_COLUMNS } from '../server/modules/import/import-csv';
import { importUsersCsv, type ImportProgress } from '../server/modules/import/import.service';
import { createBenchDatabase } from './support/postgres';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string', default: '1000000' },
    pglite: { type: 'boolean', default: false },
    passwords: { type: 'string', default: '0' },
  },
});
const ROWS = Number(args.rows);
const PASSWORD_ROWS = Number(args.passwords);

/** Row i belongs to user ⌊i/2⌋: two wallets each. */
async function writeCsv(file: string, rows: number, withPasswords = false) {
  const out = createWriteStream(file);
  const write = async (text: string) => {
    if (!out.write(text)) await once(out, 'drain');
  };
  await write(`${IMPORT_COLUMNS.join(',')}\n`);
  let chunk = '';
  for (let i = 0; i < rows; i++) {
    const user = i >> 1;
    const address = `0x${createHash('sha256').update(`wallet-${i}`).digest('hex').slice(0, 40)}`;
    chunk += `${[
      `usuario${user}@ejemplo.mx`,
      `Usuario ${user}`,
      `Usuario Número ${user}`,
      String(5500000000 + user),
      '+52',
      'MX',
      String(44000 + (user % 2000)),
      withPasswords ? `clave-de-usuario-${user}` : '',
      address,
      `Cartera ${i}`,
      `${(i * 37) % 100000}.${String(i % 100000000).padStart(8, '0')}`,
    ].join(',')}\n`;
    if (chunk.length > 1 << 16) {
      await write(chunk);
      chunk = '';
    }
  }
  await write(chunk);
  out.end();
  await once(out, 'finish');
}

const peakMb = () => process.resourceUsage().maxRSS / 1024;
const rate = (rows: number, seconds: number) =>
  `${Math.round(rows / seconds)
    .toLocaleString('en-US')
    .padStart(9)} rows/s`;

function line(label: string, seconds: number, rows: number, extra = '') {
  console.log(
    `${label.padEnd(34)} ${seconds.toFixed(1).padStart(6)} s ${rate(rows, seconds)}${extra}`,
  );
}

async function copyReference(url: string, file: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(
      `create table copy_reference (${IMPORT_COLUMNS.map((c) => `"${c}" text`).join(', ')})`,
    );
    const started = performance.now();
    await copyIn(
      client,
      'copy copy_reference from stdin (format csv, header true)',
      createReadStream(file, 'utf8'),
    );
    const seconds = (performance.now() - started) / 1000;
    await client.query('drop table copy_reference');
    return seconds;
  } finally {
    await client.end();
  }
}

async function timeImport(database: Database, file: string) {
  const peakBefore = peakMb();
  const started = performance.now();
  // When each phase last reported: the file read, then the checks and users, then the wallets.
  const reported: Partial<Record<ImportProgress['phase'], number>> = {};
  const result = await importUsersCsv(database.db, createReadStream(file, 'utf8'), {
    clock: systemClock,
    onProgress: ({ phase }) => (reported[phase] = performance.now()),
  });
  const ended = performance.now();
  if (!result.ok) throw new Error(`import refused: ${JSON.stringify(result.problems.slice(0, 3))}`);
  const at = (phase: ImportProgress['phase']) => ((reported[phase] ?? started) - started) / 1000;
  const phases =
    `read ${at('filas').toFixed(1)} s, checks and users ${(at('usuarios') - at('filas')).toFixed(1)} s, ` +
    `wallets and totals ${(at('carteras') - at('usuarios')).toFixed(1)} s, ` +
    `after the wallets (a first load's indexes) ${((ended - started) / 1000 - at('carteras')).toFixed(1)} s`;
  return {
    seconds: (ended - started) / 1000,
    summary: result.summary,
    phases,
    peakGrowth: peakMb() - peakBefore,
  };
}

const describe = (s: Awaited<ReturnType<typeof timeImport>>) =>
  `\n  ${s.phases}; users +${s.summary.usersCreated} ~${s.summary.usersUpdated} =${s.summary.usersUnchanged}, ` +
  `wallets +${s.summary.walletsCreated} ~${s.summary.walletsUpdated} =${s.summary.walletsUnchanged}, ` +
  `peak memory +${Math.round(s.peakGrowth)} MB`;

async function benchPostgres(file: string) {
  const bench = await createBenchDatabase();
  try {
    const database = await openDatabase({ databaseUrl: bench.url, poolSize: 2 });
    try {
      await database.migrate();
      const copyBefore = await copyReference(bench.url, file);
      line('PostgreSQL: COPY into a scratch table', copyBefore, ROWS);
      const first = await timeImport(database, file);
      line('PostgreSQL: cli import', first.seconds, ROWS, describe(first));
      const again = await timeImport(database, file);
      line('PostgreSQL: same file again', again.seconds, ROWS, describe(again));
      const copyAfter = await copyReference(bench.url, file);
      line('PostgreSQL: COPY again', copyAfter, ROWS);
      const copySeconds = (copyBefore + copyAfter) / 2;
      console.log(
        `Import at ${Math.round((copySeconds / first.seconds) * 100)} % of COPY's rows/s ` +
          `(goal ≥ 50 %); ${first.seconds.toFixed(1)} s for ${ROWS.toLocaleString('en-US')} rows (goal < 60 s).`,
      );
    } finally {
      await database.close();
    }
  } finally {
    await bench.drop();
  }
}

async function benchPglite(file: string) {
  const database = await openDatabase({});
  try {
    await database.migrate();
    const first = await timeImport(database, file);
    line('PGlite (memory): import', first.seconds, ROWS, describe(first));
    const again = await timeImport(database, file);
    line('PGlite (memory): same file again', again.seconds, ROWS, describe(again));
  } finally {
    await database.close();
  }
}

/** Rows with passwords hash at argon2id's pace (docs/decisions/import-passwords.md). */
async function benchPasswords(dir: string) {
  const file = path.join(dir, 'passwords.csv');
  await writeCsv(file, PASSWORD_ROWS, true);
  const bench = await createBenchDatabase();
  try {
    const database = await openDatabase({ databaseUrl: bench.url, poolSize: 2 });
    try {
      await database.migrate();
      const run = await timeImport(database, file);
      line(`PostgreSQL: ${PASSWORD_ROWS} rows with passwords`, run.seconds, PASSWORD_ROWS);
      console.log(
        `  ${run.summary.passwordsHashed} passwords hashed: ` +
          `${(run.summary.passwordsHashed / run.seconds).toFixed(1)} per second`,
      );
    } finally {
      await database.close();
    }
  } finally {
    await bench.drop();
  }
}

const dir = mkdtempSync(path.join(tmpdir(), 'cartera-bench-import-'));
try {
  if (ROWS > 0) {
    const file = path.join(dir, 'import.csv');
    await writeCsv(file, ROWS);
    console.log(
      `${ROWS.toLocaleString('en-US')} rows (${(ROWS / 2).toLocaleString('en-US')} users, two wallets each, ` +
        `no passwords), ${(statSync(file).size / 1e6).toFixed(1)} MB of CSV; peak memory so far ${Math.round(peakMb())} MB`,
    );
    await benchPostgres(file);
    if (args.pglite) await benchPglite(file);
  }
  if (PASSWORD_ROWS > 0) await benchPasswords(dir);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
