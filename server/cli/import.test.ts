import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../db/client';
import { users, wallets } from '../db/schema';
import { serialDayOf } from '../modules/import/import.service';
import { refreshUserTotals } from '../modules/wallets/user-totals.repo';
import { cliContext } from '../../tests/support/cli-context';
import { createUser, createWithdrawal } from '../../tests/support/factories';
import { createTestContext, type TestContext } from '../../tests/support/test-app';
import { CliError } from './command';
import { importUsers } from './commands/import-users';

const HEADER =
  'email,name,fullName,cellphone,countryCode,country,date,password,address,walletName,pretokenizedBalance';
// anvil's accounts #1-#4: lower case here, EIP-55 in the database.
const A1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const A2 = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const A3 = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const A4 = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65';

const GOOD = [
  HEADER,
  ` Ana@Example.COM ,Ana,Ana Pérez,5512345678,+52,MX,45292,secreto-ana,${A1.toLowerCase()},Principal,1500.5`,
  `ana@example.com,Ana,,,,,,secreto-ana,${A2},Ahorro,0.12345678`,
  `bob@example.com,Bob,"Roberto ""Bob"" Díaz",2125550147,+1,US,,,${A3.toUpperCase().replace('0X', '0x')},,0`,
].join('\n');

let ctx: TestContext;
let dir: string;
beforeAll(async () => {
  ctx = await createTestContext();
  dir = mkdtempSync(path.join(tmpdir(), 'cartera-import-'));
});
afterAll(async () => {
  await ctx.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(() => ctx.reset());

let fileCount = 0;
function csvFile(text: string) {
  const file = path.join(dir, `import-${++fileCount}.csv`);
  writeFileSync(file, text);
  return file;
}

async function runImport(text: string) {
  const cli = cliContext(ctx.database, ctx.clock);
  const error = await importUsers.run(cli.ctx, [csvFile(text)]).then(
    () => undefined,
    (err: unknown) => err,
  );
  return { ...cli, error };
}

const snapshot = async () => ({
  users: await ctx.db.select().from(users).orderBy(asc(users.email)),
  wallets: await ctx.db.select().from(wallets).orderBy(asc(wallets.address)),
});

const login = (email: string, password: string) =>
  ctx.app.inject({ method: 'POST', url: '/api/login', payload: { email, password } });

describe('cli import', () => {
  it('creates users and wallets with normalised e-mails, EIP-55 addresses and right totals', async () => {
    const { error, stdout } = await runImport(GOOD);
    expect(error).toBeUndefined();
    expect(stdout()).toContain('Usuarios: nuevos 2, actualizados 0, sin cambios 0.');
    expect(stdout()).toContain('Carteras: nuevas 3, actualizadas 0, sin cambios 0.');
    // Ana's password is on two rows and hashed once.
    expect(stdout()).toContain('Contraseñas cifradas: 1.');

    const { users: u, wallets: w } = await snapshot();
    expect(u.map((x) => x.email)).toEqual(['ana@example.com', 'bob@example.com']);
    const [ana, bob] = u;
    expect(ana).toMatchObject({
      name: 'Ana',
      fullName: 'Ana Pérez',
      cellphone: '5512345678',
      countryCode: '+52',
      country: 'MX',
      date: 45292,
      walletCount: 2,
      totalBalance: '1500.62',
    });
    expect(bob).toMatchObject({
      fullName: 'Roberto "Bob" Díaz',
      walletCount: 1,
      totalBalance: '0.00',
      date: serialDayOf(ctx.clock.now()),
    });
    expect(w.map((x) => [x.address, x.userEmail, x.name, x.pretokenizedBalance])).toEqual(
      [
        [A1, 'ana@example.com', 'Principal', '1500.50000000'],
        [A2, 'ana@example.com', 'Ahorro', '0.12345678'],
        [A3, 'bob@example.com', null, '0.00000000'],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );

    expect((await login('ana@example.com', 'secreto-ana')).statusCode).toBe(200);
  });

  it('builds the indexes a first load puts aside again, as they were; later imports keep them', async () => {
    const definitions = async () =>
      (
        await queryRows<{ def: string }>(
          ctx.db,
          sql`select pg_get_indexdef(indexrelid) || coalesce(' ' || (select string_agg(pg_get_constraintdef(c.oid), ', ') from pg_constraint c where c.conindid = i.indexrelid), '') as def
                from pg_index i where indrelid in ('users'::regclass, 'wallets'::regclass)
              union all
              select pg_get_constraintdef(oid) from pg_constraint
               where conrelid in ('users'::regclass, 'wallets'::regclass)
              order by 1`,
        )
      ).map((r) => r.def);
    const before = await definitions();
    expect(before.some((d) => d.includes('gin_trgm_ops'))).toBe(true);
    expect((await runImport(GOOD)).error).toBeUndefined();
    expect(await definitions()).toEqual(before);
    expect((await runImport(GOOD.replace(',0\n', ',1\n'))).error).toBeUndefined();
    expect(await definitions()).toEqual(before);
  });

  it('gives a new user without a password one nobody knows', async () => {
    const { stdout } = await runImport(GOOD);
    expect(stdout()).toContain('Usuarios nuevos sin contraseña: 1');
    const [bob] = await ctx.db.select().from(users).where(eq(users.email, 'bob@example.com'));
    expect(bob?.password).toMatch(/^\$argon2id\$/);
    expect((await login('bob@example.com', '')).statusCode).toBe(400);
    expect((await login('bob@example.com', 'x')).statusCode).toBe(401);
  });

  it('reports every bad row with its line number and imports nothing', async () => {
    await createUser(ctx.db, { email: 'old@example.com' });
    const before = await snapshot();
    const { error, stderr } = await runImport(
      [
        HEADER,
        `ok@example.com,Ok,,,,,,,${A1},,1`,
        `no-es-correo,Mal,,,,,,,${A2},,1`,
        `c@example.com,C,,123,,,,,${A3},,1`,
        `d@example.com,D,,,,,,,${A4.replace('C6A65', 'c6A65')},,1.123456789`,
        `e@example.com,E,,,,,ayer,,${A4},,-5`,
        `f@example.com,F,,,,,,,${A1},,2`,
      ].join('\n'),
    );
    expect(error).toBeInstanceOf(CliError);
    expect((error as Error).message).toBe(
      `No se importó nada: 5 problemas en ${path.join(dir, `import-${fileCount}.csv`)}.`,
    );
    const lines = stderr().trim().split('\n');
    expect(lines).toHaveLength(5);
    expect(lines[0]).toMatch(/^Línea 3: email: correo electrónico inválido$/);
    expect(lines[1]).toMatch(/^Línea 4: cellphone: teléfono inválido/);
    expect(lines[2]).toMatch(/^Línea 5: address: dirección inválida.*; pretokenizedBalance: saldo/);
    expect(lines[3]).toMatch(/^Línea 6: date: fecha inválida.*; pretokenizedBalance: saldo/);
    expect(lines[4]).toBe(`Línea 7: address: la cartera ${A1} ya aparece en la línea 2`);
    expect(await snapshot()).toEqual(before);
  });

  it('refuses a wallet that belongs to another user, line included, and imports nothing', async () => {
    await runImport(GOOD);
    const before = await snapshot();
    const { error, stderr } = await runImport(
      [
        HEADER,
        `nuevo@example.com,Nuevo,,,,,,clave-nueva,${A4},,7`,
        `carla@example.com,Carla,,,,,,,${A3},,5`,
      ].join('\n'),
    );
    expect(error).toBeInstanceOf(CliError);
    expect(stderr()).toBe(`Línea 3: address: la cartera ${A3} ya pertenece a bob@example.com\n`);
    expect(await snapshot()).toEqual(before);
  });

  it('never puts back a balance that a withdrawal moved', async () => {
    await runImport(GOOD);
    const [principal] = await ctx.db.select().from(wallets).where(eq(wallets.address, A1));
    const [ana] = await ctx.db.select().from(users).where(eq(users.email, 'ana@example.com'));
    // A completed order paid out the whole balance.
    await createWithdrawal(ctx.db, ana!, principal!, { status: 'completed' });
    await ctx.db
      .update(wallets)
      .set({ pretokenizedBalance: '0' })
      .where(eq(wallets.id, principal!.id));
    await refreshUserTotals(ctx.db, 'ana@example.com');
    const before = await snapshot();

    const { error, stderr } = await runImport(GOOD);
    expect(error).toBeInstanceOf(CliError);
    expect(stderr()).toBe(
      `Línea 2: pretokenizedBalance: la cartera ${A1} tiene retiros registrados; su saldo (0.00000000) ya no se cambia por importación\n`,
    );
    expect(await snapshot()).toEqual(before);

    // The same file with the balance as it stands now imports (and changes nothing).
    const current = GOOD.replace(
      `${A1.toLowerCase()},Principal,1500.5`,
      `${A1.toLowerCase()},Principal,0`,
    );
    expect((await runImport(current)).error).toBeUndefined();
    expect(await snapshot()).toEqual(before);
  });

  it('checks the header and rows that disagree about their user', async () => {
    const header = await runImport(`email,name,address\nx@example.com,X,${A1}\n`);
    expect(header.stderr()).toMatch(
      /^Línea 1: encabezado inválido \(faltan columnas: fullName, cellphone, countryCode, country, date, password, walletName, pretokenizedBalance\)/,
    );
    const conflict = await runImport(
      [HEADER, `a@example.com,Ana,,,,,,uno,${A1},,1`, `a@example.com,Ana,,,,,,dos,${A2},,1`].join(
        '\n',
      ),
    );
    expect(conflict.stderr()).toBe(
      'Línea 3: password: no coincide con la línea 2 de a@example.com\n',
    );
    expect(await ctx.db.select().from(users)).toEqual([]);
  });

  it('takes a row without wallet cells as a user without wallets, and half a wallet as a problem', async () => {
    const halves = await runImport(
      [
        HEADER,
        `a@example.com,Ana,,,,,,,,Ahorro,`,
        `b@example.com,Bob,,,,,,,,,5`,
        `c@example.com,C,,,,,,,${A1},,`,
      ].join('\n'),
    );
    expect(halves.stderr()).toBe(
      [
        'Línea 2: address: falta la dirección de la cartera',
        'Línea 3: address: falta la dirección de la cartera',
        'Línea 4: pretokenizedBalance: falta el saldo de la cartera',
        '',
      ].join('\n'),
    );
    const { stdout } = await runImport(
      [
        HEADER,
        `solo@example.com,Solo,Sólo Usuario,,,,45292,,,,`,
        `ana@example.com,Ana,,,,,,,,,`,
        `ana@example.com,Ana,,,,,,,${A1},,3`,
      ].join('\n'),
    );
    expect(stdout()).toContain('Usuarios: nuevos 2');
    expect(stdout()).toContain('Carteras: nuevas 1');
    const rows = await ctx.db.select().from(users).orderBy(asc(users.email));
    expect(rows.map((u) => [u.email, u.fullName, u.walletCount, u.totalBalance])).toEqual([
      ['ana@example.com', null, 1, '3.00'],
      ['solo@example.com', 'Sólo Usuario', 0, '0.00'],
    ]);
  });

  it('changes nothing when the same file is imported again, password hashes included', async () => {
    await runImport(GOOD);
    const first = await snapshot();
    const again = await runImport(GOOD);
    expect(again.error).toBeUndefined();
    expect(again.stdout()).toContain('Usuarios: nuevos 0, actualizados 0, sin cambios 2.');
    expect(again.stdout()).toContain('Carteras: nuevas 0, actualizadas 0, sin cambios 3.');
    expect(again.stdout()).toContain('Contraseñas cifradas: 0.');
    expect(await snapshot()).toEqual(first);
  });

  it('updates what changed, keeps what the file leaves empty, and refreshes totals', async () => {
    await runImport(GOOD);
    const [anaBefore] = await ctx.db.select().from(users).where(eq(users.email, 'ana@example.com'));
    const { stdout } = await runImport(
      [
        HEADER,
        `ana@example.com,Ana,,,,,,,${A1},,10`,
        `bob@example.com,Bob,,,,,,clave-de-bob,${A3},,0`,
        `bob@example.com,Bob,,,,,,,${A4},Nueva,2.5`,
      ].join('\n'),
    );
    expect(stdout()).toContain('Usuarios: nuevos 0, actualizados 1, sin cambios 1.');
    expect(stdout()).toContain('Carteras: nuevas 1, actualizadas 1, sin cambios 1.');
    expect(stdout()).toContain('Contraseñas cifradas: 1.');
    const [ana] = await ctx.db.select().from(users).where(eq(users.email, 'ana@example.com'));
    const [bob] = await ctx.db.select().from(users).where(eq(users.email, 'bob@example.com'));
    expect(ana).toMatchObject({
      fullName: 'Ana Pérez',
      cellphone: '5512345678',
      password: anaBefore?.password,
      walletCount: 2,
      totalBalance: '10.12',
    });
    expect(bob).toMatchObject({ walletCount: 2, totalBalance: '2.50' });
    expect((await login('bob@example.com', 'clave-de-bob')).statusCode).toBe(200);
  });

  it('prints progress on large files', async () => {
    const rows = Array.from({ length: 2500 }, (_, i) => {
      const address = `0x${(i + 1).toString(16).padStart(40, '0')}`;
      return `u${i % 1000}@example.com,U${i % 1000},,,,,,,${address},,${i}.5`;
    });
    const { error, stdout } = await runImport([HEADER, ...rows].join('\n'));
    expect(error).toBeUndefined();
    expect(stdout()).toContain('carteras: 2,500/2,500');
    const totals = await ctx.db.select().from(users).where(eq(users.email, 'u7@example.com'));
    // u7 owns rows 7, 1007 and 2007: 7.5 + 1007.5 + 2007.5.
    expect(totals[0]).toMatchObject({ walletCount: 3, totalBalance: '3022.50' });
  });
});
