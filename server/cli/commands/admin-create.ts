import { createAdminAuthService } from '../../modules/admin/admin-auth.service';
import { CliError, type CliCommand } from '../command';
import { readNewPassword } from '../new-password';

const USERNAME = /^[A-Za-z0-9._@-]{3,100}$/;

export const adminCreate: CliCommand = {
  usage: 'admin:create USUARIO',
  summary:
    'Crea un administrador o cambia su contraseña (ADMIN_PASSWORD o se pide); cierra sus sesiones.',
  async run(ctx, [username]) {
    if (!username || !USERNAME.test(username)) {
      throw new CliError(
        'Indica el usuario: de 3 a 100 letras, cifras, ".", "_", "-" o "@". Uso: admin:create USUARIO',
      );
    }
    const password = await readNewPassword(ctx, 'ADMIN_PASSWORD');
    await createAdminAuthService({ db: ctx.database.db, clock: ctx.clock }).createOrReset(
      username,
      password,
    );
    ctx.io.out(`Administrador "${username}" listo.\n`);
  },
};
