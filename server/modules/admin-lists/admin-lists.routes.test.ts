import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AdminUserPage } from '@schemas/admin-users';
import type { AdminWalletPage } from '@schemas/admin-wallets';
import { mediationDisputes, users, wallets } from '../../db/schema';
import { encodeCursor } from '../../db/keyset';
import { SEARCH_WALK_ROWS } from './admin-lists.repo';
import {
  adminToken,
  createUser,
  createWallet,
  randomAddress,
} from '../../../tests/support/factories';
import { createTestContext, type TestContext } from '../../../tests/support/test-app';

let ctx: TestContext;
let token: string;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  token = await adminToken(ctx.app, ctx.db, ctx.clock, 'viewer');
});

const get = (url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
const users$ = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminUserPage;
};
const wallets$ = async (url: string) => {
  const res = await get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AdminWalletPage;
};

/** `count` users registered on `date` (null: none), e-mails numbered from 1. */
async function manyUsers(count: number, date: number | null = 45_292, prefix = 'u') {
  const created = [];
  for (let i = 1; i <= count; i++) {
    created.push(await createUser(ctx.db, { email: `${prefix}${i}@lista.mx`, date }));
  }
  return created;
}

/** Follows nextCursor from `first` to the end; answers every row's id in order. */
async function walk<T extends { id: string }>(
  first: string,
  read: (url: string) => Promise<{ items: T[]; hasMore: boolean; nextCursor: string | null }>,
) {
  const ids: string[] = [];
  let url: string | null = first;
  while (url) {
    const page = await read(url);
    ids.push(...page.items.map((i) => i.id));
    expect(page.nextCursor === null).toBe(!page.hasMore);
    url = page.nextCursor ? `${first}&cursor=${page.nextCursor}` : null;
  }
  return ids;
}
const userItems = async (url: string) => {
  const page = await users$(url);
  return { ...page, items: page.users };
};
const walletItems = async (url: string) => {
  const page = await wallets$(url);
  return { ...page, items: page.wallets };
};

