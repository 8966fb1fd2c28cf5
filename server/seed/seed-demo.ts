import { hashPassword } from '../adapters/crypto';
import type { Db, DbOrTx } from '../db/client';
import { upsertAdmin } from '../modules/staff/staff.repo';
import { seedDemoViews } from './demo-views';
import { upsertWallets } from '../modules/wallets/wallets.repo';
import { findUserByEmail, hasAnyUser, upsertUsers } from '../modules/users/users.repo';
import { seedDemoCrowd } from './demo-crowd';
import { DEMO_ADMIN, DEMO_USERS, type DemoUser } from './demo-data';

/** True when the demo users are in the database (seeded now or earlier). */
export const hasDemoData = async (db: DbOrTx) =>
  (await findUserByEmail(db, DEMO_USERS[0]!.email)) !== undefined;

/** Demo users and their wallets (upserted; the wallets' writer keeps the users' totals). */
export async function insertDemoUsers(tx: DbOrTx, demoUsers: readonly DemoUser[] = DEMO_USERS) {
  // One hash per distinct demo password (they share one): the start-up banner then checks each
  // hash once (demo-credentials.ts), and seeding costs one argon2 run, not fourteen.
  const hashes = new Map<string, Promise<string>>();
  const hashOf = (password: string) => {
    if (!hashes.has(password)) hashes.set(password, hashPassword(password));
    return hashes.get(password)!;
  };
  const records = await Promise.all(
    demoUsers.map(async ({ wallets: _wallets, password, ...user }) => ({
      ...user,
      password: await hashOf(password),
    })),
  );
  await upsertUsers(tx, records);
  await upsertWallets(
    tx,
    demoUsers.flatMap((u) => u.wallets.map((w) => ({ ...w, userEmail: u.email }))),
  );
}

/**
 * Fills an empty database with the demo users, their wallets, a crowd of other users (so the
 * admin lists scroll) and the demo admin, all in one transaction (never in production: main.ts
 * decides). Answers whether it seeded anything.
 */
export async function seedDemoData(db: Db): Promise<boolean> {
  if (await hasAnyUser(db)) return false;
  const adminHash = await hashPassword(DEMO_ADMIN.password);
  await db.transaction(async (tx) => {
    await insertDemoUsers(tx);
    await seedDemoCrowd(tx, new Date());
    await upsertAdmin(tx, DEMO_ADMIN.username, adminHash, 'owner');
    await seedDemoViews(tx, DEMO_ADMIN.username);
  });
  return true;
}
