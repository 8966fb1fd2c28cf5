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
import { staffActor, type StaffActor } from '../audit/staff-actor';
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

export function createAdminAuthService(db: Db, clock: Clock) {
  const throttle = createThrottle(db, clock);

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
      await db.transaction(async (tx) => {
        await insertAdminToken(
          tx,
          sha256(token),
          admin.id,
          new Date(now.getTime() + ADMIN_TOKEN_TTL_MS),
          now,
        );
        await writeAudit(tx, { ...staffActor(admin, ip), action: 'admin.signed_in' }, now);
      });
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
        { ...staffActor(admin, ip), action: 'admin.forbidden', target: route },
        clock.now(),
      ),

    /** Ends this token's session (the other sessions of the same admin stay). */
    logout: (token: string, staff: StaffActor) =>
      db.transaction(async (tx) => {
        await deleteAdminToken(tx, sha256(token));
        await writeAudit(tx, { ...staff, action: 'admin.signed_out' }, clock.now());
      }),

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
