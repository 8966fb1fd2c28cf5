import { verifyPassword } from '../adapters/crypto';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD } from './demo-assignment';
import type { DbOrTx } from '../db/client';
import { findAdminByUsername } from '../modules/staff/staff.repo';
import { findUserByEmail } from '../modules/users/users.repo';
import { DEMO_ADMIN, DEMO_USERS, type DemoUser } from './demo-data';
import { mediationStageLabel } from '@schemas/mediation-stages';
import { DEMO_CASES, FEATURED_CASE, type DemoCase } from './demo-mediation';

export interface WorkingDemoCredentials {
  users: (DemoUser | DemoCase)[];
  admin: { needsSecondFactor: boolean } | undefined;
}

/**
 * The demo sign-ins that still work today: an account whose password was changed, that was
 * removed or (staff) disabled is not offered in the start-up banner.
 */
export async function workingDemoCredentials(db: DbOrTx): Promise<WorkingDemoCredentials> {
  const users: (DemoUser | DemoCase)[] = [];
  // The seed shares one hash among the demo users: each distinct hash is checked once.
  const checked = new Map<string, Promise<boolean>>();
  const works = (hash: string, password: string) => {
    const key = `${hash}\0${password}`;
    if (!checked.has(key)) checked.set(key, verifyPassword(hash, password));
    return checked.get(key)!;
  };
  for (const demo of [...DEMO_USERS, ...DEMO_CASES]) {
    const row = await findUserByEmail(db, demo.email);
    if (row && (await works(row.password, demo.password))) users.push(demo);
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

const walletCount = (u: DemoUser) =>
  `${u.wallets.length} ${u.wallets.length === 1 ? 'cartera' : 'carteras'}`;
const inMediation = (u: DemoUser | DemoCase): u is DemoCase => 'stage' in u;

/**
 * The banner's lines for the demo sign-ins that work (one line when none does): the users
 * without a mediation case, then those with one (each with its stage; the featured case first),
 * then the admin.
 */
export function demoCredentialsText({ users, admin }: WorkingDemoCredentials): string {
  if (users.length === 0 && !admin) {
    return 'Credenciales de demostración: ninguna sigue vigente (se cambiaron sus contraseñas).\n';
  }
  const lines = ['Credenciales de demostración'];
  if (users.length > 0) lines.push(`  Usuarios (contraseña ${users[0]!.password}):`);
  const plain = users.filter((u) => !inMediation(u));
  if (plain.length > 0) {
    lines.push('    Sin caso de mediación:');
    for (const u of plain) lines.push(`      ${u.email.padEnd(32)} ${walletCount(u)}`);
  }
  const cases = users
    .filter(inMediation)
    .sort((a, b) => Number(b === FEATURED_CASE) - Number(a === FEATURED_CASE));
  if (cases.length > 0) {
    lines.push("    Con caso de mediación ('Mi proceso de mediación'):");
    for (const u of cases) {
      lines.push(`      ${u.email.padEnd(32)} ${walletCount(u)} · ${mediationStageLabel(u.stage)}`);
    }
  }
  if (admin) {
    const code = admin.needsSecondFactor ? ' y el código de su app de autenticación' : '';
    lines.push(`  Administrador: ${DEMO_ADMIN.username} / ${DEMO_ADMIN.password}${code}`);
    const operators = DEMO_STAFF.map((s) => s.username).join(', ');
    lines.push(`  Operadores: ${operators} / ${DEMO_STAFF_PASSWORD}`);
  }
  return `${lines.join('\n')}\n`;
}
