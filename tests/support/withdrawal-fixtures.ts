import type { FastifyInstance } from 'fastify';

/** The password of every user made by tests/support/factories.ts. */
export const FIXTURE_PASSWORD = 'secreto-123';

/**
 * Anvil's development accounts #1–#4: the local chain can send from them, so chain tests put
 * wallets there (`createWallet(db, owner, { address: ADDRESSES.a })`). Elsewhere use randomAddress().
 */
export const ADDRESSES = {
  a: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  b: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  c: '0x90F79bf6EB2c4f870365E785982E1f101E93b906',
  d: '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65',
} as const;

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
