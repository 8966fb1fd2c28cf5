import type { Clock } from '../../server/adapters/clock';
import type { CliIo, CommandContext } from '../../server/cli/command';
import type { Database } from '../../server/db/client';

export interface CapturedCli {
  ctx: CommandContext;
  stdout(): string;
  stderr(): string;
}

/** A CLI command context on a test database that records what the command prints. */
export function cliContext(
  database: Database,
  clock: Clock,
  passwords: Partial<Record<'ADMIN_PASSWORD' | 'NEW_PASSWORD', string>> = {},
): CapturedCli {
  let out = '';
  let err = '';
  const io: CliIo = {
    out: (text) => void (out += text),
    err: (text) => void (err += text),
    interactive: false,
    promptSecret: () => Promise.reject(new Error('no terminal in tests')),
  };
  return {
    ctx: { database, io, clock, passwordFromEnv: (name) => passwords[name] },
    stdout: () => out,
    stderr: () => err,
  };
}
