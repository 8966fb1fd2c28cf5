import type { AdminRole } from '@schemas/admin-roles';
import type { StaffMember } from '@schemas/staff';
import type { Clock } from '../../adapters/clock';
import { hashPassword } from '../../adapters/crypto';
import type { Db, DbOrTx } from '../../db/client';
import { AppError, conflict, notFound } from '../../errors';
import {
  countLiveTokensByAdmin,
  deleteAdminTokensOf,
  deleteChallengesOf,
  insertAdmin,
  listAdmins,
  lockActiveOwners,
  lockAdmin,
  updateAdmin,
  type AdminRow,
} from './staff.repo';
import { ADMIN_IDLE_MS, type AdminIdentity } from './admin-auth.service';
import { setStaffPassword } from './staff-password';
import { clearTwoFactor } from './two-factor.repo';
import { releaseAssignmentsOf } from '../assignment/assignment.service';
import { writeAudit, type AuditAct } from '../audit/audit.service';
import { newReadablePassword } from '../recovery/recovery-secrets';

/** A one-time password from an owner works this long, and only to choose a new one. */
export const TEMPORARY_PASSWORD_TTL_MS = 72 * 60 * 60 * 1000;

const NOT_FOUND = 'Miembro del personal no encontrado';

function toMember(row: AdminRow, activeSessions: number): StaffMember {
  return {
    id: row.id,
    username: row.username,
    role: row.role as AdminRole,
    twoFactorEnabled: row.totpEnabledAt !== null,
    lastSignInAt: row.lastSignInAt?.toISOString() ?? null,
    activeSessions,
    disabled: row.disabledAt !== null,
    temporaryPassword: row.temporaryPasswordExpiresAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** Owners manage the staff; every change is audited in its own transaction. */
export function createStaffService({
  db,
  clock,
  require2fa,
}: {
  db: Db;
  clock: Clock;
  require2fa: boolean;
}) {
  const idleSince = (now: Date) => new Date(now.getTime() - ADMIN_IDLE_MS);
  const sessionCounts = async (tx: DbOrTx) => {
    const now = clock.now();
    const rows = await countLiveTokensByAdmin(tx, now, idleSince(now));
    return new Map(rows.map((r) => [r.adminId, Number(r.sessions)]));
  };

  /** Sign-ins in progress and sessions of the member end (they must sign in again). */
  const signOut = async (tx: DbOrTx, adminId: string) => {
    await deleteChallengesOf(tx, adminId);
    return deleteAdminTokensOf(tx, adminId);
  };

  const temporaryPassword = async () => {
    const password = newReadablePassword();
    return {
      password,
      values: {
        password: await hashPassword(password),
        temporaryPasswordExpiresAt: new Date(clock.now().getTime() + TEMPORARY_PASSWORD_TTL_MS),
      },
    };
  };

  /**
   * Locks every active owner, and refuses unless the actor still is one: two owners acting on
   * each other at once cannot both win. As an owner never acts on themselves here, an active
   * owner always remains.
   */
  const assertActingOwner = async (tx: DbOrTx, actor: AdminIdentity) => {
    if (!(await lockActiveOwners(tx)).includes(actor.id)) {
      throw new AppError(403, 'Tu rol no permite esta acción.');
    }
  };

  /** Runs `change` on another staff member as an acting owner, and audits what it answers. */
  async function act(
    actor: AdminIdentity,
    staffId: string,
    ip: string,
    change: (tx: DbOrTx, target: AdminRow) => Promise<AuditAct>,
  ): Promise<StaffMember> {
    return db.transaction(async (tx) => {
      await assertActingOwner(tx, actor);
      const target = await lockAdmin(tx, staffId);
      if (!target) throw notFound(NOT_FOUND);
      if (target.id === actor.id) {
        throw conflict('Para cambiar tu propia cuenta usa «Mi cuenta».');
      }
      const done = await change(tx, target);
      await writeAudit(
        tx,
        { actor: `admin:${actor.username}`, target: `admin:${target.username}`, ip, ...done },
        clock.now(),
      );
      const row = await lockAdmin(tx, staffId);
      return toMember(row!, (await sessionCounts(tx)).get(staffId) ?? 0);
    });
  }

  return {
    async list(): Promise<StaffMember[]> {
      const [rows, counts] = await Promise.all([listAdmins(db), sessionCounts(db)]);
      return rows.map((row) => toMember(row, counts.get(row.id) ?? 0));
    },

    async create(actor: AdminIdentity, username: string, role: AdminRole, ip: string) {
      const temporary = await temporaryPassword();
      return db.transaction(async (tx) => {
        await assertActingOwner(tx, actor);
        const now = clock.now();
        const created = await insertAdmin(tx, {
          username,
          role,
          createdAt: now,
          ...temporary.values,
        });
        if (!created) throw conflict('Ya existe un miembro del personal con ese usuario.');
        await writeAudit(
          tx,
          {
            actor: `admin:${actor.username}`,
            action: 'staff.created',
            target: `admin:${username}`,
            details: { role },
            ip,
          },
          now,
        );
        return { member: toMember(created, 0), temporaryPassword: temporary.password };
      });
    },

    changeRole: (actor: AdminIdentity, staffId: string, role: AdminRole, ip: string) =>
      act(actor, staffId, ip, async (tx, target) => {
        await updateAdmin(tx, target.id, { role });
        // A reader cannot hold cases or orders: theirs become unassigned
        // (docs/product/staff-at-scale.md#assignment).
        if (role === 'viewer' && target.role !== 'viewer') {
          await releaseAssignmentsOf(
            tx,
            target,
            { actor: `admin:${actor.username}`, ip, at: clock.now() },
            'staff-demoted',
          );
        }
        // A role that must have a second factor the member lacks: sign in again and enrol.
        const mustEnrol = require2fa && role !== 'viewer' && !target.totpEnabledAt;
        const sessionsEnded = mustEnrol ? await signOut(tx, target.id) : 0;
        const from = target.role as AdminRole;
        return { action: 'staff.role_changed', details: { from, to: role, sessionsEnded } };
      }),

    disable: (actor: AdminIdentity, staffId: string, ip: string) =>
      act(actor, staffId, ip, async (tx, target) => {
        await updateAdmin(tx, target.id, { disabledAt: clock.now() });
        // Their cases and orders become unassigned (docs/product/staff-at-scale.md#assignment).
        await releaseAssignmentsOf(tx, target, {
          actor: `admin:${actor.username}`,
          ip,
          at: clock.now(),
        });
        return {
          action: 'staff.disabled',
          details: { sessionsEnded: await signOut(tx, target.id) },
        };
      }),

    enable: (actor: AdminIdentity, staffId: string, ip: string) =>
      act(actor, staffId, ip, async (tx, target) => {
        await updateAdmin(tx, target.id, { disabledAt: null });
        return { action: 'staff.enabled' };
      }),

    async resetPassword(actor: AdminIdentity, staffId: string, ip: string) {
      const temporary = await temporaryPassword();
      const member = await act(actor, staffId, ip, async (tx, target) => {
        const sessionsEnded = await setStaffPassword(tx, target.id, temporary.values.password, {
          temporaryUntil: temporary.values.temporaryPasswordExpiresAt,
          endSignIns: true,
        });
        return { action: 'staff.password_reset', details: { sessionsEnded } };
      });
      return { member, temporaryPassword: temporary.password };
    },

    resetTwoFactor: (actor: AdminIdentity, staffId: string, ip: string) =>
      act(actor, staffId, ip, async (tx, target) => {
        await clearTwoFactor(tx, target.id);
        const sessionsEnded = await signOut(tx, target.id);
        return { action: 'staff.two_factor_reset', details: { sessionsEnded } };
      }),

    endSessions: (actor: AdminIdentity, staffId: string, ip: string) =>
      act(actor, staffId, ip, async (tx, target) => ({
        action: 'staff.sessions_ended',
        details: { sessionsEnded: await signOut(tx, target.id) },
      })),
  };
}

export type StaffService = ReturnType<typeof createStaffService>;
