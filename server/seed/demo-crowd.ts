import { hashPassword, newToken } from '../adapters/crypto';
import { checksumAddress } from '../adapters/eth-address';
import type { DbOrTx } from '../db/client';
import { upsertWallets } from '../modules/wallets/wallets.repo';
import { inviteToMediation } from '../modules/mediation/mediation-workflow';
import { findUserByEmail, upsertUsers } from '../modules/users/users.repo';
import { generatePerson, unitsToDecimal } from './generated-people';

/** Enough people that every admin list (and a search for 'correo') scrolls past its first page. */
export const DEMO_CROWD_SIZE = 120;
/** Wallets per person, by index: none, one, or several (about 1.7 each). */
const WALLET_PATTERN = [1, 2, 0, 3, 1, 2, 1, 4, 2, 1];

/**
 * The demo's many other users (made up, at reserved .example domains, so no mail can reach
 * anyone): accented names, MX and US phones (some missing), zero to large balances, a few
 * invited to mediation. Nobody can sign in as them.
 */
export const DEMO_CROWD = Array.from({ length: DEMO_CROWD_SIZE }, (_, index) => ({
  ...generatePerson(index, {
    seed: 7,
    walletCount: WALLET_PATTERN[index % WALLET_PATTERN.length]!,
    domains: ['correo.example', 'mail.example'],
  }),
  // One in twenty, so the green rows show up in every list. Nobody is verified: they have no
  // ID photos, and only a user with both photos can be.
  invited: index % 20 === 3,
}));

/**
 * Inserts the crowd and its wallets, and invites the few to mediation through the workflow; the
 * caller refreshes the users' totals after.
 */
export async function seedDemoCrowd(tx: DbOrTx, at: Date) {
  const password = await hashPassword(newToken());
  await upsertUsers(
    tx,
    DEMO_CROWD.map((p) => ({
      email: p.email,
      password,
      name: p.name,
      fullName: p.fullName,
      cellphone: p.cellphone,
      countryCode: p.countryCode,
      country: p.country,
      date: p.date,
    })),
  );
  await upsertWallets(
    tx,
    DEMO_CROWD.flatMap((p) =>
      p.wallets.map((w) => ({
        userEmail: p.email,
        address: checksumAddress(`0x${w.address}`)!,
        name: w.name,
        pretokenizedBalance: unitsToDecimal(w.balanceUnits),
      })),
    ),
  );
  for (const person of DEMO_CROWD.filter((p) => p.invited)) {
    const user = await findUserByEmail(tx, person.email);
    await inviteToMediation(tx, user!.id, { actor: 'system', at });
  }
}
