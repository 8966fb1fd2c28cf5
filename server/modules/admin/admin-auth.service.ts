import { adminRole, type AdminRole } from '@schemas/admin';
import type { Clock } from '../../adapters/clock';
import {
  dummyPasswordHash,
  hashPassword,
  newToken,
  sha256,
  verifyPassword,
} from '../../adapters/crypto';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { writeAudit } from '../audit/audit.repo';
import { signInAttempts } from '../auth/sign-in-throttle';
import { createThrottle } from '../throttle/throttle.service';
import {
  deleteAdminToken,
  deleteAdminTokensOf,
  findAdminByUsername,
  findTokenAdmin,
  insertAdminToken,
  upsertAdmin,
} from './admin-auth.repo';

export const ADMIN_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;

export interface AdminIdentity {
  id: string;
  username: string;
  role: AdminRole;
}

export function createAdminAuthService({ db, clock }: { db: Db; clock: Clock }) {
  const throttle = createThrottle({ db, clock });

  return {
    async login(usernameInput: string, password: string, ip: string) {
      const username = usernameInput.trim();
      const attempts = signInAttempts(
        throttle,
        `admin-login:account:${username.toLowerCase()}`,
        `admin-login:ip:${ip}`,
      );
      await attempts.begin();

      const admin = await findAdminByUsername(db, username);
      const ok = await verifyPassword(admin?.password ?? (await dummyPasswordHash()), password);
      if (!admin || !ok) {
        throw new AppError(401, 'Credenciales inválidas');
      }
      await attempts.succeeded();

      const token = newToken();
      const now = clock.now();
      await insertAdminToken(
        db,
        sha256(token),
        admin.id,
        new Date(now.getTime() + ADMIN_TOKEN_TTL_MS),
        now,
      );
      return { token };
    },

    async adminForToken(token: string): Promise<AdminIdentity | undefined> {
      const row = await findTokenAdmin(db, sha256(token), clock.now());
      return row && { ...row, role: adminRole.parse(row.role) };
    },
    /** A call the admin's role does not allow: kept in the activity log. */
    recordRefusal: (admin: AdminIdentity, route: string, ip: string) =>
      writeAudit(
        db,
        { actor: `admin:${admin.username}`, action: 'admin.forbidden', target: route, ip },
        clock.now(),
      ),

    logout: (token: string) => deleteAdminToken(db, sha256(token)),

    /** Creates the admin or resets its password and role; old tokens stop working. */
    async createOrReset(username: string, password: string, role: AdminRole = 'owner') {
      await db.transaction(async (tx) => {
        await upsertAdmin(tx, username, await hashPassword(password), role);
        const admin = await findAdminByUsername(tx, username);
        if (admin) await deleteAdminTokensOf(tx, admin.id);
      });
    },
  };
}

export type AdminAuthService = ReturnType<typeof createAdminAuthService>;
