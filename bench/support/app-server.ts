import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * The real app in production mode, logging off, on the database at `url` (bench/api-server.ts
 * in a child process, so the bench's own work does not slow it). Resolves once it listens.
 */
export function startBenchServer(
  url: string,
  dataDir: string,
  /** Write a V8 CPU profile of the server here when it stops. */
  cpuProfileDir?: string,
): Promise<{ base: string; stop(): Promise<void> }> {
  const profile = cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : [];
  const args = [...profile, '--expose-gc', '--import', 'tsx', 'bench/api-server.ts'];
  const child = spawn(process.execPath, args, {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATABASE_URL: url,
      DATA_DIR: dataDir,
      ADMIN_PATH_PREFIX: 'admin-bench-prefix-0123456789',
      DATA_ENCRYPTION_KEY: '22'.repeat(32),
      ETH_RPC_URL: 'http://127.0.0.1:9',
      SMTP_URL: 'smtp://127.0.0.1:9',
      MAIL_FROM: 'Bench <bench@localhost>',
      SINGLE_INSTANCE: 'on',
      // Required in production; read only on the first sealed PDF, which no bench makes.
      SIGNING_P12_FILE: path.join(dataDir, 'firma-bench.p12'),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return new Promise((resolve, reject) => {
    const early = (code: number | null) => reject(new Error(`bench server exited with ${code}`));
    child.once('exit', early);
    child.stdout.once('data', (chunk: Buffer) => {
      child.off('exit', early);
      resolve({
        base: chunk.toString().trim(),
        stop: async () => {
          child.kill('SIGTERM');
          await exited;
        },
      });
    });
  });
}
