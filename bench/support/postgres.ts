import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server benches create their databases on. */
export const BENCH_SERVER_URL =
  process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** A new, empty database on the bench server; `drop()` removes it (connections and all). */
export async function createBenchDatabase() {
  const name = `cartera_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: BENCH_SERVER_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(BENCH_SERVER_URL);
  url.pathname = `/${name}`;
  const drop = async () => {
    const dropper = new pg.Client({ connectionString: BENCH_SERVER_URL });
    await dropper.connect();
    await dropper.query(`drop database if exists ${name} with (force)`);
    await dropper.end();
  };
  return { name, url: url.toString(), drop };
}
