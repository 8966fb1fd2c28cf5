import { adminRole } from '@schemas/admin';
import { ADMIN_ROLE_LABELS, ADMIN_ROLES, type AdminRole } from '@schemas/admin-roles';
import { STAFF_USERNAME } from '@schemas/staff';
import { createAdminAuthService } from '../../modules/staff/admin-auth.service';
import { CliError, type CliCommand } from '../command';
import { readNewPassword } from '../new-password';

const USAGE = `admin:create USUARIO [--role ${ADMIN_ROLES.join('|')}] [--reset-2fa]`;

function parseArgs(args: string[]) {
  let username: string | undefined;
  let role: AdminRole | undefined;
  let resetTwoFactor = false;
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg === '--reset-2fa') resetTwoFactor = true;
    else if (arg === '--role' || arg.startsWith('--role=')) {
      const value = arg === '--role' ? args[++i] : arg.slice('--role='.length);
      const parsed = adminRole.safeParse(value);
      if (!parsed.success) {
        throw new CliError(`Rol inválido: ${value ?? '(vacío)'}. Usa ${ADMIN_ROLES.join(', ')}.`);
      }
      role = parsed.data;
    } else if (!arg.startsWith('--') && username === undefined) username = arg;
    else throw new CliError(`Argumento desconocido: ${arg}. Uso: ${USAGE}`);
  }
  if (!username || !STAFF_USERNAME.test(username)) {
    throw new CliError(
      `Indica el usuario: de 3 a 100 letras, cifras, ".", "_", "-" o "@". Uso: ${USAGE}`,
    );
  }
  return { username, role, resetTwoFactor };
}

export const adminCreate: CliCommand = {
  usage: USAGE,
  summary:
    'Crea un miembro del personal (propietario si no se indica el rol) o, si existe, cambia su contraseña (ADMIN_PASSWORD o se pide), lo reactiva y cierra sus sesiones; --reset-2fa quita su verificación en dos pasos.',
  async run(ctx, args) {
    const { username, role, resetTwoFactor } = parseArgs(args);
    const password = await readNewPassword(ctx, 'ADMIN_PASSWORD');
    const result = await createAdminAuthService({
      db: ctx.database.db,
      clock: ctx.clock,
    }).createOrReset(username, password, role, { resetTwoFactor });
    const what = result.created ? 'creado' : 'actualizado';
    const twoFactor = resetTwoFactor ? ', sin verificación en dos pasos' : '';
    ctx.io.out(`Personal "${username}" ${what}: ${ADMIN_ROLE_LABELS[result.role]}${twoFactor}.\n`);
  },
};
