import { execFile } from 'node:child_process';
import path from 'node:path';

export interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs `npm run cli -- …` as its own process (what an operator types), on PGlite in dataDir. */
export function runCli(args: string[], dataDir: string, env: Record<string, string> = {}) {
  const { DATABASE_URL: _unused, ...inherited } = process.env;
  return new Promise<CliRun>((resolve) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', path.resolve('server/cli/index.ts'), ...args],
      { env: { ...inherited, NODE_ENV: 'development', DATA_DIR: dataDir, ...env } },
      (error, stdout, stderr) => {
        const code = error ? (typeof error.code === 'number' ? error.code : 1) : 0;
        resolve({ code, stdout, stderr });
      },
    );
  });
}
