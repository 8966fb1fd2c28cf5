import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** on/off (also true/false, 1/0); unset stays undefined so the default can depend on NODE_ENV. */
const optionalFlag = z
  .enum(['on', 'off', 'true', 'false', '1', '0'])
  .optional()
  .transform((v) => (v === undefined ? undefined : ['on', 'true', '1'].includes(v)));
const flag = (fallback: boolean) => optionalFlag.transform((v) => v ?? fallback);

const optionalUrl = z.url().optional();

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().min(1).optional(),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: optionalUrl,
  ADMIN_PATH_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9_-]{16,}$/, 'debe tener al menos 16 letras, cifras, - o _')
    .optional(),
  INSTALL_GATE: flag(true),
  ADMIN_REQUIRE_2FA: optionalFlag,
  /** off, on (one proxy in front) or the number of proxies in front: never "trust everything". */
  TRUST_PROXY: z
    .string()
    .regex(/^(on|off|true|false|\d{1,2})$/, 'debe ser off, on o el número de proxies delante')
    .optional()
    .transform((v) => {
      if (v === undefined || v === 'off' || v === 'false' || v === '0') return false;
      return v === 'on' || v === 'true' ? 1 : Number(v);
    }),
  APP_NAME: z.string().min(1).default('Cartera USDT'),
  PUBLIC_URL: optionalUrl,
  SUPPORT_CONTACT: z
    .string()
    .trim()
    .min(3, 'debe nombrar un canal: un correo, un teléfono o una página')
    .max(200, 'debe tener como máximo 200 caracteres')
    .regex(/^[^\r\n]*$/, 'debe ser una sola línea')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  SMTP_URL: optionalUrl,
  SENDGRID_API_KEY: z.string().min(1).optional(),
  SENDGRID_API_URL: z.url().default('https://api.sendgrid.com'),
  MAIL_FROM: z.string().min(3).optional(),
  MEDIATION_TEST_EMAIL: z.email('debe ser un correo electrónico').optional(),
  DATA_ENCRYPTION_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'debe ser una clave de 32 bytes en hexadecimal (64 caracteres)')
    .optional(),
  ETH_RPC_URL: optionalUrl,
  USDT_CONTRACT_ADDRESS: z
    .string()
    .regex(/^0x[0-9a-fA-F]{40}$/)
    .default('0xdAC17F958D2ee523a2206206994597C13D831ec7'),
  /** Addresses no withdrawal may go to, comma-separated (an exchange's deposit address…). */
  BLOCKED_DESTINATIONS: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((a) => a.trim())
        .filter(Boolean),
    )
    .pipe(
      z.array(
        z
          .string()
          .regex(/^0x[0-9a-fA-F]{40}$/, 'cada dirección debe ser 0x y 40 caracteres hexadecimales'),
      ),
    ),
  /** Blocks the follower stays behind the head (docs/decisions/chain-follower.md); default by chain id. */
  CHAIN_CONFIRMATIONS: z.coerce.number().int().min(0).max(1000).optional(),
  /** Where a new database's follower starts (default: the head when it first runs). */
  CHAIN_START_BLOCK: z.coerce.number().int().min(0).optional(),
  /** The balance follower and refresher (default on, off in tests, which run the passes themselves). */
  CHAIN_SYNC: optionalFlag,
  CHAIN_POLL_MS: z.coerce.number().int().min(100).max(600_000).default(3_000),
  ETHERSCAN_API_URL: optionalUrl,
  ETHERSCAN_API_KEY: z.string().optional(),
  EXPLORER_URL: z.url().default('https://etherscan.io'),
  S3_ENDPOINT: optionalUrl,
  S3_BUCKET: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** on: exactly one app instance runs (required in production to keep uploads on local disk). */
  SINGLE_INSTANCE: flag(false),
  /** Prometheus metrics on their own port (never the public one); unset: no metrics port. */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  /** Without METRICS_PORT: /metrics on the public port for this bearer token only. */
  METRICS_TOKEN: z.string().min(24, 'debe tener al menos 24 caracteres').optional(),
  SESSION_MAX_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Days an issued settlement agreement may be signed (docs/product/signed-agreement.md#issuing-the-agreement). */
  AGREEMENT_EXPIRY_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** The PKCS#12 key that seals signed agreements (PAdES); generated in development. */
  SIGNING_P12_FILE: z.string().optional(),
  SIGNING_P12_PASSWORD: z.string().optional(),
  SESSION_IDLE_DAYS: z.coerce.number().int().min(1).max(365).default(7),
  /** New orders are refused this long after a password reset or change (docs/product/payout-safety.md#payout-freeze). */
  PAYOUT_FREEZE_HOURS: z.coerce
    .number()
    .int()
    .min(0)
    .max(24 * 90)
    .default(72),
  /** Orders of at least this many USDT need two staff approvals (docs/product/payout-safety.md#dual-approval). */
  PAYOUT_DUAL_APPROVAL_USDT: z
    .string()
    .trim()
    .regex(/^\d+(\.\d{1,6})?$/, 'debe ser una cantidad de USDT, p. ej. 10000 o 2500.50')
    .default('10000'),
});

