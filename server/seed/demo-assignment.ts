import type { Clock } from '../adapters/clock';
import { hashPassword } from '../adapters/crypto';
import type { Db } from '../db/client';
import { findAdminByUsername, upsertAdmin } from '../modules/staff/staff.repo';
import { assignInTx } from '../modules/assignment/assignment.service';
import { findUserByEmail } from '../modules/users/users.repo';

/** Two demo operators, so that assignment shows after `npm start` (docs/product/staff-at-scale.md#assignment). */
export const DEMO_STAFF = [
  { username: 'laura.mendez', role: 'operator' },
  { username: 'diego.ramos', role: 'operator' },
] as const;
export const DEMO_STAFF_PASSWORD = 'Operador-Demo-2026';

/** Demo cases and whom they are assigned to; the others stay 'Sin asignar'. */
export const DEMO_ASSIGNED_CASES = [
  { email: 'rodrigo@demo.cartera.mx', username: 'laura.mendez' },
  { email: 'miguel@demo.cartera.mx', username: 'diego.ramos' },
  { email: 'renata@demo.cartera.mx', username: 'laura.mendez' },
] as const;

/**
 * The demo operators, and a few demo cases assigned to them through the same step staff take
 * (audited, on each case's timeline). Runs after seedDemoMediation.
 */
export async function seedDemoAssignments(db: Db, clock: Clock) {
  const hash = await hashPassword(DEMO_STAFF_PASSWORD);
  for (const staff of DEMO_STAFF) await upsertAdmin(db, staff.username, hash, staff.role);
  for (const { email, username } of DEMO_ASSIGNED_CASES) {
    const [user, staff] = await Promise.all([
      findUserByEmail(db, email),
      findAdminByUsername(db, username),
    ]);
    if (!user || !staff) continue;
    const assigner = { id: staff.id, username, role: 'operator' as const };
    await db.transaction((tx) =>
      assignInTx(tx, { kind: 'case', id: user.id, assigneeId: staff.id }, assigner, {
        actor: `admin:${username}`,
        at: clock.now(),
      }),
    );
  }
}
