import { CliError, type CommandContext } from './command';

const MIN_LENGTH = 8;
const MAX_LENGTH = 1024;

/** A new password from the environment variable or, at a terminal, typed twice. */
export async function readNewPassword(
  ctx: CommandContext,
  envName: 'ADMIN_PASSWORD' | 'NEW_PASSWORD',
): Promise<string> {
  let password = ctx.passwordFromEnv(envName);
  if (password === undefined) {
    if (!ctx.io.interactive) {
      throw new CliError(`Define ${envName} o ejecuta el comando en una terminal para escribirla.`);
    }
    password = await ctx.io.promptSecret('Contraseña nueva: ');
    const again = await ctx.io.promptSecret('Repite la contraseña: ');
    if (again !== password) throw new CliError('Las contraseñas no coinciden.');
  }
  if (password.length < MIN_LENGTH || password.length > MAX_LENGTH) {
    throw new CliError(`La contraseña debe tener entre ${MIN_LENGTH} y ${MAX_LENGTH} caracteres.`);
  }
  return password;
}
