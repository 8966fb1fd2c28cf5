import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import type { AdminIdentity } from './admin-auth.service';
import { findAdminById } from './staff.repo';
import type { TwoFactorService } from './two-factor.service';

/** What a signed-in staff member manages about themselves: their second factor. */
export function createAdminAccountService({
  db,
  twoFactor,
  require2fa,
}: {
  db: Db;
  twoFactor: TwoFactorService;
  require2fa: boolean;
}) {
  const load = async (admin: AdminIdentity) => {
    const row = await findAdminById(db, admin.id);
    if (!row) throw notFound('Tu cuenta ya no existe.');
    return row;
  };

  return {
    async overview(admin: AdminIdentity) {
      const row = await load(admin);
      return {
        username: row.username,
        role: admin.role,
        twoFactorEnabled: row.totpEnabledAt !== null,
        twoFactorRequired: require2fa && admin.role !== 'viewer',
        recoveryCodesLeft: row.totpEnabledAt ? await twoFactor.recoveryCodesLeft(row.id) : 0,
      };
    },
    beginEnrolment: async (admin: AdminIdentity) => twoFactor.begin(await load(admin)),
    confirmEnrolment: (admin: AdminIdentity, code: string, ip: string) =>
      twoFactor.confirm(admin.id, code, ip),
  };
}

export type AdminAccountService = ReturnType<typeof createAdminAccountService>;
