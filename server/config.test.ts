import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, DEV_MEDIATION_TEST_EMAIL, loadConfig, passwordFromEnv } from './config';

let dir: string;
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'cartera-config-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const problemsOf = (env: Record<string, string>) => {
  try {
    loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) return err;
    throw err;
  }
  throw new Error('loadConfig accepted the environment');
};

const PRODUCTION = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://app@db:5432/cartera',
  ADMIN_PATH_PREFIX: 'panel-0123456789abcdef',
  DATA_ENCRYPTION_KEY: 'ab'.repeat(32),
  ETH_RPC_URL: 'https://rpc.example.com',
  SMTP_URL: 'smtp://smtp.example.com:587',
  MAIL_FROM: 'Cartera USDT <no-reply@cartera.mx>',
  SINGLE_INSTANCE: 'on',
  SIGNING_P12_FILE: '/run/secrets/firma.p12',
};

describe('loadConfig', () => {
  it('runs with no settings at all outside production', () => {
    const config = loadConfig({ DATA_DIR: path.join(dir, 'fresh') });
    expect(config).toMatchObject({
      env: 'development',
      isProduction: false,
      port: 5000,
      host: '127.0.0.1',
      dataDir: path.join(dir, 'fresh'),
      pgliteDir: path.join(dir, 'fresh', 'pglite'),
      databaseUrl: undefined,
      installGate: true,
      adminRequire2fa: false,
      trustProxy: false,
      logLevel: 'info',
      mail: { smtpUrl: undefined, sendgridApiKey: undefined },
      s3: undefined,
    });
    expect(config.adminPathPrefix).toMatch(/^admin-[0-9a-f]{24}$/);
    expect(config.dataEncryptionKey).toMatch(/^[0-9a-f]{64}$/);
  });

  it('generates the development secrets once into DATA_DIR and reuses them', () => {
    const dataDir = path.join(dir, 'secrets');
    const first = loadConfig({ DATA_DIR: dataDir });
    const second = loadConfig({ DATA_DIR: dataDir });
    expect(second.adminPathPrefix).toBe(first.adminPathPrefix);
    expect(second.dataEncryptionKey).toBe(first.dataEncryptionKey);
    const file = path.join(dataDir, 'secrets.json');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({
      adminPathPrefix: first.adminPathPrefix,
      dataEncryptionKey: first.dataEncryptionKey,
    });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(loadConfig({ DATA_DIR: path.join(dir, 'other') }).adminPathPrefix).not.toBe(
      first.adminPathPrefix,
    );
    expect(
      loadConfig({ DATA_DIR: dataDir, ADMIN_PATH_PREFIX: 'mi-panel-secreto-1234' }).adminPathPrefix,
    ).toBe('mi-panel-secreto-1234');
  });

  it('stops production start-up with one list of every missing setting', () => {
    const error = problemsOf({ NODE_ENV: 'production', DATA_DIR: path.join(dir, 'prod') });
    expect(error.problems).toEqual([
      'DATABASE_URL es obligatoria en producción',
      'ADMIN_PATH_PREFIX es obligatoria en producción',
      'DATA_ENCRYPTION_KEY es obligatoria en producción',
      'ETH_RPC_URL es obligatoria en producción',
      'SMTP_URL o SENDGRID_API_KEY es obligatoria en producción',
      'MAIL_FROM es obligatoria en producción',
      'SIGNING_P12_FILE es obligatoria en producción',
      expect.stringMatching(
        /^Sin S3_\* las fotos de identificación se guardan en DATA_DIR\/objects/,
      ),
    ]);
    expect(error.message.split('\n')).toHaveLength(9);
    expect(error.message).toMatch(/^Configuración inválida:\n {2}- DATABASE_URL/);
  });

  it('accepts a complete production configuration and refuses turning the install gate off', () => {
    const config = loadConfig(PRODUCTION);
    expect(config).toMatchObject({ isProduction: true, host: '0.0.0.0', installGate: true });
    expect(problemsOf({ ...PRODUCTION, INSTALL_GATE: 'off' }).problems).toEqual([
      'INSTALL_GATE=off no se permite en producción',
    ]);
  });

  it('requires a second factor for operators and owners in production, optional elsewhere', () => {
    expect(loadConfig(PRODUCTION).adminRequire2fa).toBe(true);
    expect(problemsOf({ ...PRODUCTION, ADMIN_REQUIRE_2FA: 'off' }).problems).toEqual([
      'ADMIN_REQUIRE_2FA=off no se permite en producción',
    ]);
    const dev = { DATA_DIR: path.join(dir, 'fresh') };
    expect(loadConfig({ ...dev, NODE_ENV: 'test' }).adminRequire2fa).toBe(false);
    expect(loadConfig({ ...dev, ADMIN_REQUIRE_2FA: 'on' }).adminRequire2fa).toBe(true);
  });

  it('lists every malformed value', () => {
    const error = problemsOf({
      PORT: 'cinco mil',
      ADMIN_PATH_PREFIX: 'corto',
      DATA_ENCRYPTION_KEY: 'xyz',
      DATABASE_URL: 'no es url',
      TRUST_PROXY: 'quizá',
    });
    expect(error.problems.map((p) => p.split(':')[0])).toEqual([
      'PORT',
      'DATABASE_URL',
      'ADMIN_PATH_PREFIX',
      'TRUST_PROXY',
      'DATA_ENCRYPTION_KEY',
    ]);
  });

  it('sends the mediation test documents to MEDIATION_TEST_EMAIL, with a default only outside production', () => {
    expect(loadConfig({ DATA_DIR: dir }).mail.mediationTestEmail).toBe(DEV_MEDIATION_TEST_EMAIL);
    expect(loadConfig(PRODUCTION).mail.mediationTestEmail).toBeUndefined();
    expect(
      loadConfig({ ...PRODUCTION, MEDIATION_TEST_EMAIL: 'pruebas@cartera.mx' }).mail
        .mediationTestEmail,
    ).toBe('pruebas@cartera.mx');
    expect(problemsOf({ DATA_DIR: dir, MEDIATION_TEST_EMAIL: 'sin-arroba' }).problems).toEqual([
      'MEDIATION_TEST_EMAIL: debe ser un correo electrónico',
    ]);
  });

  it('in production, keeps uploads on local disk only when told there is one instance', () => {
    const { SINGLE_INSTANCE: _one, ...severalMaybe } = PRODUCTION;
    expect(problemsOf(severalMaybe).problems).toEqual([
      'Sin S3_* las fotos de identificación se guardan en DATA_DIR/objects, que solo ve esta ' +
        'instancia: con varias instancias configura S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID y ' +
        'S3_SECRET_ACCESS_KEY; con una sola, define SINGLE_INSTANCE=on',
    ]);
    const s3 = {
      S3_ENDPOINT: 'https://s3.example.com',
      S3_BUCKET: 'fotos',
      S3_ACCESS_KEY_ID: 'clave',
      S3_SECRET_ACCESS_KEY: 'secreto',
    };
    expect(loadConfig({ ...severalMaybe, ...s3 }).s3).toMatchObject({ bucket: 'fotos' });
    expect(loadConfig({ DATA_DIR: dir }).s3).toBeUndefined();
  });

  it('wants the four S3 settings together', () => {
    const error = problemsOf({ DATA_DIR: dir, S3_BUCKET: 'fotos' });
    expect(error.problems).toEqual([
      'S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY van juntas: faltan algunas',
    ]);
  });

  it('reads TRUST_PROXY as a number of proxies, never as trust-everything', () => {
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: 'on' }).trustProxy).toBe(1);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(loadConfig({ DATA_DIR: dir, TRUST_PROXY: 'off' }).trustProxy).toBe(false);
  });

  it('reads BLOCKED_DESTINATIONS as a comma-separated list of addresses and names a bad one', () => {
    const a = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
    const b = '0x3c44cdddb6a900fa2b585dd299e03d12fa4293bc';
    const base = { DATA_DIR: path.join(dir, 'blocked') };
    expect(loadConfig(base).blockedDestinations).toEqual([]);
    expect(
      loadConfig({ ...base, BLOCKED_DESTINATIONS: ` ${a}, ${b} ,` }).blockedDestinations,
    ).toEqual([a, b]);
    const error = problemsOf({ ...base, BLOCKED_DESTINATIONS: `${a},0x12` });
    expect(error.problems).toEqual([
      'BLOCKED_DESTINATIONS.1: cada dirección debe ser 0x y 40 caracteres hexadecimales',
    ]);
  });

  it('treats empty variables as unset', () => {
    const config = loadConfig({ DATA_DIR: dir, PORT: '', DATABASE_URL: '', TRUST_PROXY: '' });
    expect(config).toMatchObject({ port: 5000, databaseUrl: undefined, trustProxy: false });
    expect(passwordFromEnv('ADMIN_PASSWORD', { ADMIN_PASSWORD: '' })).toBeUndefined();
    expect(passwordFromEnv('NEW_PASSWORD', { NEW_PASSWORD: 'clave' })).toBe('clave');
  });
});