export type Env = z.input<typeof envSchema>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Outside production the test documents go here unless MEDIATION_TEST_EMAIL says otherwise. */
export const DEV_MEDIATION_TEST_EMAIL = 'documentos.prueba@example.com';

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** The embedded database's folder (used when databaseUrl is unset). */
  pgliteDir: string;
  adminPathPrefix: string;
  installGate: boolean;
  /** Operators and owners must sign in with a second factor (TOTP). */
  adminRequire2fa: boolean;
  /** Proxies in front whose X-Forwarded-* headers are believed (false: none). */
  trustProxy: false | number;
  appName: string;
  publicUrl: string | undefined;
  /** SUPPORT_CONTACT: the channel creditors are told to use (docs/product/e-mail.md#what-is-sent). */
  supportContact: string | undefined;
  logLevel: string;
  mail: {
    smtpUrl: string | undefined;
    sendgridApiKey: string | undefined;
    sendgridApiUrl: string;
    from: string;
    /** Where 'Enviar documentos de prueba' on the mediation board sends the documents with test data. */
    mediationTestEmail: string | undefined;
  };
  dataEncryptionKey: string;
  /** The signed agreement: how long an issued one may be signed, and the sealing key. */
  agreement: {
    expiryDays: number;
    /** SIGNING_P12_FILE; undefined outside production: a self-signed key in DATA_DIR. */
    p12File: string | undefined;
    p12Password: string;
  };
  /** Prometheus metrics (docs/product/operations.md#metrics): own port, token, or off. */
  metrics: { port: number | undefined; token: string | undefined };
  /** Creditors' sessions: absolute and inactivity limits, in milliseconds. */
  sessions: { absoluteMs: number; idleMs: number };
  /** Destinations refused to every withdrawal besides the built-in ones (BLOCKED_DESTINATIONS). */
  blockedDestinations: readonly string[];
  /** docs/product/payout-safety.md: the freeze after a reset, and the amount that needs two approvals. */
  payoutSafety: { freezeHours: number; dualApprovalUsdt: string };
  chain: {
    rpcUrl: string | undefined;
    usdtAddress: `0x${string}`;
    etherscanApiUrl: string | undefined;
    etherscanApiKey: string | undefined;
    explorerUrl: string;
  };
  /** The balance follower (docs/decisions/chain-follower.md). */
  chainSync: {
    enabled: boolean;
    intervalMs: number;
    /** undefined: 12, or 0 on development chains (chain ids 31337 and 1337). */
    confirmations: number | undefined;
    startBlock: number | undefined;
  };
  s3:
    | {
        endpoint: string;
        bucket: string;
        region: string;
        accessKeyId: string;
        secretAccessKey: string;
      }
    | undefined;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Configuración inválida:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

interface GeneratedSecrets {
  adminPathPrefix: string;
  dataEncryptionKey: string;
}

