import { execFile, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selfSignedP12 } from '../server/adapters/pdf/pdf-seal';
import { productionCopy } from './support/production-copy';
import { startLocalS3, type LocalS3 } from './support/s3-server';
import { freePort } from '../e2e/support/server';

/**
 * The container's contract without a Docker daemon: the Dockerfile's own CMD and HEALTHCHECK,
 * run as an unprivileged user with NODE_ENV=production against PostgreSQL and a local S3, then
 * stopped with SIGTERM, from a copy of the image's files with only the production dependencies
 * and read-only directories. Needs DATABASE_URL (a PostgreSQL server).
 */
const dockerfile = readFileSync('Dockerfile', 'utf8');
const jsonInstruction = (pattern: RegExp) =>
  JSON.parse(pattern.exec(dockerfile.replace(/\\\n\s*/g, ''))![1]!) as string[];
const COMMAND = jsonInstruction(/^CMD (\[.*\])$/m);
const HEALTHCHECK = jsonInstruction(/^HEALTHCHECK .*CMD (\[.*\])$/m);
const serverUrl = process.env.DATABASE_URL;
const P12_PASSWORD = 'clave-del-sello';
/** As the image's `node` user would: without root (nobody here). */
const unprivileged = (argv: string[]) =>
  process.getuid?.() === 0 && existsSync('/usr/bin/setpriv')
    ? ['/usr/bin/setpriv', '--reuid=65534', '--regid=65534', '--clear-groups', ...argv]
    : argv;
const withNode = (argv: string[]) => argv.map((a) => (a === 'node' ? process.execPath : a));

describe.runIf(serverUrl)('the container command', () => {
  let s3: LocalS3;
  let dataDir: string;
  let database: string;
  let app: ReturnType<typeof productionCopy>;
  beforeAll(async () => {
    app = productionCopy();
    s3 = await startLocalS3();
    dataDir = mkdtempSync(path.join(tmpdir(), 'cartera-contenedor-'));
    chmodSync(dataDir, 0o777);
    database = `cartera_contenedor_${randomBytes(5).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${database}`);
    await admin.end();
  }, 120_000);
  afterAll(async () => {
    app?.remove();
    await s3?.close();
    rmSync(dataDir, { recursive: true, force: true });
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${database} with (force)`);
    await admin.end();
  });

  it('starts in production as an unprivileged user, passes its health check and stops cleanly on SIGTERM', async () => {
    const port = String(await freePort());
    const url = new URL(serverUrl!);
    url.pathname = `/${database}`;
    // Production requires the seal's key (docs/decisions/signed-agreement.md).
    const p12File = path.join(dataDir, 'sello.p12');
    writeFileSync(p12File, selfSignedP12('Contrato', P12_PASSWORD), { mode: 0o644 });
    const env = {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: port,
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      ADMIN_PATH_PREFIX: 'admin-contrato-0123456789abcdef',
      DATA_ENCRYPTION_KEY: '55'.repeat(32),
      SIGNING_P12_FILE: p12File,
      SIGNING_P12_PASSWORD: P12_PASSWORD,
      ETH_RPC_URL: 'http://127.0.0.1:9/',
      SMTP_URL: 'smtp://127.0.0.1:9',
      MAIL_FROM: 'Cartera USDT <no-reply@example.com>',
      LOG_LEVEL: 'warn',
      ...s3.env,
    };
    const [command, ...args] = unprivileged(withNode(COMMAND));
    // The development tools are gone, the runtime ones are there.
    expect([app.has('vitest'), app.has('@foundry-rs/anvil'), app.has('tsx')]).toEqual([
      false,
      false,
      true,
    ]);
    const child = spawn(command!, args, { env, cwd: app.dir });
    let output = '';
    child.stdout.on('data', (c: Buffer) => (output += c.toString()));
    child.stderr.on('data', (c: Buffer) => (output += c.toString()));
    const exited = new Promise<number | null>((resolve) =>
      child.on('exit', (code) => resolve(code)),
    );
    const healthcheck = () =>
      new Promise<number>((resolve) => {
        const [hc, ...hcArgs] = unprivileged(withNode(HEALTHCHECK));
        execFile(hc!, hcArgs, { env, cwd: app.dir }, (error) =>
          resolve(error ? Number(error.code ?? 1) : 0),
        );
      });
    const deadline = Date.now() + 90_000;
    let healthy = 1;
    while (Date.now() < deadline && child.exitCode === null) {
      healthy = await healthcheck();
      if (healthy === 0) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    expect(healthy, output).toBe(0);
    expect(output).toMatch(/en marcha/);
    child.kill('SIGTERM');
    expect(await exited, output).toBe(0);
    expect(await healthcheck()).not.toBe(0);
  }, 150_000);
});
