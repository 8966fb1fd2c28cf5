/**
 * Writes the API's OpenAPI documents (docs/decisions/openapi-documents.md) from the routes as
 * the app registers them: `npm run openapi`, then commit docs/api/. CI runs it and fails on a
 * difference.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createChainClient } from '../server/adapters/chain';
import { systemClock } from '../server/adapters/clock';
import { createMailer } from '../server/adapters/mail';
import { createStorage } from '../server/adapters/storage';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { OPENAPI_FILES, openApiFiles } from '../server/openapi/documents';

const dataDir = mkdtempSync(path.join(tmpdir(), 'cartera-openapi-'));
const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
const database = await openDatabase({});
try {
  await database.migrate();
  const app = await buildApp(
    {
      config,
      database,
      clock: systemClock,
      mailer: createMailer(config),
      storage: createStorage(config),
      chain: createChainClient(config.chain),
    },
    { webRoot: path.join(dataDir, 'sin-web'), mailOutboxJob: false },
  );
  await app.ready();
  const files = await openApiFiles(app);
  await app.close();
  for (const audience of ['public', 'staff'] as const) {
    writeFileSync(OPENAPI_FILES[audience], files[audience]);
    process.stdout.write(`${OPENAPI_FILES[audience]}\n`);
  }
} finally {
  await database.close();
  rmSync(dataDir, { recursive: true, force: true });
}
