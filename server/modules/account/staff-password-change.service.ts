import type { Clock } from '../../adapters/clock';
import { hashPassword, sha256 } from '../../adapters/crypto';
import type { Db } from '../../db/client';
import { notFound } from '../../errors';
import { findAdminById, setStaffPassword } from '../staff/staff-accounts';
import { writeAudit } from '../audit/audit.service';
import { proveCurrentPassword } from './password-change.service';

/**
 * A signed-in staff member changes their own password in 'Mi cuenta'
 * (docs/decisions/password-change.md): the creditor's rules — current password first (a wrong
 * one is an 'admin-login' guess), a new one of the shared rules, not the same — then in one
 * transaction the new hash, every other panel session ended and the audit line.
 */
export function createStaffPasswordChange({ db, clock }: { db: Db; clock: Clock }) {
  return {
    async change(
      admin: { id: string; username: string },
      token: string,
      ip: string,
      input: { currentPassword: string; newPassword: string },
    ) {
      const row = await findAdminById(db, admin.id);
      if (!row) throw notFound('Tu cuenta ya no existe.');
      await proveCurrentPassword(
        { db, clock, scope: 'admin-login', account: row.username.toLowerCase(), ip },
        row.password,
        input,
      );
      return db.transaction(async (tx) => {
        const sessionsEnded = await setStaffPassword(
          tx,
          row.id,
          await hashPassword(input.newPassword),
          {
            keepTokenId: sha256(token),
          },
        );
        await writeAudit(
          tx,
          {
            actor: `admin:${row.username}`,
            action: 'admin.password_changed',
            target: `admin:${row.username}`,
            details: { sessionsEnded },
            ip,
          },
          clock.now(),
        );
        return { sessionsEnded };
      });
    },
  };
}

export type StaffPasswordChange = ReturnType<typeof createStaffPasswordChange>;
