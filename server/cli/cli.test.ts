import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { runCli } from '../../tests/support/run-cli';

const HEADER =
  'email,name,fullName,cellphone,countryCode,country,date,password,address,walletName,pretokenizedBalance';

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'cartera-cli-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// Each case starts real processes that open PGlite: slow on a busy machine.
describe('npm run cli', { timeout: 120_000 }, () => {
  it('stops with a clear message while another process holds the embedded database', async () => {
    const server = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    try {
      const run = await runCli(['db:migrate'], dataDir);
      expect(run.code).toBe(1);
      expect(run.stderr).toContain('está en uso por otro proceso (¿el servidor está en marcha?)');
      expect(run.stdout).toBe('');
    } finally {
      await server.close();
    }
    const after = await runCli(['db:migrate'], dataDir);
    expect(after).toMatchObject({ code: 0, stdout: 'Migraciones aplicadas (PGlite).\n' });
  });

  it('imports a file, and exits 1 listing the bad lines of another', async () => {
    const good = path.join(dataDir, 'good.csv');
    writeFileSync(
      good,
      `${HEADER}\nana@example.com,Ana,,,,,,clave-ana-1,0x70997970c51812dc3a010c7d01b50e0d17dc79c8,,12.5\n`,
    );
    const imported = await runCli(['import', good], dataDir);
    expect(imported.code).toBe(0);
    expect(imported.stdout).toContain('Importación completa: 1 fila.');

    const bad = path.join(dataDir, 'bad.csv');
    writeFileSync(bad, `${HEADER}\nx@example.com,,,,,,,,0x1,,1\n`);
    const refused = await runCli(['import', bad], dataDir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('Línea 2: name: el nombre es obligatorio; address: dirección');
    expect(refused.stderr).toContain(`No se importó nada: 1 problema en ${bad}.`);
  });

  it('lists the commands for an unknown one and exits 2', async () => {
    const run = await runCli(['borrar-todo'], dataDir);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Comando desconocido: borrar-todo');
    expect(run.stderr).toContain('import ARCHIVO.csv');
  });
});
