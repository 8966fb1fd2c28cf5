import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AdminRole } from '@schemas/admin-roles';
import type { Clock } from '../../server/adapters/clock';
import { hashPassword } from '../../server/adapters/crypto';
import { checksumAddress } from '../../server/adapters/eth-address';
import type { Db, DbOrTx } from '../../server/db/client';
import type { wallets } from '../../server/db/schema';
import { users, withdrawals } from '../../server/db/schema';
import { createAdminAuthService } from '../../server/modules/staff/admin-auth.service';
import { insertWallet } from '../../server/modules/wallets/wallets.repo';
import { FIXTURE_PASSWORD } from './withdrawal-fixtures';

/**
 * Test data with sensible defaults and overrides: `createUser`, `createWallet`,
 * `createWithdrawal`, and a signed-in staff member of any role with `adminToken`.
 * Every user signs in with FIXTURE_PASSWORD; derived totals are kept in step.
 */

type NewUser = typeof users.$inferInsert;
type NewWallet = typeof wallets.$inferInsert;
type NewWithdrawal = typeof withdrawals.$inferInsert;

let sequence = 0;
const next = () => ++sequence;
let passwordHash: Promise<string> | undefined;

/** A random, valid EIP-55 address. */
export const randomAddress = () => checksumAddress(`0x${randomBytes(20).toString('hex')}`)!;

export async function createUser(db: DbOrTx, overrides: Partial<NewUser> = {}) {
  passwordHash ??= hashPassword(FIXTURE_PASSWORD);
  const n = next();
  const [user] = await db
    .insert(users)
    .values({
      email: `persona${n}@prueba.mx`,
      name: `Persona ${n}`,
      password: await passwordHash,
      // A case always knows when it entered its stage (users_mediation_stage_at_check).
      ...(overrides.mediationStatus && { mediationStageAt: new Date() }),
      ...overrides,
    })
    .returning();
  return user!;
}

/**
 * A creditor with a complete profile (full name, phone, both ID photos), who may order a
 * withdrawal; `verified` (default true) also lets staff approve it.
 */
export function createCreditor(
  db: DbOrTx,
  {
    verified = true,
    ...overrides
  }: Partial<Omit<NewUser, 'verified'>> & { verified?: boolean } = {},
) {
  const n = next();
  return createUser(db, {
    fullName: `Persona Acreedora ${n}`,
    cellphone: '5512345678',
    countryCode: '+52',
    idPhotoFront: `/api/objects/00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    idPhotoBack: `/api/objects/00000000-0000-4000-9000-${String(n).padStart(12, '0')}`,
    verified: verified ? 1 : 0,
    ...overrides,
  });
}

/** A wallet of `owner` (balance '0' unless given); the owner's totals follow. */
export async function createWallet(
  db: DbOrTx,
  owner: { email: string },
  overrides: Partial<Omit<NewWallet, 'userEmail'>> = {},
) {
  return insertWallet(db, { userEmail: owner.email, address: randomAddress(), ...overrides });
}

/** A withdrawal order for `wallet` (its whole balance, pending, to a random address). */
export async function createWithdrawal(
  db: DbOrTx,
  owner: { id: string },
  wallet: { id: string; pretokenizedBalance: string },
  overrides: Partial<Omit<NewWithdrawal, 'userId' | 'walletId'>> = {},
) {
  const [withdrawal] = await db
    .insert(withdrawals)
    .values({
      userId: owner.id,
      walletId: wallet.id,
      withdrawalAddress: randomAddress(),
      amount: wallet.pretokenizedBalance,
      ...overrides,
    })
    .returning();
  return withdrawal!;
}

/** An admin bearer token from the real admin login (an owner unless a role is given). */
export async function adminToken(
  app: FastifyInstance,
  db: Db,
  clock: Clock,
  role: AdminRole = 'owner',
) {
  const username = `revisora-${role}`;
  await createAdminAuthService({ db, clock }).createOrReset(username, 'Admin-Prueba-2026', role);
  const response = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username, password: 'Admin-Prueba-2026' },
  });
  if (response.statusCode !== 200) throw new Error(`admin login failed: ${response.body}`);
  return (response.json() as { token: string }).token;
}
