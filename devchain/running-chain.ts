import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Address } from 'viem';

/** Where the server says which development chain it runs, for `npm run cli -- devchain:fund`. */
export interface RunningChain {
  rpcUrl: string;
  usdtAddress: Address;
  /** The server process that owns the node. */
  pid: number;
}

const fileIn = (dataDir: string) => path.join(dataDir, 'devchain', 'running.json');

export function writeRunningChain(dataDir: string, chain: RunningChain) {
  writeFileSync(fileIn(dataDir), JSON.stringify(chain, null, 2));
}

export function clearRunningChain(dataDir: string) {
  rmSync(fileIn(dataDir), { force: true });
}

export function readRunningChain(dataDir: string): RunningChain | undefined {
  const file = fileIn(dataDir);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as RunningChain) : undefined;
}