describe('GET /api/admin/users', () => {
  it('needs an admin token', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/users' });
    expect(res.statusCode).toBe(401);
  });

  it('answers the admin user rows, newest registration first', async () => {
    const old = await createUser(ctx.db, { date: 45_000, fullName: 'Vieja Cuenta' });
    const ana = await createUser(ctx.db, {
      email: 'ana@lista.mx',
      name: 'Ana',
      fullName: 'Ana Pérez',
      cellphone: '5512345678',
      countryCode: '+52',
      country: 'MX',
      date: 45_292,
      verified: 1,
      selectedForMediation: 1,
      mediationStatus: 'invitados',
      idPhotoFront: '/api/objects/f',
    });
    const disputed = await createWallet(ctx.db, ana, { pretokenizedBalance: '1500.5' });
    await createWallet(ctx.db, ana, { pretokenizedBalance: '250.004' });
    // An open balance dispute ('Saldo en disputa'), and one already answered that does not count.
    for (const status of ['open', 'rejected']) {
      await ctx.db.insert(mediationDisputes).values({
        userId: ana.id,
        walletId: disputed.id,
        address: disputed.address,
        balance: '1500.5',
        reason: 'No coincide',
        status,
      });
    }
    // Removed from mediation: the stored default stage is not shown.
    const none = await createUser(ctx.db, { date: null, selectedForMediation: null });

    const page = await users$('/api/admin/users');
    expect(page.users.map((u) => u.id)).toEqual([ana.id, old.id, none.id]);
    expect(page).toMatchObject({ hasMore: false, nextCursor: null });
    expect(page.users[0]).toEqual({
      id: ana.id,
      email: 'ana@lista.mx',
      name: 'Ana',
      fullName: 'Ana Pérez',
      cellphone: '5512345678',
      countryCode: '+52',
      country: 'MX',
      date: 45_292,
      walletCount: 2,
      totalBalance: '1750.50',
      verified: true,
      selectedForMediation: true,
      mediationStatus: 'invitados',
      idPhotoFront: '/api/objects/f',
      idPhotoBack: null,
      openDisputes: 1,
    });
    expect(page.users[1]!.openDisputes).toBe(0);
    expect(page.users[2]).toMatchObject({
      date: null,
      walletCount: 0,
      totalBalance: '0.00',
      verified: false,
      selectedForMediation: false,
      mediationStatus: null,
    });
  });

  it('says there is more at 26 users and not at 25 (page and cursor alike)', async () => {
    await manyUsers(25);
    const full = await users$('/api/admin/users?page=1&limit=25');
    expect(full.users).toHaveLength(25);
    expect(full).toMatchObject({ hasMore: false, nextCursor: null });

    await createUser(ctx.db, { date: 1 });
    const first = await users$('/api/admin/users');
    expect(first.users).toHaveLength(25);
    expect(first.hasMore).toBe(true);
    const second = await users$('/api/admin/users?page=2');
    expect(second.users).toHaveLength(1);
    expect(second.hasMore).toBe(false);
    const byCursor = await users$(`/api/admin/users?cursor=${first.nextCursor}`);
    expect(byCursor).toEqual(second);
  });

  it('pages by cursor through ties on the registration day exactly like by page number', async () => {
    await manyUsers(23, 45_300, 'a');
    await manyUsers(17, 45_299, 'b');
    await manyUsers(3, null, 'c');
    const byCursor = await walk('/api/admin/users?limit=7', userItems);
    const byPage: string[] = [];
    for (let page = 1; page <= 7; page++) {
      byPage.push(
        ...(await users$(`/api/admin/users?limit=7&page=${page}`)).users.map((u) => u.id),
      );
    }
    expect(byCursor).toHaveLength(43);
    expect(new Set(byCursor).size).toBe(43);
    expect(byCursor).toEqual(byPage);
    const rows = await ctx.db.select({ id: users.id, date: users.date }).from(users);
    const expected = rows
      .sort((x, y) => (y.date ?? 0) - (x.date ?? 0) || (x.id < y.id ? 1 : -1))
      .map((r) => r.id);
    expect(byCursor).toEqual(expected.filter((id) => byCursor.includes(id)));
  });

  it('refuses bad paging parameters with a Spanish 400', async () => {
    const cases: [string, RegExp][] = [
      ['page=0', /La página empieza en 1/],
      ['page=abc', /La página debe ser un número/],
      ['page=1.5', /número entero/],
      ['limit=0', /El límite mínimo es 1/],
      ['limit=101', /El límite máximo es 100/],
      ['cursor=no%20vale', /Cursor inválido/],
      [`cursor=${encodeCursor(['x', 'y'])}`, /^Cursor inválido$/],
      [`cursor=${encodeCursor([1, 'no-uuid'])}`, /^Cursor inválido$/],
    ];
    for (const [query, message] of cases) {
      const res = await get(`/api/admin/users?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json().message, query).toMatch(message);
    }
  });
});

describe('GET /api/admin/wallets', () => {
  it('answers the admin wallet rows with the owner, newest first', async () => {
    const ana = await createUser(ctx.db, { name: 'Ana', fullName: 'Ana Pérez', email: 'ana@c.mx' });
    const bob = await createUser(ctx.db, { name: 'Bob', fullName: '  ', email: 'bob@c.mx' });
    const older = await createWallet(ctx.db, ana, {
      name: 'Principal',
      pretokenizedBalance: '1500.5',
      createdAt: new Date('2026-01-01T00:00:00Z'),
    });
    const newer = await createWallet(ctx.db, bob, {
      pretokenizedBalance: '0.12345678',
      createdAt: new Date('2026-02-01T00:00:00Z'),
    });
    const page = await wallets$('/api/admin/wallets');
    expect(page).toEqual({
      wallets: [
        {
          id: newer.id,
          name: null,
          address: newer.address,
          userName: 'Bob',
          userEmail: 'bob@c.mx',
          userId: bob.id,
          balanceSinTokenizar: '0.12345678',
        },
        {
          id: older.id,
          name: 'Principal',
          address: older.address,
          userName: 'Ana Pérez',
          userEmail: 'ana@c.mx',
          userId: ana.id,
          balanceSinTokenizar: '1500.50000000',
        },
      ],
      hasMore: false,
      nextCursor: null,
    });
  });

  it('pages 25 + 1 wallets created in one statement (one timestamp) by page and by cursor', async () => {
    const owner = await createUser(ctx.db);
    await ctx.db
      .insert(wallets)
      .values(
        Array.from({ length: 26 }, () => ({ userEmail: owner.email, address: randomAddress() })),
      );
    // Microseconds apart from the rest: a cursor cut to milliseconds would skip it.
    await ctx.db.execute(
      sql`update ${wallets} set created_at = created_at + interval '1 microsecond' where id = (select id from ${wallets} order by id limit 1)`,
    );
    const first = await wallets$('/api/admin/wallets');
    expect(first.wallets).toHaveLength(25);
    expect(first.hasMore).toBe(true);
    const second = await wallets$('/api/admin/wallets?page=2');
    expect(second.wallets).toHaveLength(1);
    expect(await wallets$(`/api/admin/wallets?cursor=${first.nextCursor}`)).toEqual(second);
    const all = await walk('/api/admin/wallets?limit=4', walletItems);
    expect(new Set(all).size).toBe(26);
  });

  it('refuses a cursor of another list', async () => {
    const [user] = await manyUsers(1);
    const res = await get(`/api/admin/wallets?cursor=${encodeCursor([45_292, user!.id])}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'Cursor inválido' });
  });
});

