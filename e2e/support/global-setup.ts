import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServerBundle } from './server-bundle';
import { DATA_TEMPLATE_ENV, SERVER_BUNDLE_ENV, startServer } from './server';

/**
 * Bundles the server's code, then starts the real server once on an empty data folder and stops
 * it: the folder, migrated and seeded, is the template every browser test's server starts from
 * (a copy each), so no file pays for migrating and seeding again.
 */
export default async function setup() {
  const bundle = await buildServerBundle();
  process.env[SERVER_BUNDLE_ENV] = bundle.file;
  const parent = mkdtempSync(path.join(tmpdir(), 'cartera-e2e-template-'));
  const dataDir = path.join(parent, 'data');
  const server = await startServer({ env: { DATA_DIR: dataDir }, keepDataDir: true });
  await server.stop();
  // What the template server printed or sent is its own; each copy keeps its own.
  rmSync(path.join(dataDir, 'mail'), { recursive: true, force: true });
  process.env[DATA_TEMPLATE_ENV] = dataDir;
  return () => {
    delete process.env[DATA_TEMPLATE_ENV];
    delete process.env[SERVER_BUNDLE_ENV];
    rmSync(parent, { recursive: true, force: true });
    rmSync(bundle.folder, { recursive: true, force: true });
  };
}
