import { createUserPasswordService } from '../../modules/users/user-password.service';
import { CliError, type CliCommand } from '../command';
import { readNewPassword } from '../new-password';

export const userPassword: CliCommand = {
  usage: 'user:password CORREO',
  summary: 'Cambia la contraseña de un usuario (NEW_PASSWORD o se pide) y cierra sus sesiones.',
  async run(ctx, [email]) {
    if (!email) throw new CliError('Indica el correo del usuario. Uso: user:password CORREO');
    const password = await readNewPassword(ctx, 'NEW_PASSWORD');
    const changed = await createUserPasswordService({ db: ctx.database.db }).setPassword(
      email,
      password,
    );
    ctx.io.out(`Contraseña de ${changed} cambiada; sus sesiones se cerraron.\n`);
  },
};
