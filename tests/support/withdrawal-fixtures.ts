import type { FastifyInstance } from 'fastify';
import { hashPassword } from '../../server/adapters/crypto';
import type { DbOrTx } from '../../server/db/client';
import { users, wallets } from '../../server/db/schema';
import { refreshUserTotals } from '../../server/modules/users/user-totals.repo';

export const FIXTURE_PASSWORD = 'secreto-123';

/** Anvil's development accounts: valid EIP-55 addresses. */
export const ADDRESSES = {
  a: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  b: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  c: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  d: '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
  destination: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
} as const;

let passwordHash: Promise<string> | undefined;

/** A user with wallets (address → balance), their derived totals kept in step. */
export async function createOwner(
  db: DbOrTx,
  email: string,
  holdings: { address: string; balance: string; name?: string }[],
) {
  passwordHash ??= hashPassword(FIXTURE_PASSWORD);
  const [user] = await db
    .insert(users)
    .values({ email, name: email.split('@')[0] ?? email, password: await passwordHash })
    .returning();
  const owned = holdings.length
    ? await db
        .insert(wallets)
        .values(
          holdings.map((h) => ({
            userEmail: email,
            address: h.address,
            name: h.name ?? null,
            pretokenizedBalance: h.balance,
          })),
        )
        .returning()
    : [];
  await refreshUserTotals(db, email);
  return { user: user!, wallets: owned };
}

/** Signs in through the real login route; answers the session cookie. */
export async function signIn(app: FastifyInstance, email: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password: FIXTURE_PASSWORD },
  });
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  const sid = response.cookies.find((c) => c.name === 'sid')?.value;
  if (!sid) throw new Error('login set no session cookie');
  return { sid };
}
