import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * The app as `npm start` runs it on its embedded defaults (PGlite, the dev chain, the demo seed),
 * with its data in `dataDir` and a free port. Resolves with its base URL and the admin panel's
 * (`{base}/{prefix}`) once it listens.
 */
export function startApp(
  dataDir: string,
): Promise<{ base: string; admin: string; stop(): Promise<void> }> {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, PORT: '0' };
  delete env.DATABASE_URL;
  delete env.ETH_RPC_URL;
  // Vite's build (the reference page's) sets NODE_ENV=production in this process.
  delete env.NODE_ENV;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  return new Promise((resolve, reject) => {
    const early = (code: number | null) => reject(new Error(`la app terminó con ${code}`));
    child.once('exit', early);
    let output = '';
    let started = false;
    // The output is read to the end (its log) so the child never blocks on a full pipe.
    child.stdout.on('data', (chunk: Buffer) => {
      if (started) return;
      output += chunk.toString();
      const base = /App:\s+(http\S+?)\/?\s/.exec(output)?.[1];
      const admin = /Administración:\s+(http\S+?)\/login\s/.exec(output)?.[1];
      if (!base || !admin) return;
      started = true;
      child.off('exit', early);
      resolve({
        base,
        admin,
        stop: async () => {
          child.kill('SIGTERM');
          await exited;
        },
      });
    });
  });
}
