import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { startServerDevChain } from '../devchain/server-chain';
import { createChainClient } from './adapters/chain';
import { systemClock } from './adapters/clock';
import { createMailer, type Mailer } from './adapters/mail';
import { createStorage, type ObjectStorage } from './adapters/storage';
import { buildApp } from './app';
import { listenMetrics } from './plugins/metrics';
import { type Config, ConfigError, loadConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { DataFolderLockedError } from './db/lock';
import { demoCredentialsText, workingDemoCredentials } from './seed/demo-credentials';
import { seedDemoIdPhotos } from './seed/demo-id-photos';
import { seedDemoAssignments } from './seed/demo-assignment';
import { seedDemoMediation } from './seed/demo-mediation';
import { seedDemoBulkJobs } from './seed/demo-bulk-jobs';
import { loadSigningKey } from './adapters/pdf/pdf-seal';
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
    await seedDemoMediation(database.db, storage, systemClock, {
      issuer: config.appName,
      expiryDays: config.agreement.expiryDays,
      // The same development key the app seals with (docs/decisions/signed-agreement.md#the-seal).
      signingKey: () =>
        loadSigningKey({
          p12File: config.agreement.p12File,
          password: config.agreement.p12Password,
          dataDir: config.dataDir,
          issuer: config.appName,
        }),
      verifyUrlBase: config.publicUrl ?? `http://localhost:${config.port}`,
    });
    await seedDemoBulkJobs(database.db, systemClock);
    await seedDemoAssignments(database.db, systemClock);
    process.stdout.write('Base de datos vacía: se cargaron los datos de demostración.\n');
    return true;
  }
  return hasDemoData(database.db);
}

const mailFolder = (config: Config) => path.join(config.dataDir, 'mail');

function banner(config: Config, address: string, database: Database, mailer: Mailer) {
  const base = config.publicUrl?.replace(/\/$/, '') ?? address.replace('127.0.0.1', 'localhost');
  const storage = database.kind === 'pglite' ? `PGlite (${config.pgliteDir})` : 'PostgreSQL';
  const files = config.s3
    ? `S3 (${config.s3.bucket}), compartido por todas las instancias`
    : `disco (${path.join(config.dataDir, 'objects')}): solo para una instancia`;
  const mail =
    mailer.kind === 'console'
      ? `consola; cada correo y sus adjuntos también en ${mailFolder(config)}`
      : mailer.kind;
  const installGate = config.installGate
    ? 'exigida: la app pide instalarse antes de iniciar sesión (INSTALL_GATE=off para entrar desde el navegador)'
    : 'desactivada: se inicia sesión desde el navegador (INSTALL_GATE=on para exigirla)';
  const secondFactor = config.adminRequire2fa
    ? 'obligatoria para operadores y dueños (ADMIN_REQUIRE_2FA=off para no exigirla)'
    : 'opcional (ADMIN_REQUIRE_2FA=on para exigirla)';
  return [
    '',
    `${config.appName} en marcha (Ctrl+C para detener)`,
    `  App:            ${base}/`,
    `  Administración: ${base}/${config.adminPathPrefix}/login`,
    `  Base de datos:  ${storage}`,
    `  Archivos:       ${files}`,
    `  Correo:         ${mail}`,
    `  Instalación:    ${installGate}`,
    `  2FA personal:   ${secondFactor}`,
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
    if (code === 0) log('Detenido.');
    process.exit(code);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

/**
 * Listens; at the development console's default level without Fastify's English 'Server
 * listening at …' line (the banner says it), by raising the log level for that one call.
 */
async function listenQuietly(app: FastifyInstance, config: Config) {
  const level = app.log.level;
  if (!config.isProduction && level === 'info') app.log.level = 'warn';
  try {
    return await app.listen({ port: config.port, host: config.host });
  } finally {
    app.log.level = level;
  }
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

  const mailer = createMailer(config, {
    saveTo: config.isProduction ? undefined : mailFolder(config),
  });
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
  // In development the banner says start and stop, in Spanish, once; production logs JSON.
  stopOnSignals(closers, (message) =>
    config.isProduction ? app.log.info(message) : process.stdout.write(`${message}\n`),
  );

  // Every fact of the banner is known before the server listens, and the banner is written in
  // the same turn as the listen resolves: no request is answered before it appears.
  const demoLines = demo && demoCredentialsText(await workingDemoCredentials(database.db));
  const address = await listenQuietly(app, config);
  const { port: metricsPort, token: metricsToken } = config.metrics;
  if (metricsPort !== undefined) {
    const listener = await listenMetrics(app.metrics, {
      port: metricsPort,
      host: config.host,
      token: metricsToken,
    });
    closers.push(listener.close);
  }
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
