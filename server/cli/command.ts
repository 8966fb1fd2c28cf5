import type { Clock } from '../adapters/clock';
import type { Config } from '../config';
import type { Database } from '../db/client';

export interface CliIo {
  out(text: string): void;
  err(text: string): void;
  /** True when a person is at the terminal (progress redraws in place, prompts are possible). */
  interactive: boolean;
  /** Asks for a secret without echoing it. */
  promptSecret(question: string): Promise<string>;
}

export interface CommandContext {
  database: Database;
  io: CliIo;
  clock: Clock;
  /** A password given in the environment (ADMIN_PASSWORD, NEW_PASSWORD) instead of a prompt. */
  passwordFromEnv(name: 'ADMIN_PASSWORD' | 'NEW_PASSWORD'): string | undefined;
}

export interface CliCommand {
  usage: string;
  summary: string;
  run(ctx: CommandContext, args: string[]): Promise<void>;
}

/** A command that never opens the database (so it runs while the server holds PGlite's folder). */
export interface StandaloneCliCommand {
  usage: string;
  summary: string;
  standalone: true;
  run(ctx: { config: Config; io: CliIo }, args: string[]): Promise<void>;
}

/** A failure the operator must read; the CLI prints the message and exits with status 1. */
export class CliError extends Error {}
