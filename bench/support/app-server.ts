import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { selfSignedP12 } from '../../server/adapters/pdf/pdf-seal';

/**
 * The real app in production mode, logging off, on the database at `url` (bench/api-server.ts
 * in a child process, so the bench's own work does not slow it). Resolves once it listens.
 */
export function startBenchServer(
  url: string,
  dataDir: string,
  /** Write a V8 CPU profile of the server here when it stops. */
  cpuProfileDir?: string,
  /** More environment for the server (e.g. BENCH_MAIL_OUTBOX=off). */
  env: Record<string, string> = {},
): Promise<{ base: string; stop(): Promise<void> }> {
  // Production requires a sealing key for the agreements' PDFs: a self-signed one will do here.
  const p12File = path.join(dataDir, 'bench-seal.p12');
  writeFileSync(p12File, selfSignedP12('Bench', 'bench'));
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
      SIGNING_P12_FILE: p12File,
      SIGNING_P12_PASSWORD: 'bench',
      ...env,
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
