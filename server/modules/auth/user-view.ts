import type { CurrentUser } from '@schemas/auth';
import type { User } from '../../db/schema';
import { activeFreeze } from '../account/payout-freeze';

/** The columns of a user's row that {@link toCurrentUser} reads. */
type CurrentUserFacts = Pick<
  User,
  | 'id'
  | 'email'
  | 'name'
  | 'fullName'
  | 'cellphone'
  | 'countryCode'
  | 'country'
  | 'walletCount'
  | 'totalBalance'
  | 'payoutFrozenUntil'
>;

/** What the user app and the staff's user views share. */
export function userBasics(
  user: Omit<CurrentUserFacts, 'payoutFrozenUntil'>,
): Omit<CurrentUser, 'frozenUntil'> {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    fullName: user.fullName,
    cellphone: user.cellphone,
    countryCode: user.countryCode,
    country: user.country,
    walletCount: user.walletCount,
    totalBalance: user.totalBalance,
  };
}

/** The signed-in user, with the payout freeze while it lasts (docs/product/payout-safety.md#payout-freeze). */
export const toCurrentUser = (user: CurrentUserFacts, now: Date): CurrentUser =>
  // Onto the basics' own object: spreading them into a new one doubled the cost of building
  // and serialising GET /api/user's answer (docs/decisions/web-speed.md#hot-reads-sent-as-built).
  Object.assign(userBasics(user), {
    frozenUntil: activeFreeze(user.payoutFrozenUntil, now)?.toISOString() ?? null,
  });
