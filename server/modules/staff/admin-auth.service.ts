import type { StaffSignInMethod } from '@schemas/audit';
import { adminRole } from '@schemas/admin';
import type { AdminRole } from '@schemas/admin-roles';
import type { Clock } from '../../adapters/clock';
import { hashPassword, newToken, sha256 } from '../../adapters/crypto';
import type { Db, DbOrTx } from '../../db/client';
import { conflict, notFound } from '../../errors';
import { writeAudit } from '../audit/audit.service';
import { staffActor, type StaffActor } from '../audit/staff-actor';
import {
  deleteAdminToken,
  deleteAdminTokenByPublicId,
  deleteAdminTokensOf,
  deleteDeadTokensOf,
  findAdminByUsername,
  findTokenAdmin,
  insertAdmin,
  insertAdminToken,
  listLiveTokens,
  touchAdminToken,
  updateAdmin,
} from './staff.repo';
import { setStaffPassword } from './staff-password';
import { clearTwoFactor } from './two-factor.repo';

export const ADMIN_TOKEN_TTL_MS = 12 * 60 * 60 * 1000;
/** A token not used for this long has ended. */
export const ADMIN_IDLE_MS = 30 * 60 * 1000;
/** The last use is written at most this often, not on every request. */
export const ADMIN_TOUCH_EVERY_MS = 60 * 1000;

export interface AdminIdentity {
  id: string;
  username: string;
  role: AdminRole;
}

/** Where a request came from, kept with the session it opens. */
export interface ClientInfo {
  ip: string;
  userAgent: string | undefined;
}

export function createAdminAuthService({ db, clock }: { db: Db; clock: Clock }) {
  const idleSince = (now: Date) => new Date(now.getTime() - ADMIN_IDLE_MS);

  return {
    /** Issues a bearer token for a staff member who completed every sign-in step. */
    async openSession(
      tx: DbOrTx,
      admin: { id: string; username: string },
      client: ClientInfo,
      method: StaffSignInMethod,
    ) {
      const token = newToken();
      const now = clock.now();
      await deleteDeadTokensOf(tx, admin.id, now, idleSince(now));
      await insertAdminToken(tx, {
        id: sha256(token),
        adminId: admin.id,
        expiresAt: new Date(now.getTime() + ADMIN_TOKEN_TTL_MS),
        createdAt: now,
        ip: client.ip,
        userAgent: client.userAgent?.slice(0, 300) ?? null,
      });
      await updateAdmin(tx, admin.id, { lastSignInAt: now });
      await writeAudit(
        tx,
        {
          ...staffActor(admin, client.ip),
          action: 'admin.signed_in',
          target: `admin:${admin.username}`,
          details: { method },
        },
        now,
      );
      return token;
    },

    /** The staff member behind a live token; records the use (at most once a minute). */
    async adminForToken(token: string): Promise<AdminIdentity | undefined> {
      const tokenId = sha256(token);
      const now = clock.now();
      const row = await findTokenAdmin(db, tokenId, now, idleSince(now));
      if (!row) return undefined;
      if (now.getTime() - row.lastUsedAt.getTime() >= ADMIN_TOUCH_EVERY_MS) {
        await touchAdminToken(db, tokenId, now);
      }
      return { id: row.id, username: row.username, role: adminRole.parse(row.role) };
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

    /** The admin's live sessions, the one of `token` marked as current. */
    async sessionsOf(adminId: string, token: string) {
      const now = clock.now();
      const rows = await listLiveTokens(db, adminId, now, idleSince(now));
      const current = sha256(token);
      return rows.map((row) => ({
        id: row.publicId,
        createdAt: row.createdAt.toISOString(),
        lastUsedAt: row.lastUsedAt.toISOString(),
        ip: row.ip,
        userAgent: row.userAgent,
        current: row.id === current,
      }));
    },

    async endSession(admin: AdminIdentity, sessionId: string, ip: string) {
      await db.transaction(async (tx) => {
        if (!(await deleteAdminTokenByPublicId(tx, admin.id, sessionId))) {
          throw notFound('Sesión no encontrada');
        }
        await writeAudit(
          tx,
          { actor: `admin:${admin.username}`, action: 'admin.session_ended', ip },
          clock.now(),
        );
      });
    },

    /** Ends every session of the admin but the one of `token`; answers how many ended. */
    async endOtherSessions(admin: AdminIdentity, token: string, ip: string) {
      return db.transaction(async (tx) => {
        const ended = await deleteAdminTokensOf(tx, admin.id, sha256(token));
        await writeAudit(
          tx,
          {
            actor: `admin:${admin.username}`,
            action: 'admin.other_sessions_ended',
            details: { ended },
            ip,
          },
          clock.now(),
        );
        return ended;
      });
    },

    /**
     * The command line's way in (`cli admin:create`): creates the admin (an owner unless a role
     * is given) or, for an existing one, sets the password (and the role if given), enables the
     * account and ends its sessions; `resetTwoFactor` also removes its second factor.
     */
    async createOrReset(
      username: string,
      password: string,
      role?: AdminRole,
      options: { resetTwoFactor?: boolean } = {},
    ) {
      const passwordHash = await hashPassword(password);
      return db.transaction(async (tx) => {
        const existing = await findAdminByUsername(tx, username);
        if (!existing) {
          const created = await insertAdmin(tx, {
            username,
            password: passwordHash,
            role: role ?? 'owner',
            createdAt: clock.now(),
          });
          if (!created) throw conflict(`El usuario "${username}" se acaba de crear en paralelo.`);
          return { created: true, role: adminRole.parse(created.role) };
        }
        await setStaffPassword(tx, existing.id, passwordHash, { endSignIns: true });
        const updated = await updateAdmin(tx, existing.id, {
          disabledAt: null,
          ...(role ? { role } : {}),
        });
        if (options.resetTwoFactor) await clearTwoFactor(tx, existing.id);
        return { created: false, role: adminRole.parse(updated!.role) };
      });
    },
  };
}

export type AdminAuthService = ReturnType<typeof createAdminAuthService>;
