import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../e2e/support/server';
import { startServerProcess } from '../tests/support/server-process';
import { testDatabaseKind } from '../tests/support/test-database';
import { DEMO_PASSWORD, DEMO_USERS } from '../server/seed/demo-data';

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'cartera-dev-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const PREFIX = 'admin-dev-loop-test';

// `npm run dev` (docs/decisions/dev-loop.md): once, in the PGlite pass.
describe.runIf(testDatabaseKind === 'pglite')('npm run dev', { timeout: 120_000 }, () => {
  it('serves both apps from Vite and the real API on one address, and stops on SIGTERM', async () => {
    const [port, apiPort] = [await freePort(), await freePort()];
    const dev = startServerProcess(
      {
        NODE_ENV: 'development',
        DATA_DIR: dataDir,
        PORT: String(port),
        DEV_API_PORT: String(apiPort),
        ADMIN_PATH_PREFIX: PREFIX,
        // No local chain to start: nothing here reads the chain.
        ETH_RPC_URL: 'http://127.0.0.1:9',
        CHAIN_SYNC: 'off',
      },
      // The API server's banner names the dev address (PUBLIC_URL), not its own port.
      /App: +(http:\/\/\S+)\/[\s\S]*en marcha/,
      'scripts/dev.ts',
    );
    await dev.ready;
    const base = `http://127.0.0.1:${port}`;
    const text = async (url: string) => {
      const answer = await fetch(`${base}${url}`);
      expect(answer.status, url).toBe(200);
      return { type: answer.headers.get('content-type'), body: await answer.text() };
    };

    // The user app: Vite's page (hot reload client) and a module transformed on request.
    const userPage = await text('/wallet');
    expect(userPage.body).toContain('<script type="module" src="/@vite/client"></script>');
    const userEntry = await text('/main.tsx');
    expect(userEntry.type).toMatch(/javascript/);
    expect(userEntry.body).toContain('startApp');
    // The admin app under its prefix, with a hot-reload client of its own.
    const adminPage = await text(`/${PREFIX}/login`);
    expect(adminPage.body).toContain(`src="/${PREFIX}/@vite/client"`);
    expect((await text(`/${PREFIX}/main.tsx`)).body).toContain('mountApp');
    const bare = await fetch(`${base}/${PREFIX}`, { redirect: 'manual' });
    expect(bare.headers.get('location')).toBe(`/${PREFIX}/login`);

    // The real API behind the same address: a demo user signs in, the cookie comes back.
    const [ana] = DEMO_USERS;
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ana!.email, password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
    expect(login.headers.getSetCookie().length).toBeGreaterThan(0);
    const missing = await fetch(`${base}/api/no-existe`);
    expect(missing.status).toBe(404);
    expect(await missing.json()).toEqual({ message: 'Ruta no encontrada' });

    dev.child.kill('SIGTERM');
    expect(await dev.exited).toBe(0);
    // The API server stopped with it.
    await expect(fetch(`http://127.0.0.1:${apiPort}/healthz`)).rejects.toThrow();
  });
});
