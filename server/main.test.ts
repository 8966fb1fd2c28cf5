import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client';
import { DEMO_ADMIN, DEMO_PASSWORD } from './seed/demo-data';

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'cartera-main-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Starts the server as `npm start` does, with no configuration but a data folder and a port. */
function startServer() {
  const { DATABASE_URL: _unused, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', path.resolve('server/main.ts')], {
    env: { ...inherited, NODE_ENV: 'development', DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn' },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const ready = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const match = /Administrador: .*\n/.test(output) && /App: +(http:\/\/\S+)\//.exec(output);
      if (match) resolve(match[1]!);
    });
    void exited.then((code) => reject(new Error(`server exited ${code}:\n${output}`)));
  });
  return { child, ready, exited, output: () => output };
}

describe('server/main.ts', { timeout: 180_000 }, () => {
  it('migrates, seeds, serves the demo accounts, and stops cleanly on SIGTERM', async () => {
    const server = startServer();
    const base = await server.ready;
    expect(server.output()).toContain('se cargaron los datos de demostración');
    expect(server.output()).toMatch(/Archivos: +disco \(\S+objects\): solo para una instancia/);
    expect(server.output()).toMatch(/Administración: http:\/\/\S+\/admin-[0-9a-f]{24}\/login/);
    expect(server.output()).toContain(
      `Administrador: ${DEMO_ADMIN.username} / ${DEMO_ADMIN.password}`,
    );

    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'ana@demo.cartera.mx', password: DEMO_PASSWORD }),
    });
    expect(login.status).toBe(200);
    expect((await login.json()).totalBalance).toBe('1750.50');
    const admin = await fetch(`${base}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO_ADMIN),
    });
    expect(admin.status).toBe(200);

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    // The data folder is free again: another process can open it.
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    await database.close();
  });
});
