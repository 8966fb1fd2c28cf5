import { asc, count, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { MediationStageId } from '@schemas/mediation';
import type { IdPhotoSide, ProfileInput } from '@schemas/profile';
import { lookUpInChunks, upsertInBatches, type BulkColumn } from '../../db/bulk';
import { queryRows, type DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

/**
 * The users table's one owner: every read and write of a user row goes through here (sign-in,
 * recovery, profile, import, demo data). Derived totals live in wallets/user-totals.repo.ts (the wallets repo's writers keep them).
 */

/**
 * A user as the import file and the demo data describe one (`password` is the argon2id hash).
 * The CSV parser and the demo data derive their shapes from this one.
 */
export interface UserRecord {
  email: string;
  password: string;
  name: string;
  fullName: string | null;
  cellphone: string | null;
  countryCode: string | null;
  country: string | null;
  /** Spreadsheet serial day number of the registration. */
  date: number | null;
}

async function single<T>(rows: Promise<T[]>): Promise<T> {
  const [row] = await rows;
  if (!row) throw new Error('users: expected one row');
  return row;
}

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email));
  return user;
}

/** SQL that holds when an account has this (normalized) e-mail. */
export const accountWithEmail = (email: string) =>
  sql`exists (select 1 from ${users} where ${users.email} = ${email})`;

export async function findUserById(db: DbOrTx, id: string) {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

export async function hasAnyUser(db: DbOrTx) {
  return (await db.select({ id: users.id }).from(users).limit(1)).length > 0;
}

export async function updateUserPassword(db: DbOrTx, userId: string, passwordHash: string) {
  await db.update(users).set({ password: passwordHash }).where(eq(users.id, userId));
}

/**
 * Freezes the user's payouts until `until`, or keeps a later freeze already set; answers the
 * freeze's end (docs/product/payout-safety.md#payout-freeze).
 */
export async function extendPayoutFreeze(db: DbOrTx, userId: string, until: Date) {
  const [row] = await db
    .update(users)
    .set({
      payoutFrozenUntil: sql`greatest(coalesce(${users.payoutFrozenUntil}, ${until}), ${until})`,
    })
    .where(eq(users.id, userId))
    .returning({ until: users.payoutFrozenUntil });
  return row?.until ?? until;
}

export function updateProfileFields(db: DbOrTx, userId: string, input: ProfileInput) {
  return single(db.update(users).set(input).where(eq(users.id, userId)).returning());
}

/** The user's row locked until the transaction ends, or undefined when there is none. */
export async function findUserForUpdate(tx: DbOrTx, id: string) {
  const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  return user;
}

/** The user's row, locked until the transaction ends (two photo saves never interleave). */
export function lockUser(db: DbOrTx, userId: string) {
  return single(db.select().from(users).where(eq(users.id, userId)).for('update'));
}

/**
 * Saves one side; a new photo also answers staff's request for that side, and puts the user
 * under 'Identidades por verificar' from `at` (docs/product/profile-and-identity.md#evidence-kept).
 */
export function setIdPhoto(
  db: DbOrTx,
  userId: string,
  side: IdPhotoSide,
  address: string,
  at: Date,
) {
  const request = side === 'front' ? users.idPhotoFrontRequest : users.idPhotoBackRequest;
  const change =
    side === 'front'
      ? { idPhotoFront: address, idPhotoFrontRequest: null }
      : { idPhotoBack: address, idPhotoBackRequest: null };
  return single(
    db
      .update(users)
      .set({
        ...change,
        idPhotoResentAt: sql`case when ${request} is not null then ${at.toISOString()}::timestamptz else ${users.idPhotoResentAt} end`,
      })
      .where(eq(users.id, userId))
      .returning(),
  );
}

/** 'Identidades por verificar': users who sent a photo staff asked for, the longest waiting first. */
export function listUsersWithResentPhotos(db: DbOrTx, limit: number) {
  return db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      fullName: users.fullName,
      resentAt: users.idPhotoResentAt,
    })
    .from(users)
    .where(isNotNull(users.idPhotoResentAt))
    .orderBy(asc(users.idPhotoResentAt), asc(users.id))
    .limit(limit);
}

export async function countUsersWithResentPhotos(db: DbOrTx) {
  const [row] = await db.select({ n: count() }).from(users).where(isNotNull(users.idPhotoResentAt));
  return Number(row?.n ?? 0);
}

/** A user's fields as the CSV import and export carry them (the password hash apart). */
export const userRecordColumns = {
  email: users.email,
  name: users.name,
  fullName: users.fullName,
  cellphone: users.cellphone,
  countryCode: users.countryCode,
  country: users.country,
  date: users.date,
};

export const findUsersByEmails = (db: DbOrTx, emails: string[]): Promise<UserRecord[]> =>
  lookUpInChunks(emails, (part) =>
    db
      .select({ ...userRecordColumns, password: users.password })
      .from(users)
      .where(inArray(users.email, part)),
  );

