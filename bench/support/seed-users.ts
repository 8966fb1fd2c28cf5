import { performance } from 'node:perf_hooks';
import pg from 'pg';
import { hashPassword } from '../../server/adapters/crypto';
import {
  generatePerson,
  unitsToCents,
  unitsToDecimal,
  type GeneratedPerson,
} from '../../server/seed/generated-people';
import type { MediationStageId } from '../../schemas/mediation-stages';
import { copyIn } from '../../server/db/copy-in';

/**
 * Generated users and their wallets bulk-loaded with COPY into a freshly migrated database
 * (bench:admin, bench:bulk): indexes and constraints built after the load, then VACUUM ANALYZE,
 * as after any bulk load. Each person is regenerated from its index, so a bench can compute
 * what a given user looks like without reading it back.
 */

/** Wallets per user, by index: 2 on average, so exactly twice as many wallets as users. */
const WALLET_PATTERN = [2, 1, 3, 2, 0, 4, 2, 1, 3, 2];
const ROWS_PER_CHUNK = 5000;
const SEED = 2026;
const DOMAINS = ['gmail.com', 'gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com.mx'];

export const benchPerson = (index: number): GeneratedPerson =>
  generatePerson(index, { seed: SEED, walletCount: WALLET_PATTERN[index % 10]!, domains: DOMAINS });

const DAY_MS = 86_400_000;
/** Serial day (base 1900, offset 2) to a time that day, spread by `index`. */
const timeOn = (serialDay: number, index: number, extraMinutes = 0) =>
  new Date(
    (serialDay - 25_569) * DAY_MS + ((index * 7919) % 86_400) * 1000 + extraMinutes * 60_000,
  ).toISOString();

const cell = (value: string | number | null) => (value === null ? '\\N' : String(value));
const row = (values: (string | number | null)[]) => `${values.map(cell).join('\t')}\n`;

/** COPY text rows, ROWS_PER_CHUNK people at a time. */
async function* chunks(count: number, rowsOf: (p: GeneratedPerson, index: number) => string) {
  for (let start = 0; start < count; start += ROWS_PER_CHUNK) {
    let text = '';
    for (let i = start; i < Math.min(start + ROWS_PER_CHUNK, count); i++)
      text += rowsOf(benchPerson(i), i);
    yield text;
  }
}

const USER_COLUMNS =
  'email, password, name, full_name, cellphone, country_code, date, country, id_photo_front, id_photo_back, wallet_count, total_balance, verified, selected_for_mediation, mediation_status, mediation_stage_at, created_at';
const WALLET_COLUMNS = 'user_email, address, name, pretokenized_balance, created_at';

export const secondsSince = (from: number) => (performance.now() - from) / 1000;

export interface SeedOptions {
  users: number;
  /** The user's mediation stage (null: not in mediation). Default: the generator's 'invited'. */
  stageOf?: (person: GeneratedPerson, index: number) => MediationStageId | null;
  /** More SQL after the users and wallets are in, before VACUUM ANALYZE (timed as its own phase). */
  after?: { label: string; sql: string };
}

/** Loads the users and wallets; answers the timed phases and the sizes. */
export async function seedUsers(url: string, options: SeedOptions) {
  const stageOf = options.stageOf ?? ((p) => (p.invited ? 'invitados' : null));
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(`set maintenance_work_mem = '512MB'`);
    // Indexes, unique constraints and the wallets→users foreign key are built once after the
    // load (far faster than row by row); their definitions are read from the migrated schema,
    // so what is rebuilt is exactly the app's. Triggers stay on: the counters are kept as usual.
    const { rows: constraints } = await client.query<{ table: string; name: string; def: string }>(
      `select conrelid::regclass::text as table, conname as name, pg_get_constraintdef(oid) as def
         from pg_constraint
        where conrelid in ('users'::regclass, 'wallets'::regclass) and contype in ('u', 'f')
        order by contype`, // foreign keys ('f') before the unique keys they need ('u')
    );
    const { rows: indexes } = await client.query<{ indexname: string; indexdef: string }>(
      `select indexname, indexdef from pg_indexes
        where schemaname = 'public' and tablename in ('users', 'wallets')
          and indexname not in (select conname from pg_constraint)`,
    );
    for (const c of constraints)
      await client.query(`alter table ${c.table} drop constraint "${c.name}"`);
    for (const index of indexes) await client.query(`drop index "${index.indexname}"`);

    const password = await hashPassword('bench-sin-acceso');
    const phases: [string, number][] = [];
    let started = performance.now();
    await copyIn(
      client,
      `copy users (${USER_COLUMNS}) from stdin`,
      chunks(options.users, (p, i) => {
        const total = p.wallets.reduce((sum, w) => sum + w.balanceUnits, 0n);
        const photo = (side: string) => (p.idPhotos ? `/api/objects/${side}-${i}` : null);
        const stage = stageOf(p, i);
        return row([
          p.email,
          password,
          p.name,
          p.fullName,
          p.cellphone,
          p.countryCode,
          p.date,
          p.country,
          photo('front'),
          photo('back'),
          p.wallets.length,
          unitsToCents(total),
          p.verified ? 1 : null,
          stage ? 1 : null,
          stage,
          // In its stage for 0 to 29 days before the load.
          stage ? new Date(Date.now() - ((i * 7919) % (30 * 86_400)) * 1000).toISOString() : null,
          timeOn(p.date, i),
        ]);
      }),
    );
    phases.push(['usuarios (COPY)', secondsSince(started)]);
    started = performance.now();
    await copyIn(
      client,
      `copy wallets (${WALLET_COLUMNS}) from stdin`,
      chunks(options.users, (p, i) =>
        p.wallets
          .map((w, k) =>
            row([
              p.email,
              `0x${w.address}`,
              w.name,
              unitsToDecimal(w.balanceUnits),
              timeOn(p.date, i, k + 1),
            ]),
          )
          .join(''),
      ),
    );
    phases.push(['carteras (COPY)', secondsSince(started)]);
    started = performance.now();
    // Back in reverse: unique keys first, then the foreign key that needs users.email's.
    for (const c of [...constraints].reverse()) {
      await client.query(`alter table ${c.table} add constraint "${c.name}" ${c.def}`);
    }
    for (const index of indexes) await client.query(index.indexdef);
    phases.push([`índices y restricciones`, secondsSince(started)]);
    if (options.after) {
      started = performance.now();
      await client.query(options.after.sql);
      phases.push([options.after.label, secondsSince(started)]);
    }
    started = performance.now();
    await client.query('vacuum analyze');
    phases.push(['VACUUM ANALYZE', secondsSince(started)]);

    const { rows: sizes } = await client.query<Record<string, string>>(
      `select pg_size_pretty(pg_database_size(current_database())) as database,
              pg_size_pretty(pg_total_relation_size('users')) as users,
              pg_size_pretty(pg_total_relation_size('wallets')) as wallets,
              (select count(*) from users) as user_count,
              (select count(*) from wallets) as wallet_count,
              version() as version`,
    );
    return { phases, sizes: sizes[0]! };
  } finally {
    await client.end();
  }
}

/** One line of a load: total and phases. */
export const describeLoad = (totalSeconds: number, phases: [string, number][]) =>
  `Carga: ${totalSeconds.toFixed(0)} s (${phases.map(([what, s]) => `${what} ${s.toFixed(0)} s`).join(', ')})`;