/** Outside production, secrets nobody set are generated once and kept in DATA_DIR. */
function devSecrets(dataDir: string): GeneratedSecrets {
  const file = path.join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as GeneratedSecrets;
  mkdirSync(dataDir, { recursive: true });
  const secrets: GeneratedSecrets = {
    adminPathPrefix: `admin-${randomBytes(12).toString('hex')}`,
    dataEncryptionKey: randomBytes(32).toString('hex'),
  };
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(
    Object.entries(source).map(([k, v]) => [k, v === '' ? undefined : v]),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((i) => `${i.path.join('.') || '(entorno)'}: ${i.message}`),
    );
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  const dataDir = path.resolve(e.DATA_DIR);

  const problems: string[] = [];
  if (isProduction) {
    if (!e.DATABASE_URL) problems.push('DATABASE_URL es obligatoria en producción');
    if (!e.ADMIN_PATH_PREFIX) problems.push('ADMIN_PATH_PREFIX es obligatoria en producción');
    if (!e.DATA_ENCRYPTION_KEY) problems.push('DATA_ENCRYPTION_KEY es obligatoria en producción');
    if (!e.ETH_RPC_URL) problems.push('ETH_RPC_URL es obligatoria en producción');
    if (!e.SMTP_URL && !e.SENDGRID_API_KEY)
      problems.push('SMTP_URL o SENDGRID_API_KEY es obligatoria en producción');
    if (!e.MAIL_FROM) problems.push('MAIL_FROM es obligatoria en producción');
    if (!e.INSTALL_GATE) problems.push('INSTALL_GATE=off no se permite en producción');
    if (e.ADMIN_REQUIRE_2FA === false) {
      problems.push('ADMIN_REQUIRE_2FA=off no se permite en producción');
    }
    if (!e.SIGNING_P12_FILE) problems.push('SIGNING_P12_FILE es obligatoria en producción');
  }
  const s3Vars = [e.S3_ENDPOINT, e.S3_BUCKET, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY];
  // Files on local disk are seen by this machine only: a second instance would answer 500 for
  // every photo the first one stored. Production says which of the two it is.
  if (isProduction && !s3Vars.some(Boolean) && !e.SINGLE_INSTANCE) {
    problems.push(
      'Sin S3_* las fotos de identificación se guardan en DATA_DIR/objects, que solo ve esta ' +
        'instancia: con varias instancias configura S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID y ' +
        'S3_SECRET_ACCESS_KEY; con una sola, define SINGLE_INSTANCE=on',
    );
  }
  if (s3Vars.some(Boolean) && !s3Vars.every(Boolean)) {
    problems.push(
      'S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID y S3_SECRET_ACCESS_KEY van juntas: faltan algunas',
    );
  }
  if (e.METRICS_PORT !== undefined && e.METRICS_PORT === e.PORT) {
    problems.push('METRICS_PORT no puede ser el puerto público (PORT)');
  }
  if (e.SESSION_IDLE_DAYS > e.SESSION_MAX_DAYS) {
    problems.push('SESSION_IDLE_DAYS no puede ser mayor que SESSION_MAX_DAYS');
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const secrets =
    e.ADMIN_PATH_PREFIX && e.DATA_ENCRYPTION_KEY
      ? { adminPathPrefix: e.ADMIN_PATH_PREFIX, dataEncryptionKey: e.DATA_ENCRYPTION_KEY }
      : devSecrets(dataDir);

  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1'),
    dataDir,
    databaseUrl: e.DATABASE_URL,
    pgliteDir: path.join(dataDir, 'pglite'),
    adminPathPrefix: e.ADMIN_PATH_PREFIX ?? secrets.adminPathPrefix,
    installGate: e.INSTALL_GATE,
    adminRequire2fa: e.ADMIN_REQUIRE_2FA ?? isProduction,
    trustProxy: e.TRUST_PROXY,
    appName: e.APP_NAME,
    publicUrl: e.PUBLIC_URL,
    supportContact: e.SUPPORT_CONTACT,
    logLevel: e.LOG_LEVEL ?? (e.NODE_ENV === 'test' ? 'silent' : 'info'),
    mail: {
      smtpUrl: e.SMTP_URL,
      sendgridApiKey: e.SENDGRID_API_KEY,
      sendgridApiUrl: e.SENDGRID_API_URL,
      from: e.MAIL_FROM ?? `${e.APP_NAME} <no-reply@localhost>`,
      mediationTestEmail:
        e.MEDIATION_TEST_EMAIL ?? (isProduction ? undefined : DEV_MEDIATION_TEST_EMAIL),
    },
    dataEncryptionKey: e.DATA_ENCRYPTION_KEY ?? secrets.dataEncryptionKey,
    agreement: {
      expiryDays: e.AGREEMENT_EXPIRY_DAYS,
      p12File: e.SIGNING_P12_FILE,
      p12Password: e.SIGNING_P12_PASSWORD ?? '',
    },
    metrics: { port: e.METRICS_PORT, token: e.METRICS_TOKEN },
    sessions: { absoluteMs: e.SESSION_MAX_DAYS * DAY_MS, idleMs: e.SESSION_IDLE_DAYS * DAY_MS },
    blockedDestinations: e.BLOCKED_DESTINATIONS,
    payoutSafety: {
      freezeHours: e.PAYOUT_FREEZE_HOURS,
      dualApprovalUsdt: e.PAYOUT_DUAL_APPROVAL_USDT,
    },
    chain: {
      rpcUrl: e.ETH_RPC_URL,
      usdtAddress: e.USDT_CONTRACT_ADDRESS as `0x${string}`,
      etherscanApiUrl: e.ETHERSCAN_API_URL,
      etherscanApiKey: e.ETHERSCAN_API_KEY,
      explorerUrl: e.EXPLORER_URL.replace(/\/$/, ''),
    },
    chainSync: {
      enabled: e.CHAIN_SYNC ?? e.NODE_ENV !== 'test',
      intervalMs: e.CHAIN_POLL_MS,
      confirmations: e.CHAIN_CONFIRMATIONS,
      startBlock: e.CHAIN_START_BLOCK,
    },
    s3:
      e.S3_ENDPOINT && e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            endpoint: e.S3_ENDPOINT,
            bucket: e.S3_BUCKET,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY,
          }
        : undefined,
  };
}

/** Passwords the CLI takes from the environment instead of prompting (never part of Config). */
export function passwordFromEnv(
  name: 'ADMIN_PASSWORD' | 'NEW_PASSWORD',
  source: Record<string, string | undefined> = process.env,
): string | undefined {
  return source[name] || undefined;
}