const USER_COLUMNS: BulkColumn<UserRecord>[] = [
  { column: users.email, type: 'text', value: (u) => u.email },
  { column: users.password, type: 'text', value: (u) => u.password },
  { column: users.name, type: 'text', value: (u) => u.name },
  { column: users.fullName, type: 'text', value: (u) => u.fullName },
  { column: users.cellphone, type: 'text', value: (u) => u.cellphone },
  { column: users.countryCode, type: 'text', value: (u) => u.countryCode },
  { column: users.country, type: 'text', value: (u) => u.country },
  { column: users.date, type: 'int', value: (u) => u.date },
];

/** Inserts or updates users by e-mail; answers how many rows were inserted or changed. */
export const upsertUsers = (db: DbOrTx, records: UserRecord[], onBatch?: (done: number) => void) =>
  upsertInBatches(
    db,
    records,
    {
      table: users,
      conflict: users.email,
      columns: USER_COLUMNS,
      updated: USER_COLUMNS.slice(1).map((c) => c.column),
    },
    onBatch,
  );

/**
 * The import's set-based write (docs/decisions/csv-import.md#speed): `source` is a subquery with
 * one row per e-mail and the columns email, password (a hash, or null: none given), name,
 * full_name, cellphone, country_code, country, date, wallet_count, total_balance. An existing
 * user takes each value the source gives and keeps what it leaves null, and is not rewritten
 * when nothing differs; a new one is inserted with `date` or `today` and the password or
 * `unusablePassword`. Its totals are those of the wallets the caller is about to write: the
 * wallets repo's refresh after that write is what holds them (module-surfaces.md#owners).
 */
export async function writeUsersFrom(
  db: DbOrTx,
  source: SQL,
  defaults: { unusablePassword: string; today: number },
) {
  const merged = {
    password: sql`coalesce(s.password, u.password)`,
    name: sql`s.name`,
    full_name: sql`coalesce(s.full_name, u.full_name)`,
    cellphone: sql`coalesce(s.cellphone, u.cellphone)`,
    country_code: sql`coalesce(s.country_code, u.country_code)`,
    country: sql`coalesce(s.country, u.country)`,
    date: sql`coalesce(s.date, u.date, ${defaults.today}::int)`,
  };
  const columns = Object.keys(merged).map((c) => sql.identifier(c));
  const updated = await queryRows(
    db,
    sql`update ${users} u set ${sql.join(
      Object.entries(merged).map(([c, value]) => sql`${sql.identifier(c)} = ${value}`),
      sql`, `,
    )}
      from ${source} s
     where u.email = s.email
       and (${sql.join(
         columns.map((c) => sql`u.${c}`),
         sql`, `,
       )}) is distinct from (${sql.join(Object.values(merged), sql`, `)})
    returning 1`,
  );
  const created = await queryRows(
    db,
    sql`insert into ${users} (email, password, name, full_name, cellphone, country_code, country,
                             date, wallet_count, total_balance)
    select s.email, coalesce(s.password, ${defaults.unusablePassword}), s.name, s.full_name,
           s.cellphone, s.country_code, s.country, coalesce(s.date, ${defaults.today}::int),
           s.wallet_count, s.total_balance::numeric(15,2)
      from ${source} s
     where not exists (select 1 from ${users} u where u.email = s.email)
    returning 1`,
  );
  return { created: created.length, updated: updated.length };
}

/**
 * In mediation at `stage` since `at`, or out of it (null clears both flags and the time); only
 * the mediation workflow module calls this.
 */
export async function setMediationStage(
  db: DbOrTx,
  userId: string,
  stage: MediationStageId | null,
  at: Date,
) {
  await db
    .update(users)
    .set({
      selectedForMediation: stage === null ? null : 1,
      mediationStatus: stage,
      mediationStageAt: stage === null ? null : at,
    })
    .where(eq(users.id, userId));
}

export async function setUserVerified(db: DbOrTx, userId: string, verified: boolean) {
  await db
    .update(users)
    // Verified: nothing left to check ('Identidades por verificar').
    .set(verified ? { verified: 1, idPhotoResentAt: null } : { verified: 0 })
    .where(eq(users.id, userId));
}

/**
 * Empties one side of the ID with staff's reason for a new photo, and takes verification away
 * (a verified user stays verified only with the photos that were checked).
 */
export async function askForNewIdPhoto(tx: DbOrTx, id: string, side: IdPhotoSide, reason: string) {
  const change =
    side === 'front'
      ? { idPhotoFront: null, idPhotoFrontRequest: reason }
      : { idPhotoBack: null, idPhotoBackRequest: reason };
  const [user] = await tx
    .update(users)
    .set({
      ...change,
      verified: sql`case when ${users.verified} = 1 then 0 else ${users.verified} end`,
      // Asked again: off 'Identidades por verificar' until the next photo arrives.
      idPhotoResentAt: null,
    })
    .where(eq(users.id, id))
    .returning();
  return user!;
}
