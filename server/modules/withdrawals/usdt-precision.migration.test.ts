import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../../tests/support/test-database';
import { migrationsFolder } from '../../db/client';
import { auditLog, users, wallets, withdrawals } from '../../db/schema';

/** The last migration before orders were cut to USDT's precision. */
const BEFORE = '0021_withdrawal_who_and_when';

let database: TestDatabase;
let earlier: string;
beforeAll(async () => {
  // The committed migrations up to BEFORE: the database as it was when the 8-decimal orders existed.
  earlier = mkdtempSync(path.join(tmpdir(), 'cartera-migrations-'));
  cpSync(migrationsFolder, earlier, { recursive: true });
  const journalFile = path.join(earlier, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const keep = journal.entries.findIndex((e) => e.tag === BEFORE) + 1;
  expect(keep).toBeGreaterThan(0);
  for (const entry of journal.entries.slice(keep)) rmSync(path.join(earlier, `${entry.tag}.sql`));
  writeFileSync(
    journalFile,
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, keep) }),
  );
  expect(readdirSync(earlier).filter((f) => f.endsWith('.sql'))).toHaveLength(keep);
  database = await openTestDatabase({ migrate: false });
  await database.migrate(earlier);
});
afterAll(async () => {
  await database?.close();
  rmSync(earlier, { recursive: true, force: true });
});

it('cuts every existing order to 6 decimals, leaves the difference on the wallet, audits each, and fills who and when', async () => {
  const { db } = database;
  // Rows written with SQL: the tables as they were then, without today's columns' defaults.
  await db.execute(sql`
    insert into users (id, email, password, name, full_name, wallet_count, total_balance) values
      ('11111111-1111-4111-8111-111111111111', 'carlos@ejemplo.mx', 'x', 'Carlos', 'Carlos Pérez', 2, 84.25)`);
  await db.execute(sql`
    insert into wallets (id, user_email, address, name, pretokenized_balance) values
      ('21111111-1111-4111-8111-111111111111', 'carlos@ejemplo.mx', '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc', 'Gastos', 42.12345678),
      ('22222222-2222-4222-8222-222222222222', 'carlos@ejemplo.mx', '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65', 'Pagada', 0)`);
  await db.execute(sql`
    insert into withdrawals (id, user_id, wallet_id, withdrawal_address, amount, status, created_at) values
      ('31111111-1111-4111-8111-111111111111', '11111111-1111-4111-8111-111111111111', '21111111-1111-4111-8111-111111111111', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 42.12345678, 'approved', '2026-03-01T10:00:00Z'),
      ('32222222-2222-4222-8222-222222222222', '11111111-1111-4111-8111-111111111111', '22222222-2222-4222-8222-222222222222', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 42.12345678, 'completed', '2026-02-01T10:00:00Z'),
      ('33333333-3333-4333-8333-333333333333', '11111111-1111-4111-8111-111111111111', '21111111-1111-4111-8111-111111111111', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 10.5, 'rejected', '2026-01-01T10:00:00Z')`);
  await db.execute(sql`
    insert into audit_log (actor, action, target, user_id, created_at) values
      ('admin:marta', 'withdrawal.approved', 'withdrawal:31111111-1111-4111-8111-111111111111', '11111111-1111-4111-8111-111111111111', '2026-03-02T09:00:00Z'),
      ('admin:luis', 'withdrawal.approved', 'withdrawal:32222222-2222-4222-8222-222222222222', '11111111-1111-4111-8111-111111111111', '2026-02-02T09:00:00Z'),
      ('admin:marta', 'withdrawal.completed', 'withdrawal:32222222-2222-4222-8222-222222222222', '11111111-1111-4111-8111-111111111111', '2026-02-03T09:00:00Z'),
      ('admin:luis', 'withdrawal.rejected', 'withdrawal:33333333-3333-4333-8333-333333333333', '11111111-1111-4111-8111-111111111111', '2026-01-02T09:00:00Z')`);

  await database.migrate();

  const orders = await db.select().from(withdrawals).orderBy(asc(withdrawals.createdAt));
  expect(orders.map((o) => [o.status, o.amount])).toEqual([
    ['rejected', '10.50000000'],
    ['completed', '42.12345600'],
    ['approved', '42.12345600'],
  ]);
  expect(orders[2]).toMatchObject({
    approvedBy: 'marta',
    approvedAt: new Date('2026-03-02T09:00:00Z'),
    completedBy: null,
  });
  expect(orders[1]).toMatchObject({
    approvedBy: 'luis',
    completedBy: 'marta',
    completedAt: new Date('2026-02-03T09:00:00Z'),
  });
  expect(orders[0]).toMatchObject({ rejectedBy: 'luis', approvedBy: null });

  // The open order has not lowered its wallet: completing it leaves 0.00000078 there. The
  // completed one lowered its wallet by 42.12345678; the 0.00000078 no transfer paid comes back.
  const balances = await db.select().from(wallets).orderBy(asc(wallets.name));
  expect(balances.map((w) => [w.name, w.pretokenizedBalance])).toEqual([
    ['Gastos', '42.12345678'],
    ['Pagada', '0.00000078'],
  ]);
  const [carlos] = await db.select().from(users).where(eq(users.email, 'carlos@ejemplo.mx'));
  expect(carlos!.totalBalance).toBe('42.12');

  const cuts = await db
    .select()
    .from(auditLog)
    .where(eq(auditLog.action, 'withdrawal.amount_cut'))
    .orderBy(asc(auditLog.target));
  expect(cuts).toEqual([
    expect.objectContaining({
      actor: 'system',
      target: 'withdrawal:31111111-1111-4111-8111-111111111111',
      userId: '11111111-1111-4111-8111-111111111111',
      details: expect.objectContaining({
        from: '42.12345678',
        amount: '42.123456',
        leftOnWallet: '0.00000078',
        status: 'approved',
        returnedToWallet: false,
      }),
    }),
    expect.objectContaining({
      target: 'withdrawal:32222222-2222-4222-8222-222222222222',
      details: expect.objectContaining({ status: 'completed', returnedToWallet: true }),
    }),
  ]);

  // From now on the database refuses an order USDT cannot carry.
  const refused = await db
    .execute(sql`update withdrawals set amount = 1.1234567 where status = 'rejected'`)
    .then(
      () => undefined,
      (err: Error) => err,
    );
  expect(String(refused?.cause ?? refused)).toContain('withdrawals_amount_usdt_check');
});
