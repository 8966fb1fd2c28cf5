import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * The real server (`server/main.ts`, as `npm start` runs it, or `script`) in a child process,
 * with the environment given on top of the test's own (less its DATABASE_URL and LOG_LEVEL).
 */
export function startServerProcess(
  env: Record<string, string>,
  ready: RegExp,
  script = 'server/main.ts',
) {
  const { DATABASE_URL: _unused, LOG_LEVEL: _level, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve(script)], {
    env: { ...inherited, ...env },
  });
  let output = '';
  const waiters: (() => void)[] = [];
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    waiters.forEach((check) => check());
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const exited = new Promise<number | null>((resolve) =>
    child.on('exit', (code, signal) => resolve(signal ? null : code)),
  );
  /** Resolves with the first match of pattern in the output (now or once it is printed). */
  const waitFor = (pattern: RegExp) =>
    new Promise<RegExpExecArray>((resolve, reject) => {
      const check = () => {
        const match = pattern.exec(output);
        if (match) resolve(match);
      };
      waiters.push(check);
      check();
      void exited.then((code) => reject(new Error(`server exited ${code}:\n${output}`)));
    });
  return {
    child,
    /** The app's base URL, once the banner (matching `ready`, URL first) is out. */
    ready: waitFor(ready).then((m) => m[1]!),
    exited,
    waitFor,
    output: () => output,
  };
}
