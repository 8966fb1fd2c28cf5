import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../tests/support/run-cli';
import { startServerProcess } from '../tests/support/server-process';
import { testDatabaseKind } from '../tests/support/test-database';
import { openDatabase } from './db/client';
import { DEMO_ADMIN, DEMO_PASSWORD, DEMO_USERS } from './seed/demo-data';
import { DEMO_CASES } from './seed/demo-mediation';

let dataDir: string;
beforeAll(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'cartera-main-'));
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/** Starts the server as `npm start` does, with no configuration but a data folder and a port. */
const startServer = () =>
  startServerProcess(
    { NODE_ENV: 'development', DATA_DIR: dataDir, PORT: '0' },
    // The banner is written at once and ends with the development chain's lines.
    /App: +(http:\/\/\S+)\/[\s\S]*devchain:fund/,
  );

const post = (url: string, body: unknown) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

const [ana, carlos] = DEMO_USERS as [(typeof DEMO_USERS)[0], (typeof DEMO_USERS)[0]];

// `npm start`'s embedded defaults whatever the suite's database: once, in the PGlite pass.
describe.runIf(testDatabaseKind === 'pglite')('server/main.ts', { timeout: 240_000 }, () => {
  it('migrates, seeds, serves the demo accounts, keeps the console calm, and stops on SIGTERM', async () => {
    const server = startServer();
    const base = await server.ready;
    expect(server.output()).toContain('se cargaron los datos de demostración');
    expect(server.output()).toMatch(/Archivos: +disco \(\S+objects\): solo para una instancia/);
    expect(server.output()).toMatch(/Administración: http:\/\/\S+\/admin-[0-9a-f]{24}\/login/);
    expect(server.output()).toContain(`Usuarios (contraseña ${DEMO_PASSWORD}):`);
    expect(server.output()).toContain(ana.email);
    // Every demo account, grouped: without a case, and with one (each stage named).
    const plain = server.output().indexOf('Sin caso de mediación:');
    const cases = server.output().indexOf("Con caso de mediación ('Mi proceso de mediación'):");
    expect(plain).toBeGreaterThan(0);
    expect(cases).toBeGreaterThan(plain);
    for (const demo of [...DEMO_USERS, ...DEMO_CASES]) {
      const at = server.output().indexOf(demo.email);
      expect(at, demo.email).toBeGreaterThan('stage' in demo ? cases : plain);
    }
    expect(server.output()).toMatch(/sofia@demo\.cartera\.mx +\d+ carteras? · En Negociación/);
    expect(server.output()).toContain(
      'Instalación:    exigida: la app pide instalarse antes de iniciar sesión (INSTALL_GATE=off para entrar desde el navegador)',
    );
    expect(server.output()).toContain(
      '2FA personal:   opcional (ADMIN_REQUIRE_2FA=on para exigirla)',
    );
    expect(server.output()).toContain(
      `Correo:         consola; cada correo y sus adjuntos también en ${path.join(dataDir, 'mail')}`,
    );
    expect(server.output()).toContain(
      `Administrador: ${DEMO_ADMIN.username} / ${DEMO_ADMIN.password}`,
    );
    // The data folder is not the default one: the banner says how to reach its chain.
    expect(server.output()).toContain(
      `Enviar USDT de prueba: DATA_DIR=${dataDir} npm run cli -- devchain:fund DIRECCIÓN CANTIDAD`,
    );
    const afterStart = server.output().length;

    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    const login = await post(`${base}/api/login`, { email: ana.email, password: DEMO_PASSWORD });
    expect(login.status).toBe(200);
    expect((await login.json()).totalBalance).toBe('1750.50');
    expect((await post(`${base}/api/admin/login`, DEMO_ADMIN)).status).toBe(200);
    expect((await fetch(`${base}/api/no-existe?q=ana@demo.cartera.mx`)).status).toBe(404);

    // The recovery code a developer needs is set apart at the end of a framed e-mail.
    expect(
      (await post(`${base}/api/password-recovery/send-code`, { email: ana.email })).status,
    ).toBe(200);
    const [mail, code] = await server.waitFor(
      /✉ CORREO \(transporte de consola\)[\s\S]*?▶ Para copiar: (\d{6})\n═+\n/,
    );
    expect(mail).toContain(`Para:   ${ana.email}`);
    expect(mail).toContain('Asunto: Tu código de verificación');
    expect(mail).not.toContain('\x1b['); // no colours in a pipe
    // And in a folder, to be opened: the text (code included) and the HTML.
    const folder = /Guardado en: (\S+)/.exec(mail)![1]!;
    expect(path.dirname(folder)).toBe(path.join(dataDir, 'mail'));
    expect(path.basename(folder)).toMatch(/^\d{4}-\d\d-\d\dT[\d-]+Z-tu-codigo-de-verificacion/);
    expect(readFileSync(path.join(folder, 'mensaje.txt'), 'utf8')).toContain(code);
    expect(readFileSync(path.join(folder, 'mensaje.html'), 'utf8')).toContain('lang="es"');
    expect(
      (await post(`${base}/api/password-recovery/verify-code`, { email: ana.email, code })).status,
    ).toBe(200);
    const newPassword = (
      await server.waitFor(/Tu nueva contraseña[\s\S]*?▶ Para copiar: (\S+)\n/)
    )[1]!;

    // Six requests and two e-mails: nothing else in the development console by default.
    const session = server.output().slice(afterStart);
    expect(session).not.toMatch(/"msg":"(incoming request|request completed)"/);
    expect(session).not.toMatch(/GET \/healthz|POST \/api\/login/);
    expect(session.match(/✉ CORREO/g)).toHaveLength(2);
    expect(session.split('\n').filter((line) => line.startsWith('{'))).toEqual([]);

    // devchain:fund finds the chain with the server's DATA_DIR, and says what to pass without it.
    const address = carlos.wallets[0]!.address;
    const funded = await runCli(['devchain:fund', address, '5'], dataDir);
    expect(funded.stderr).toBe('');
    expect(funded.stdout).toContain(`Enviados 5 USDT de prueba a ${address}`);
    const elsewhere = mkdtempSync(path.join(tmpdir(), 'cartera-otro-'));
    try {
      const lost = await runCli(['devchain:fund', address, '5'], elsewhere);
      expect(lost.code).toBe(1);
      expect(lost.stderr).toContain(
        `No hay una cadena de desarrollo en marcha para DATA_DIR=${elsewhere}.`,
      );
      expect(lost.stderr).toContain(
        'DATA_DIR=/ruta/de/datos npm run cli -- devchain:fund DIRECCIÓN CANTIDAD',
      );
    } finally {
      rmSync(elsewhere, { recursive: true, force: true });
    }

    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    // Start and stop said once, in Spanish; no JSON or English line from start to end.
    expect(server.output()).toContain('SIGTERM: deteniendo…\nDetenido.\n');
    expect(
      server
        .output()
        .split('\n')
        .filter((line) => line.startsWith('{')),
    ).toEqual([]);
    expect(server.output()).not.toContain('Server listening');

    // Ana's password was changed (recovery above, then by the operator): the banner stops
    // offering her account, and keeps the ones that still work.
    const changed = await runCli(['user:password', carlos.email], dataDir, {
      NEW_PASSWORD: 'Otra-Clave-Segura-2026',
    });
    expect(changed.code).toBe(0);
    const again = startServer();
    const againBase = await again.ready;
    const banner = again.output();
    expect(banner).not.toContain(ana.email);
    expect(banner).not.toContain(carlos.email);
    expect(banner).toContain(DEMO_USERS[2]!.email);
    expect(banner).toContain(`Administrador: ${DEMO_ADMIN.username} / ${DEMO_ADMIN.password}`);
    const oldLogin = await post(`${againBase}/api/login`, {
      email: ana.email,
      password: DEMO_PASSWORD,
    });
    expect(oldLogin.status).toBe(401);
    expect(
      (await post(`${againBase}/api/login`, { email: ana.email, password: newPassword })).status,
    ).toBe(200);
    again.child.kill('SIGTERM');
    expect(await again.exited).toBe(0);

    // The data folder is free again: another process can open it.
    const database = await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') });
    await database.close();
  });
});
