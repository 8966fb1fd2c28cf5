import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

export interface AnvilNode {
  rpcUrl: string;
  /** Stops the node (and waits for it to write its state file, when it has one). */
  stop(): Promise<void>;
}

export interface StartAnvilOptions {
  /** Keep the chain across restarts in this file (loaded at start, written on stop). */
  stateFile?: string;
  /** Seconds between automatic state dumps, so a killed server loses little. */
  stateIntervalSeconds?: number;
}

const ARCH: Partial<Record<string, string>> = { x64: 'amd64', arm64: 'arm64' };

/** The anvil binary shipped by @foundry-rs/anvil's platform package (no download needed). */
export function anvilBinary(): string {
  const platformPackage = `@foundry-rs/anvil-${process.platform}-${ARCH[process.arch] ?? process.arch}`;
  const require = createRequire(import.meta.url);
  const packageDir = path.dirname(require.resolve(`${platformPackage}/package.json`));
  return path.join(packageDir, 'bin', process.platform === 'win32' ? 'anvil.exe' : 'anvil');
}

/** Starts anvil on a free 127.0.0.1 port and resolves once it accepts requests. */
export function startAnvil(options: StartAnvilOptions = {}): Promise<AnvilNode> {
  const args = ['--host', '127.0.0.1', '--port', '0'];
  if (options.stateFile) args.push('--state', options.stateFile);
  if (options.stateIntervalSeconds)
    args.push('--state-interval', String(options.stateIntervalSeconds));
  const child = spawn(anvilBinary(), args, { stdio: ['ignore', 'pipe', 'pipe'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // The node never outlives the process that started it, even on an abrupt exit.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  return new Promise((resolve, reject) => {
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      const listening = /Listening on (127\.0\.0\.1:\d+)/.exec(output);
      if (listening) ready(`http://${listening[1]}`);
    };
    const fail = (reason: string) => {
      cleanUp();
      child.kill('SIGKILL');
      reject(new Error(`anvil no arrancó: ${reason}\n${output.slice(-2000)}`));
    };
    const onError = (err: Error) => fail(err.message);
    const onEarlyExit = (code: number | null) => fail(`terminó con código ${code}`);
    const timer = setTimeout(() => fail('sin respuesta en 20 s'), 20_000);
    const cleanUp = () => {
      clearTimeout(timer);
      child.off('error', onError);
      child.off('exit', onEarlyExit);
      child.stdout.off('data', collect);
      child.stderr.off('data', collect);
      child.stdout.resume();
      child.stderr.resume();
    };
    const ready = (rpcUrl: string) => {
      cleanUp();
      resolve({
        rpcUrl,
        async stop() {
          process.off('exit', killOnExit);
          if (child.exitCode !== null || child.signalCode !== null) return;
          child.kill('SIGTERM');
          await exited;
        },
      });
    };
    child.once('error', onError);
    child.once('exit', onEarlyExit);
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
  });
}
