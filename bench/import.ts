/**
 * Import benchmark: a generated 100,000-row CSV imported into a fresh PostgreSQL database
 * (DATABASE_URL's server, or postgres://postgres@127.0.0.1:5432/postgres) and into an in-memory
 * PGlite, then imported again (nothing changes the second time). Prints rows/s and seconds.
 */
import { createHash, randomBytes } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { systemClock } from '../server/adapters/clock';
import { hashPassword } from '../server/adapters/crypto';
import { openDatabase, type Database } from '../server/db/client';
import { IMPORT_COLUMNS } from '../server/modules/import/import-csv';
import { importUsersCsv } from '../server/modules/import/import.service';

const ROWS = Number(process.argv[2] ?? 100_000);
const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** User k owns (k % 4) + 1 wallets: 2.5 wallets per user on average. No passwords (see docs). */
function generateCsv(rows: number): string {
  const lines = [IMPORT_COLUMNS.join(',')];
  let user = 0;
  let left = 1;
  for (let i = 0; i < rows; i++) {
    if (left === 0) {
      user++;
      left = (user % 4) + 1;
    }
    left--;
    const address = `0x${createHash('sha256').update(`wallet-${i}`).digest('hex').slice(0, 40)}`;
    const phone = String(5500000000 + user);
    lines.push(
      [
        `usuario${user}@ejemplo.mx`,
        `Usuario ${user}`,
        `Usuario Número ${user}`,
        phone,
        '+52',
        'MX',
        String(44000 + (user % 2000)),
        '',
        address,
        `Cartera ${i}`,
        `${(i * 37) % 100000}.${String(i % 100000000).padStart(8, '0')}`,
      ].join(','),
    );
  }
  return `${lines.join('\n')}\n`;
}

async function timeImport(label: string, database: Database, csv: string) {
  const started = performance.now();
  const result = await importUsersCsv(database.db, csv, { clock: systemClock });
  const seconds = (performance.now() - started) / 1000;
  if (!result.ok) throw new Error(`import refused: ${JSON.stringify(result.problems.slice(0, 3))}`);
  const s = result.summary;
  console.log(
    `${label.padEnd(30)} ${seconds.toFixed(1).padStart(6)} s  ${Math.round(s.rows / seconds)
      .toLocaleString('en-US')
      .padStart(
        7,
      )} rows/s  (users +${s.usersCreated} ~${s.usersUpdated}, wallets +${s.walletsCreated} ~${s.walletsUpdated})`,
  );
}

async function benchPostgres(csv: string) {
  const name = `cartera_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  try {
    const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 2 });
    try {
      await database.migrate();
      await timeImport('PostgreSQL, first import', database, csv);
      await timeImport('PostgreSQL, same file again', database, csv);
    } finally {
      await database.close();
    }
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

async function benchPglite(csv: string) {
  const database = await openDatabase({});
  try {
    await database.migrate();
    await timeImport('PGlite (memory), first import', database, csv);
    await timeImport('PGlite (memory), same file again', database, csv);
  } finally {
    await database.close();
  }
}

/** What a file with passwords would cost: argon2id hashes per second on this machine. */
async function benchArgon2() {
  const count = availableParallelism() * 8;
  const started = performance.now();
  await Promise.all(Array.from({ length: count }, (_, i) => hashPassword(`contraseña-${i}`)));
  const perSecond = count / ((performance.now() - started) / 1000);
  console.log(
    `argon2id: ${perSecond.toFixed(1)} hashes/s on ${availableParallelism()} cores; ` +
      `40,000 users with passwords would add ~${Math.round(40_000 / perSecond)} s`,
  );
}

const csv = generateCsv(ROWS);
console.log(
  `${ROWS.toLocaleString('en-US')} rows, ${(csv.length / 1e6).toFixed(1)} MB of CSV, no passwords`,
);
await benchPostgres(csv);
await benchPglite(csv);
await benchArgon2();
