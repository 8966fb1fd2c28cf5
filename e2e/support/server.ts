import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export const E2E_ADMIN_PREFIX = 'admin-e2e-prefix-6f1c2a9b7d';
const ROOT = path.resolve(import.meta.dirname, '../..');
const READY_TIMEOUT_MS = 90_000;
/** tsx's loader, by path: vitest's global setup runs without `import.meta.resolve`. */
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

export interface TestServer {
  /** Base URL without a trailing slash, e.g. http://127.0.0.1:41234 */
  url: string;
  adminPrefix: string;
  dataDir: string;
  /** Everything the server printed so far (for failure messages). */
  output(): string;
  stop(): Promise<void>;
}

export interface StartServerOptions {
  /** Extra environment, e.g. { INSTALL_GATE: 'off', SMTP_URL: 'smtp://127.0.0.1:2525' }. */
  env?: Record<string, string>;
  /**
   * Serve the web apps from this folder (holding user/ and admin/) instead of dist/web, e.g. a
   * copy a test changes to publish a "new release".
   */
  webRoot?: string;
  /** Keep the data folder when the server stops (the seeded template is made this way). */
  keepDataDir?: boolean;
}

/**
 * A data folder the browser tests' global setup filled by starting the server once (migrated,
 * demo data seeded, development chain funded): a server started without its own DATA_DIR or
 * DATABASE_URL starts from a copy of it, as `npm start` does on its second run, instead of
 * migrating and seeding again (docs/decisions/dev-loop.md#browser-tests-start-from-a-seeded-template).
 */
export const DATA_TEMPLATE_ENV = 'E2E_DATA_TEMPLATE';

/** The server's code as one file (`server-bundle.ts`); without it the server runs through tsx. */
export const SERVER_BUNDLE_ENV = 'E2E_SERVER_BUNDLE';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('port')),
      );
    });
  });
}

/** Environment of a fresh, isolated server: its own data folder, port and admin prefix. */
export async function serverEnv(extra: Record<string, string> = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'cartera-e2e-'));
  const env: Record<string, string> = {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(await freePort()),
    DATA_DIR: dataDir,
    ADMIN_PATH_PREFIX: E2E_ADMIN_PREFIX,
    DATA_ENCRYPTION_KEY: '22'.repeat(32),
    LOG_LEVEL: 'warn',
    ...extra,
  };
  return env;
}

/**
 * The test process's environment minus DATABASE_URL (CI sets it for the API tests): each server
 * gets its own PGlite database in its fresh DATA_DIR unless the caller passes DATABASE_URL.
 */
function inheritedEnv(): NodeJS.ProcessEnv {
  const { DATABASE_URL: _shared, ...rest } = process.env;
  return rest;
}

async function waitForReady(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      throw new Error(`The server exited (${child.exitCode}) before it was ready:\n${output()}`);
    }
    try {
      const response = await fetch(`${url}/readyz`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server was not ready within ${READY_TIMEOUT_MS} ms:\n${output()}`);
}

/**
 * Starts the real server (its bundle, or `tsx server/main.ts`) as a child process on a free port
 * with a fresh DATA_DIR (seeded with the demo data at start), serving the built web apps from
 * dist/web, and waits for /readyz.
 */
export async function startServer(options: StartServerOptions = {}): Promise<TestServer> {
  const env = await serverEnv(options.env);
  const template = process.env[DATA_TEMPLATE_ENV];
  if (template && !options.env?.DATA_DIR && !options.env?.DATABASE_URL) {
    cpSync(template, env.DATA_DIR!, { recursive: true });
  }
  const url = `http://127.0.0.1:${env.PORT}`;
  let log = '';
  // The server serves `dist/web` under its working folder: point one at webRoot if given.
  const cwd = options.webRoot ? mkdtempSync(path.join(tmpdir(), 'cartera-e2e-cwd-')) : ROOT;
  if (options.webRoot) {
    mkdirSync(path.join(cwd, 'dist'));
    symlinkSync(options.webRoot, path.join(cwd, 'dist/web'));
  }
  const bundle = process.env[SERVER_BUNDLE_ENV];
  const main = bundle ? [bundle] : ['--import', TSX_LOADER, path.join(ROOT, 'server/main.ts')];
  const child = spawn(process.execPath, main, {
    cwd,
    // tsx reads the `@schemas/*` paths from tsconfig.json in the working folder, which may be a copy.
    env: { ...inheritedEnv(), ...env, TSX_TSCONFIG_PATH: path.join(ROOT, 'tsconfig.json') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk: Buffer) => (log += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (log += chunk.toString()));
  const output = () => log;

  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    if (!options.keepDataDir) rmSync(env.DATA_DIR!, { recursive: true, force: true });
    if (cwd !== ROOT) rmSync(cwd, { recursive: true, force: true });
  };

  try {
    await waitForReady(url, child, output);
  } catch (err) {
    await stop();
    throw err;
  }
  return { url, adminPrefix: env.ADMIN_PATH_PREFIX!, dataDir: env.DATA_DIR!, output, stop };
}
