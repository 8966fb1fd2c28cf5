import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client';
import { adminCounters } from '../../db/schema';
import { createTestContext, type TestContext } from '../../../tests/support/test-app';
import { createAdminStatsService } from './admin-stats.service';

let ctx: TestContext;
let stats: ReturnType<typeof createAdminStatsService>;
beforeAll(async () => {
  ctx = await createTestContext();
  stats = createAdminStatsService({ db: ctx.db });
});
afterAll(() => ctx.close());
beforeEach(() => ctx.reset());

/** The figures counted from the tables themselves: what the counters must always equal. */
async function counted() {
  const [row] = await queryRows<Record<string, string | number>>(
    ctx.db,
    sql`select
      (select count(*) from users) as "totalUsers",
      (select count(*) from wallets) as "totalWallets",
      (select coalesce(sum(pretokenized_balance), 0) from wallets) as "totalUSDTBalance",
      (select count(*) from users where coalesce(trim(full_name), '') <> '' and coalesce(trim(cellphone), '') <> ''
         and coalesce(trim(id_photo_front), '') <> '' and coalesce(trim(id_photo_back), '') <> '') as "usersWithCompleteProfile",
      (select count(*) from users where verified = 1) as "usersWithAdminVerification"`,
  );
  return {
    totalUsers: Number(row!.totalUsers),
    totalWallets: Number(row!.totalWallets),
    totalUSDTBalance: String(row!.totalUSDTBalance),
    usersWithCompleteProfile: Number(row!.usersWithCompleteProfile),
    usersWithAdminVerification: Number(row!.usersWithAdminVerification),
  };
}

/** '12.50000000' → '12.5': the same decimal whatever its scale. */
const plain = (amount: string) =>
  amount.includes('.') ? amount.replace(/0+$/, '').replace(/\.$/, '') : amount;

async function expectExact() {
  const [kept, truth] = [await stats.read(), await counted()];
  expect({ ...kept, totalUSDTBalance: plain(kept.totalUSDTBalance) }).toEqual({
    ...truth,
    totalUSDTBalance: plain(truth.totalUSDTBalance),
  });
}

const run = (statement: string) => ctx.db.execute(sql.raw(statement));

describe('admin statistics kept by the database', () => {
  it('stay exact whatever SQL writes users and wallets, with no count at read time', async () => {
    await expectExact();
    await run(`insert into users (email, name, password, full_name, cellphone, id_photo_front, id_photo_back, verified)
      select 'u' || i || '@x.mx', 'U' || i, 'x', 'Nombre ' || i, '5512345678', '/f', case when i % 3 = 0 then '/b' end, i % 2
      from generate_series(1, 30) i`);
    await expectExact();
    await run(`insert into wallets (user_email, address, pretokenized_balance)
      select 'u' || (i % 30 + 1) || '@x.mx', '0x' || lpad(to_hex(i), 40, '0'), (i || '.12345678')::numeric
      from generate_series(1, 45) i`);
    await expectExact();
    // Changes that move a figure, and one that moves none.
    await run(
      `update users set id_photo_back = '/b2' where id_photo_back is null and verified = 1`,
    );
    await run(`update users set verified = null where email like 'u1%'`);
    await run(`update users set full_name = '   ' where email = 'u3@x.mx'`);
    await run(`update users set name = 'Otro' where email = 'u4@x.mx'`);
    await run(
      `update wallets set pretokenized_balance = pretokenized_balance / 3 where address like '%1'`,
    );
    await run(`update users set email = 'nuevo@x.mx' where email = 'u5@x.mx'`);
    await expectExact();
    await run(`delete from wallets where pretokenized_balance < 10`);
    await run(
      `delete from users where email not in (select user_email from wallets) and email like 'u2%'`,
    );
    await expectExact();
    await run(`insert into users (email, name, password, verified) values ('u7@x.mx', 'dup', 'x', 1)
      on conflict (email) do update set verified = excluded.verified`);
    await run(`insert into users (email, name, password) values ('otra@x.mx', 'Otra', 'x')
      on conflict (email) do nothing`);
    await expectExact();
    await run('truncate wallets cascade');
    await expectExact();
    expect((await stats.read()).totalWallets).toBe(0);
  });

  it('write one row of differences per statement, none when nothing counted changed', async () => {
    const rows = async () => (await ctx.db.select().from(adminCounters)).length;
    const before = await rows();
    await run(
      `insert into users (email, name, password) select 'm' || i || '@x.mx', 'M', 'x' from generate_series(1, 500) i`,
    );
    expect(await rows()).toBe(before + 1);
    await run(`update users set name = 'N'`);
    expect(await rows()).toBe(before + 1);
  });

  it('fold into one row without changing a figure, also beside concurrent writers', async () => {
    const writes = Array.from({ length: 40 }, (_, i) => {
      const email = `c${i}@x.mx`;
      return async () => {
        await run(
          `insert into users (email, name, password, verified) values ('${email}', 'C', 'x', ${i % 2})`,
        );
        await run(`insert into wallets (user_email, address, pretokenized_balance)
          values ('${email}', '0x${i.toString(16).padStart(40, 'a')}', '${i}.5')`);
        if (i % 5 === 0) await stats.compact();
        await run(
          `update wallets set pretokenized_balance = pretokenized_balance + 1 where user_email = '${email}'`,
        );
      };
    });
    await Promise.all([...writes.map((write) => write()), stats.compact(), stats.compact()]);
    await expectExact();
    await stats.compact();
    expect(await ctx.db.select().from(adminCounters)).toHaveLength(1);
    await expectExact();
    expect(await stats.read()).toMatchObject({ totalUsers: 40, usersWithAdminVerification: 20 });
  });
});