describe('GET /api/admin/search', () => {
  const search = async (q: string, extra = '') =>
    (await users$(`/api/admin/search?q=${encodeURIComponent(q)}${extra}`)).users.map(
      (u) => u.email,
    );

  beforeEach(async () => {
    const people = [
      {
        email: 'lopez@b.mx',
        name: 'Pedro',
        fullName: 'Pedro López Núñez',
        cellphone: '3312345678',
        countryCode: '+52',
      },
      {
        email: 'ines@b.mx',
        name: 'INÉS',
        fullName: 'Inés Ávila',
        cellphone: '2125550147',
        countryCode: '+1',
      },
      {
        email: 'obrien@b.mx',
        name: "Sean O'Brien",
        fullName: null,
        cellphone: null,
        countryCode: null,
      },
      {
        email: 'cien@b.mx',
        name: '100% Real',
        fullName: 'Cien_Por_Ciento',
        cellphone: null,
        countryCode: null,
      },
      {
        email: 'back\\slash@b.mx',
        name: 'Barra',
        fullName: null,
        cellphone: '5599887766',
        countryCode: '+52',
      },
      {
        email: 'zeta.lopezz@b.mx',
        name: 'Zeta',
        fullName: 'Zeta Lopezz',
        cellphone: null,
        countryCode: null,
      },
      {
        email: 'cruz@b.mx',
        name: 'María',
        fullName: 'María de la Cruz',
        cellphone: null,
        countryCode: null,
      },
    ];
    for (const person of people) await createUser(ctx.db, { ...person, date: 45_000 });
  });

  it('finds by name, full name, e-mail fragment and phone, accents and case aside', async () => {
    expect(await search('pedro')).toEqual(['lopez@b.mx']);
    expect((await search('lopez')).sort()).toEqual(['lopez@b.mx', 'zeta.lopezz@b.mx']);
    expect(await search('NUNEZ')).toEqual(['lopez@b.mx']);
    expect(await search('Núñez')).toEqual(['lopez@b.mx']);
    expect(await search('ines')).toEqual(['ines@b.mx']);
    expect(await search('ávila')).toEqual(['ines@b.mx']);
    expect(await search('  pedro   lópez ')).toEqual(['lopez@b.mx']);
    expect(await search('de la cruz')).toEqual(['cruz@b.mx']);
    expect(await search('ia de la')).toEqual(['cruz@b.mx']);
    expect(await search('pedro nunez')).toEqual([]);
    expect(await search('yan@b')).toEqual([]);
    expect(await search('cien@b.m')).toEqual(['cien@b.mx']);
    expect(await search('tracción')).toEqual([]);
  });

  it('matches phone digits whatever the formatting, country code included', async () => {
    expect(await search('331 234')).toEqual(['lopez@b.mx']);
    expect(await search('(331) 234-5678')).toEqual(['lopez@b.mx']);
    expect(await search('+52 33 1234')).toEqual(['lopez@b.mx']);
    expect(await search('212.555')).toEqual(['ines@b.mx']);
    expect(await search('1 212 555 0147')).toEqual(['ines@b.mx']);
    expect(await search('99887766')).toEqual(['back\\slash@b.mx']);
  });

  it('takes the term as text: % _ \\ and quotes are literal', async () => {
    expect(await search('0%')).toEqual(['cien@b.mx']);
    expect(await search('100%')).toEqual(['cien@b.mx']);
    expect(await search('n_p')).toEqual(['cien@b.mx']);
    expect(await search('__')).toEqual([]);
    expect(await search("o'brien")).toEqual(['obrien@b.mx']);
    expect(await search('k\\s')).toEqual(['back\\slash@b.mx']);
    expect(await search('"; drop table users; --')).toEqual([]);
  });

  it('refuses an empty, one-letter or too long term with a Spanish 400', async () => {
    for (const [url, message] of [
      ['/api/admin/search', /Escribe qué buscar/],
      ['/api/admin/search?q=', /Escribe qué buscar/],
      ['/api/admin/search?q=%20%20', /Escribe qué buscar/],
      ['/api/admin/search?q=a', /Escribe al menos 2 caracteres/],
      [`/api/admin/search?q=${'a'.repeat(101)}`, /hasta 100 caracteres/],
      ['/api/admin/search?q=ana&limit=500', /El límite máximo es 100/],
    ] as const) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json().message, url).toMatch(message);
    }
    expect((await get(`/api/admin/search?q=${'a'.repeat(100)}`)).statusCode).toBe(200);
  });

  it('finds rare matches beyond the rows a search walks in list order', async () => {
    const count = SEARCH_WALK_ROWS + 40;
    await ctx.db.execute(
      sql.raw(`insert into users (email, name, password, date)
        select 'x' || i || '@x.mx', case when i > ${count - 3} then 'Zafiro ' || i else 'X' end, 'x', 50000 - i
        from generate_series(1, ${count}) i`),
    );
    expect(await search('zafiro')).toEqual([
      `x${count - 2}@x.mx`,
      `x${count - 1}@x.mx`,
      `x${count}@x.mx`,
    ]);
    const common = await users$('/api/admin/search?q=x.mx');
    expect(common.users.map((u) => u.email)).toEqual(
      Array.from({ length: 25 }, (_, i) => `x${i + 1}@x.mx`),
    );
    const next = await users$(`/api/admin/search?q=x.mx&cursor=${common.nextCursor}`);
    expect(next.users[0]!.email).toBe('x26@x.mx');
  });

  it('pages results: more at 26 matches, not at 25; by page and by cursor', async () => {
    await manyUsers(19, 45_100, 'garcia');
    expect((await users$('/api/admin/search?q=garcia')).hasMore).toBe(false);
    await manyUsers(25, 45_200, 'gárcia');
    const first = await users$('/api/admin/search?q=garcia');
    expect(first.users).toHaveLength(25);
    expect(first.hasMore).toBe(true);
    expect(first.users.every((u) => u.date === 45_200)).toBe(true);
    const second = await users$('/api/admin/search?q=garcia&page=2');
    expect(second.users).toHaveLength(19);
    expect(second.hasMore).toBe(false);
    expect(await users$(`/api/admin/search?q=garcia&cursor=${first.nextCursor}`)).toEqual(second);
    expect(await walk('/api/admin/search?q=GARCÍA&limit=6', userItems)).toEqual(
      [...first.users, ...second.users].map((u) => u.id),
    );
  });
});
