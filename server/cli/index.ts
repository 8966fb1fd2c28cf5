import { systemClock } from '../adapters/clock';
import { ConfigError, loadConfig, passwordFromEnv } from '../config';
import { openDatabase } from '../db/client';
import { DataFolderLockedError } from '../db/lock';
import { AppError } from '../errors';
import { CliError, type CliCommand, type CliIo, type StandaloneCliCommand } from './command';
import { adminCreate } from './commands/admin-create';
import { backup, backupVerify, restore } from './commands/backup';
import { dbMigrate } from './commands/db-migrate';
import { devchainFund } from './commands/devchain-fund';
import { devchainPay } from './commands/devchain-pay';
import { importUsers } from './commands/import-users';
import { userPassword } from './commands/user-password';
import { promptSecret } from './prompt';

const COMMANDS: Record<string, CliCommand | StandaloneCliCommand> = {
  'db:migrate': dbMigrate,
  import: importUsers,
  'admin:create': adminCreate,
  'user:password': userPassword,
  'devchain:fund': devchainFund,
  'devchain:pay': devchainPay,
  backup,
  restore,
  'backup:verify': backupVerify,
};

const io: CliIo = {
  out: (text) => process.stdout.write(text),
  err: (text) => process.stderr.write(text),
  interactive: Boolean(process.stdin.isTTY && process.stdout.isTTY),
  promptSecret,
};

function usage() {
  const lines = Object.values(COMMANDS).map((c) => `  ${c.usage.padEnd(24)} ${c.summary}`);
  return `Uso: npm run cli -- <comando>\n\nComandos:\n${lines.join('\n')}\n`;
}

/** Runs one command on the configured database (migrated first), holding PGlite's folder lock. */
async function main(argv: string[]): Promise<number> {
  const [name, ...args] = argv;
  const command = name ? COMMANDS[name] : undefined;
  if (!command) {
    if (name && name !== 'help' && name !== '--help') io.err(`Comando desconocido: ${name}\n\n`);
    io.err(usage());
    return name === 'help' || name === '--help' ? 0 : 2;
  }
  const config = loadConfig();
  if ('standalone' in command) return command.run({ config, io }, args).then(() => 0);
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
    poolSize: 4,
  });
  try {
    await database.migrate();
    await command.run(
      { database, io, clock: systemClock, passwordFromEnv: (n) => passwordFromEnv(n) },
      args,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    const known =
      err instanceof CliError ||
      err instanceof ConfigError ||
      err instanceof DataFolderLockedError ||
      err instanceof AppError;
    io.err(
      `${known ? (err as Error).message : `Error inesperado: ${String((err as Error)?.stack ?? err)}`}\n`,
    );
    process.exit(1);
  },
);
