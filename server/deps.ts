import type { ChainClient } from './adapters/chain';
import type { Clock } from './adapters/clock';
import type { Mailer } from './adapters/mail';
import type { ObjectStorage } from './adapters/storage';
import type { Config } from './config';
import type { Database } from './db/client';

/** Everything the app needs from outside; tests pass real instances (and a manual clock). */
export interface AppDeps {
  config: Config;
  database: Database;
  clock: Clock;
  mailer: Mailer;
  /** Uploaded files (ID photos), encrypted at rest. */
  storage: ObjectStorage;
  /** Ethereum reads (balances, histories). */
  chain: ChainClient;
}
