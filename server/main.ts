import path from 'node:path';
import { startServerDevChain } from '../devchain/server-chain';
import { createChainClient } from './adapters/chain';
import { systemClock } from './adapters/clock';
import { createMailer, type Mailer } from './adapters/mail';
import { createStorage, type ObjectStorage } from './adapters/storage';
import { buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { DataFolderLockedError } from './db/lock';
import { demoCredentialsText, workingDemoCredentials } from './seed/demo-credentials';
import { seedDemoIdPhotos } from './seed/demo-id-photos';
import { seedDemoMediation } from './seed/demo-mediation';
import { hasDemoData, seedDemoData } from './seed/seed-demo';

/** Things to close on shutdown, last opened first closed. */
type Closer = () => Promise<void>;

async function openMigratedDatabase(config: Config): Promise<Database> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: config.pgliteDir,
  });
  await database.migrate();
  return database;
}

/** Outside production an empty database gets the demo data; answers whether it is there. */
async function prepareDemoData(
  config: Config,
  database: Database,
  storage: ObjectStorage,
): Promise<boolean> {
  if (config.isProduction) return false;
  if (await seedDemoData(database.db)) {
    await seedDemoIdPhotos(database.db, storage, systemClock);
    await seedDemoMediation(database.db, storage, systemClock);
    process.stdout.write('Base de datos vacía: se cargaron los datos de demostración.\n');
    return true;
  }
  return hasDemoData(database.db);
}

function banner(config: Config, address: string, database: Database, mailer: Mailer) {
  const base = config.publicUrl?.replace(/\/$/, '') ?? address.replace('127.0.0.1', 'localhost');
  const storage = database.kind === 'pglite' ? `PGlite (${config.pgliteDir})` : 'PostgreSQL';
  const files = config.s3
    ? `S3 (${config.s3.bucket}), compartido por todas las instancias`
    : `disco (${path.join(config.dataDir, 'objects')}): solo para una instancia`;
  return [
    '',
    `${config.appName} en marcha`,
    `  App:            ${base}/`,
    `  Administración: ${base}/${config.adminPathPrefix}/login`,
    `  Base de datos:  ${storage}`,
    `  Archivos:       ${files}`,
    `  Correo:         ${mailer.kind}`,
    '',
  ].join('\n');
}

function stopOnSignals(closers: Closer[], log: (message: string) => void) {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log(`${signal}: deteniendo…`);
    let code = 0;
    for (const close of [...closers].reverse()) {
      await close().catch((err: unknown) => {
        code = 1;
        process.stderr.write(`Error al cerrar: ${String(err)}\n`);
      });
    }
    process.exit(code);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

async function main() {
  const config = loadConfig();
  const closers: Closer[] = [];
  const database = await openMigratedDatabase(config);
  closers.push(() => database.close());
  const storage = createStorage(config);
  const demo = await prepareDemoData(config, database, storage);
  // Outside production with no ETH_RPC_URL: a local chain with the test USDT (after the seed).
  const devChain = await startServerDevChain(config, database);
  if (devChain) closers.push(devChain.stop);
  const appConfig = devChain?.config ?? config;

  const mailer = createMailer(config);
  closers.push(async () => mailer.close?.());
  const chain = createChainClient(appConfig.chain);
  const app = await buildApp({
    config: appConfig,
    database,
    clock: systemClock,
    mailer,
    storage,
    chain,
  });
  closers.push(() => app.close());
  stopOnSignals(closers, (message) => app.log.info(message));

  const address = await app.listen({ port: config.port, host: config.host });
  const demoLines = demo && demoCredentialsText(await workingDemoCredentials(database.db));
  // One write, so the banner reaches the terminal (or a pipe) whole.
  const parts = [banner(config, address, database, mailer), demoLines, devChain?.banner];
  process.stdout.write(`${parts.filter(Boolean).join('\n')}\n`);
}

main().catch((err: unknown) => {
  const code = (err as NodeJS.ErrnoException)?.code;
  if (err instanceof ConfigError || err instanceof DataFolderLockedError) {
    process.stderr.write(`${err.message}\n`);
  } else if (code === 'EADDRINUSE') {
    process.stderr.write(
      `No se pudo iniciar: el puerto ya está en uso. Detén el otro proceso o define PORT.\n`,
    );
  } else {
    process.stderr.write(`No se pudo iniciar: ${err instanceof Error ? err.stack : String(err)}\n`);
  }
  process.exit(1);
});
