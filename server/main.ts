import path from 'node:path';
import { createChainClient } from './adapters/chain';
import { systemClock } from './adapters/clock';
import { createMailer } from './adapters/mail';
import { createStorage } from './adapters/storage';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/client';

async function main() {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'pglite'),
  });
  await database.migrate();
  const mailer = createMailer(config);
  const storage = createStorage(config);
  const chain = createChainClient(config.chain);
  const app = await buildApp({ config, database, clock: systemClock, mailer, storage, chain });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await mailer.close?.();
    await database.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  const address = await app.listen({ port: config.port, host: config.host });
  const base = config.publicUrl ?? address.replace('127.0.0.1', 'localhost');
  process.stdout.write(
    `\n${config.appName} en marcha\n  App:   ${base}/\n  Admin: ${base}/${config.adminPathPrefix}/login\n` +
      `  Base de datos: ${database.kind === 'pglite' ? `PGlite (${path.join(config.dataDir, 'pglite')})` : 'PostgreSQL'}\n` +
      `  Correo: ${mailer.kind}\n\n`,
  );
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) {
    process.stderr.write(`${err.message}\n`);
  } else {
    process.stderr.write(`No se pudo iniciar: ${err instanceof Error ? err.stack : String(err)}\n`);
  }
  process.exit(1);
});
