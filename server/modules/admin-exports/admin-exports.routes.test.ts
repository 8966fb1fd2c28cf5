import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { importUsers } from '../../cli/commands/import-users';
import { auditLog, users, wallets } from '../../db/schema';
import { cliContext } from '../../../tests/support/cli-context';
import {
  adminToken,
  createUser,
  createWallet,
  createWithdrawal,
} from '../../../tests/support/factories';
import { createTestContext, type TestContext } from '../../../tests/support/test-app';
import { EXPORT_BATCH } from './admin-exports.service';

const HEADER =
  'email,name,fullName,cellphone,countryCode,country,date,password,address,walletName,pretokenizedBalance';
const A1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const A2 = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const A3 = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';

let ctx: TestContext;
let token: string;
let dir: string;
beforeAll(async () => {
  ctx = await createTestContext();
  dir = mkdtempSync(path.join(tmpdir(), 'cartera-export-'));
});
afterAll(async () => {
  await ctx.close();
  rmSync(dir, { recursive: true, force: true });
});
beforeEach(async () => {
  await ctx.reset();
  token = await adminToken(ctx.app, ctx.db, ctx.clock, 'owner');
});

const download = async (kind: string) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/admin/export/${kind}`,
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: '203.0.113.7',
  });
  expect(res.statusCode, res.body).toBe(200);
  return res;
};

let fileCount = 0;
/** Imports `csv` with the real `cli import` command; answers what it printed. */
async function cliImport(csv: string) {
  const file = path.join(dir, `f${++fileCount}.csv`);
  writeFileSync(file, csv);
  const cli = cliContext(ctx.database, ctx.clock);
  await importUsers.run(cli.ctx, [file]).catch((e: unknown) => {
    throw new Error(`${String(e)}\n${cli.stderr()}`);
  });
  return cli.stdout();
}

const snapshot = async () => ({
  users: await ctx.db.select().from(users).orderBy(asc(users.email)),
  wallets: await ctx.db.select().from(wallets).orderBy(asc(wallets.address)),
});

/** Users and wallets of every shape an export must carry through a re-import. */
async function varied() {
  await cliImport(
    [
      HEADER,
      `ana@example.com,Ana,"Ana Pérez, ""La Güera""",5512345678,+52,MX,45292,secreto-ana,${A1},"Principal, MX",1500.5`,
      `ana@example.com,Ana,,,,,,,${A2},,0.12345678`,
      `bob@example.com,Bob,,2125550147,+1,US,45350,,${A3},,0`,
      `nadie@example.com,Sin Carteras,Núñez,,,,45000,,,,`,
    ].join('\n'),
  );
  // What the app adds outside the import: a profile completed in the app.
  await ctx.db
    .update(users)
    .set({ fullName: 'Roberto Díaz', idPhotoFront: '/api/objects/f', verified: 1 })
    .where(eq(users.email, 'bob@example.com'));
  await createUser(ctx.db, { email: 'zoe@example.com', name: 'Zoé', date: 45500 });
}

describe('CSV exports', () => {
  it('streams the users and their wallets in the import format, and audits it', async () => {
    await varied();
    const res = await download('users');
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="usuarios-\d{4}-\d\d-\d\d\.csv"$/,
    );
    expect(res.body.startsWith(`\uFEFF${HEADER}\r\n`)).toBe(true);
    const rows = parse(res.body, { bom: true, columns: true }) as Record<string, string>[];
    expect(rows.map((r) => [r.email, r.address])).toEqual([
      ['ana@example.com', A2],
      ['ana@example.com', A1],
      ['bob@example.com', A3],
      ['nadie@example.com', ''],
      ['zoe@example.com', ''],
    ]);
    expect(rows[1]).toEqual({
      email: 'ana@example.com',
      name: 'Ana',
      fullName: 'Ana Pérez, "La Güera"',
      cellphone: '5512345678',
      // A leading '+' is what a spreadsheet reads as a formula: marked as text (see below).
      countryCode: "'+52",
      country: 'MX',
      date: '45292',
      password: '',
      address: A1,
      walletName: 'Principal, MX',
      pretokenizedBalance: '1500.50000000',
    });
    expect(rows[2]!.fullName).toBe('Roberto Díaz');
    expect(rows[4]).toMatchObject({ name: 'Zoé', date: '45500', pretokenizedBalance: '' });
    expect(res.body).not.toMatch(/secreto|\$argon2/);

    const [entry] = await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'export.users'));
    expect(entry).toMatchObject({
      actor: 'admin:revisora-owner',
      target: expect.stringMatching(/^usuarios-.*\.csv$/),
      ip: '203.0.113.7',
    });
  });

  it('round-trips: users and wallets exports re-import with no change, and rebuild an empty database', async () => {
    await varied();
    const before = await snapshot();
    const usersCsv = (await download('users')).body;
    const walletsCsv = (await download('wallets')).body;

    const again = await cliImport(usersCsv);
    expect(again).toContain('Usuarios: nuevos 0, actualizados 0, sin cambios 4.');
    expect(again).toContain('Carteras: nuevas 0, actualizadas 0, sin cambios 3.');
    expect(await cliImport(walletsCsv)).toContain(
      'Carteras: nuevas 0, actualizadas 0, sin cambios 3.',
    );
    expect(await snapshot()).toEqual(before);

    // Into an empty database: the same users and wallets, so the same file comes out again.
    await ctx.reset();
    token = await adminToken(ctx.app, ctx.db, ctx.clock, 'owner');
    await cliImport(usersCsv);
    expect((await download('users')).body).toBe(usersCsv);
    expect((await download('wallets')).body).toBe(walletsCsv);
  });

  it('writes cells a spreadsheet would run as formulas as text, and re-imports them unchanged', async () => {
    const planted = ['=HYPERLINK("http://x","y")', '+1+1', '@SUM(1)', '-2+3', "'ya con apóstrofo"];
    const owner = await createUser(ctx.db, {
      email: 'formula@example.com',
      name: planted[0]!,
      fullName: planted[1]!,
      country: planted[3]!,
      date: 45500,
    });
    const wallet = await createWallet(ctx.db, owner, {
      name: planted[2]!,
      pretokenizedBalance: '7',
    });
    await createWithdrawal(ctx.db, owner, wallet);
    const before = await snapshot();

    const files = {
      users: (await download('users')).body,
      wallets: (await download('wallets')).body,
      withdrawals: (await download('withdrawals')).body,
    };
    for (const [kind, body] of Object.entries(files) as [keyof typeof files, string][]) {
      const cells = (parse(body, { bom: true }) as string[][]).flat();
      // No cell starts the way a formula does: each planted value is there, marked as text.
      expect(
        cells.filter((c) => /^[=+\-@\t\r]/.test(c)),
        kind,
      ).toEqual([]);
      const expected = { users: [0, 1, 2, 3], wallets: [0, 2], withdrawals: [1] }[kind]!;
      for (const i of expected) expect(cells, kind).toContain(`'${planted[i]}`);
    }
    const userRow = (
      parse(files.users, { bom: true, columns: true }) as Record<string, string>[]
    )[0]!;
    expect(userRow).toMatchObject({
      name: `'${planted[0]}`,
      fullName: `'${planted[1]}`,
      country: `'${planted[3]}`,
      walletName: `'${planted[2]}`,
      pretokenizedBalance: '7.00000000',
    });
    const order = (
      parse(files.withdrawals, { bom: true, columns: true }) as Record<string, string>[]
    )[0]!;
    expect(order).toMatchObject({ userName: `'${planted[1]}`, amount: '7.00000000' });

    expect(await cliImport(files.users)).toContain(
      'Usuarios: nuevos 0, actualizados 0, sin cambios 1.',
    );
    expect(await cliImport(files.wallets)).toContain(
      'Carteras: nuevas 0, actualizadas 0, sin cambios 1.',
    );
    expect(await snapshot()).toEqual(before);

    // A value that starts with an apostrophe itself keeps it through the round trip.
    await ctx.db.update(users).set({ fullName: planted[4]! }).where(eq(users.id, owner.id));
    const withApostrophe = (await download('users')).body;
    expect(withApostrophe).toContain(`''ya con apóstrofo`);
    expect(await cliImport(withApostrophe)).toContain('sin cambios 1.');
    const [kept] = await ctx.db.select().from(users).where(eq(users.id, owner.id));
    expect(kept!.fullName).toBe(planted[4]);
  });

  it('writes the wallets file with the owner in the import format, by address', async () => {
    await varied();
    const rows = parse((await download('wallets')).body, { bom: true, columns: true }) as Record<
      string,
      string
    >[];
    expect(rows.map((r) => r.address)).toEqual([A1, A2, A3].sort());
    expect(rows.find((r) => r.address === A3)).toEqual({
      email: 'bob@example.com',
      name: 'Bob',
      fullName: '',
      cellphone: '',
      countryCode: '',
      country: '',
      date: '',
      password: '',
      address: A3,
      walletName: '',
      pretokenizedBalance: '0.00000000',
    });
  });

  it('reads in batches: every row once, whatever the size', async () => {
    const count = EXPORT_BATCH * 2 + 7;
    await ctx.db.execute(
      sql.raw(`insert into users (email, name, password)
        select 'm' || lpad(i::text, 5, '0') || '@x.mx', 'M' || i, 'x' from generate_series(1, ${count}) i`),
    );
    await ctx.db.execute(
      sql.raw(`insert into wallets (user_email, address, pretokenized_balance)
        select 'm' || lpad(i::text, 5, '0') || '@x.mx', '0x' || lpad(to_hex(i), 40, '0'), i
        from generate_series(1, ${count}, 2) i`),
    );
    const userRows = parse((await download('users')).body, { bom: true, columns: true }) as {
      email: string;
    }[];
    expect(userRows).toHaveLength(count);
    expect(new Set(userRows.map((r) => r.email)).size).toBe(count);
    const walletRows = parse((await download('wallets')).body, { bom: true, columns: true });
    expect(walletRows).toHaveLength(Math.ceil(count / 2));
  });

  it('lists withdrawals oldest first, with the owner, the wallet (none once it is gone), the outcome and who moved it when', async () => {
    const ana = await createUser(ctx.db, { email: 'ana@example.com', fullName: 'Ana Pérez' });
    const kept = await createWallet(ctx.db, ana, { pretokenizedBalance: '10.5' });
    const gone = await createWallet(ctx.db, ana, { pretokenizedBalance: '3' });
    const paid = await createWallet(ctx.db, ana, { pretokenizedBalance: '42.123456' });
    const first = await createWithdrawal(ctx.db, ana, gone, {
      createdAt: new Date('2026-01-01T10:00:00Z'),
      status: 'rejected',
      rejectionReason: 'Destino "dudoso", revisar',
      rejectedBy: 'luis',
      rejectedAt: new Date('2026-01-02T08:30:00Z'),
    });
    const second = await createWithdrawal(ctx.db, ana, kept, {
      createdAt: new Date('2026-02-01T10:00:00.123Z'),
    });
    const hash = `0x${'ab'.repeat(32)}`;
    const third = await createWithdrawal(ctx.db, ana, paid, {
      createdAt: new Date('2026-03-01T10:00:00Z'),
      status: 'completed',
      payoutTxHash: hash,
      identityAtApproval: 'verified',
      approvedBy: 'marta',
      approvedAt: new Date('2026-03-01T11:00:00Z'),
      completedBy: 'luis',
      completedAt: new Date('2026-03-02T12:00:00.5Z'),
    });
    const spare = await createWallet(ctx.db, ana, { pretokenizedBalance: '7' });
    const fourth = await createWithdrawal(ctx.db, ana, spare, {
      createdAt: new Date('2026-04-01T10:00:00Z'),
      status: 'cancelled',
      cancelledBy: 'ana@example.com',
      cancelledAt: new Date('2026-04-01T10:05:00Z'),
    });
    await ctx.db.delete(wallets).where(eq(wallets.id, gone.id));
    const res = await download('withdrawals');
    expect(res.headers['content-disposition']).toMatch(/filename="retiros-/);
    expect(res.body.split('\r\n')[0]).toBe(
      '\uFEFFid,createdAt,updatedAt,status,userEmail,userName,walletAddress,withdrawalAddress,amount,' +
        'payoutTxHash,rejectionReason,identityAtApproval,approvedBy,approvedAt,completedBy,completedAt,rejectedBy,rejectedAt,cancelledBy,cancelledAt',
    );
    const rows = parse(res.body, { bom: true, columns: true }) as Record<string, string>[];
    const none = {
      payoutTxHash: '',
      rejectionReason: '',
      identityAtApproval: '',
      approvedBy: '',
      approvedAt: '',
      completedBy: '',
      completedAt: '',
      rejectedBy: '',
      rejectedAt: '',
      cancelledBy: '',
      cancelledAt: '',
    };
    expect(rows).toEqual([
      {
        id: first.id,
        createdAt: '2026-01-01T10:00:00.000000Z',
        updatedAt: expect.any(String),
        status: 'rejected',
        userEmail: 'ana@example.com',
        userName: 'Ana Pérez',
        walletAddress: '',
        withdrawalAddress: first.withdrawalAddress,
        amount: '3.00000000',
        ...none,
        rejectionReason: 'Destino "dudoso", revisar',
        rejectedBy: 'luis',
        rejectedAt: '2026-01-02T08:30:00.000000Z',
      },
      {
        ...none,
        id: second.id,
        createdAt: '2026-02-01T10:00:00.123000Z',
        updatedAt: expect.any(String),
        status: 'pending',
        userEmail: 'ana@example.com',
        userName: 'Ana Pérez',
        walletAddress: kept.address,
        withdrawalAddress: second.withdrawalAddress,
        amount: '10.50000000',
      },
      expect.objectContaining({
        id: third.id,
        status: 'completed',
        amount: '42.12345600',
        payoutTxHash: hash,
        identityAtApproval: 'verified',
        approvedBy: 'marta',
        approvedAt: '2026-03-01T11:00:00.000000Z',
        completedBy: 'luis',
        completedAt: '2026-03-02T12:00:00.500000Z',
        rejectedBy: '',
      }),
      // The creditor cancelled it (docs/product/withdrawals.md#cancelling-an-order).
      {
        ...none,
        id: fourth.id,
        createdAt: '2026-04-01T10:00:00.000000Z',
        updatedAt: expect.any(String),
        status: 'cancelled',
        userEmail: 'ana@example.com',
        userName: 'Ana Pérez',
        walletAddress: spare.address,
        withdrawalAddress: fourth.withdrawalAddress,
        amount: '7.00000000',
        cancelledBy: 'ana@example.com',
        cancelledAt: '2026-04-01T10:05:00.000000Z',
      },
    ]);
  });

  it('are for owners only', async () => {
    const operator = await adminToken(ctx.app, ctx.db, ctx.clock, 'operator');
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/export/users',
      headers: { authorization: `Bearer ${operator}` },
    });
    expect(res.statusCode).toBe(403);
    expect(await ctx.db.select().from(auditLog).where(eq(auditLog.action, 'export.users'))).toEqual(
      [],
    );
  });
});
