import type { CurrentUser } from '@schemas/auth';
import type { User } from '../../db/schema';

export function toCurrentUser(user: User): CurrentUser {
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
