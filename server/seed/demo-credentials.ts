import { verifyPassword } from '../adapters/crypto';
import type { DbOrTx } from '../db/client';
import { findAdminByUsername } from '../modules/admin/admin-auth.repo';
import { findUserByEmail } from '../modules/users/users.repo';
import { DEMO_ADMIN, DEMO_USERS, type DemoUser } from './demo-data';

export interface WorkingDemoCredentials {
  users: DemoUser[];
  admin: { needsSecondFactor: boolean } | undefined;
}

/**
 * The demo sign-ins that still work today: an account whose password was changed, that was
 * removed or (staff) disabled is not offered in the start-up banner.
 */
export async function workingDemoCredentials(db: DbOrTx): Promise<WorkingDemoCredentials> {
  const users: DemoUser[] = [];
  for (const demo of DEMO_USERS) {
    const row = await findUserByEmail(db, demo.email);
    if (row && (await verifyPassword(row.password, demo.password))) users.push(demo);
  }
  const admin = await findAdminByUsername(db, DEMO_ADMIN.username);
  const adminWorks =
    admin !== undefined &&
    admin.disabledAt === null &&
    (await verifyPassword(admin.password, DEMO_ADMIN.password));
  return {
    users,
    admin: adminWorks ? { needsSecondFactor: admin.totpEnabledAt !== null } : undefined,
  };
}

/** The banner's lines for the demo sign-ins that work (one line when none does). */
export function demoCredentialsText({ users, admin }: WorkingDemoCredentials): string {
  if (users.length === 0 && !admin) {
    return 'Credenciales de demostración: ninguna sigue vigente (se cambiaron sus contraseñas).\n';
  }
  const lines = ['Credenciales de demostración'];
  if (users.length > 0) {
    lines.push(`  Usuarios (contraseña ${users[0]!.password}):`);
    for (const u of users) {
      const wallets = `${u.wallets.length} ${u.wallets.length === 1 ? 'cartera' : 'carteras'}`;
      lines.push(`    ${u.email.padEnd(32)} ${wallets}`);
    }
  }
  if (admin) {
    const code = admin.needsSecondFactor ? ' y el código de su app de autenticación' : '';
    lines.push(`  Administrador: ${DEMO_ADMIN.username} / ${DEMO_ADMIN.password}${code}`);
  }
  return `${lines.join('\n')}\n`;
}
