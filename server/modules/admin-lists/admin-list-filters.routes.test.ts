import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminUserPage } from '@schemas/admin-users';
import type { MediationCasePage } from '@schemas/mediation';
import { hasBothIdPhotos, isProfileComplete } from '@schemas/profile-complete';
import { compareAmounts } from '@schemas/money';
import type { WithdrawalQueue } from '@schemas/admin-withdrawals';
import {
  mediationAgreements,
  mediationDisputes,
  mediationDocuments,
  mediationEvents,
  users,
  withdrawals,
} from '../../db/schema';
import {
  adminToken,
  createUser,
  createWallet,
  createWithdrawal,
} from '../../../tests/support/factories';
import { createTestContext, type TestContext } from '../../../tests/support/test-app';
import { serialDayOfIsoDay } from './user-filters';
import { eq } from 'drizzle-orm';

/**
 * Every filter and sort of the users lists against a brute-force answer computed here over the
 * same rows (docs/decisions/admin-lists.md#filters-in-sql), paging by cursor with each sort.
 */

let ctx: TestContext;
let token: string;

const COUNTRIES = ['MX', 'US', 'CO', null] as const;
const STAGES = ['negociacion', 'para-firma', null, null] as const;
const N = 40;
const pad = (n: number) => String(n).padStart(2, '0');

interface Model {
  id: string;
  sortName: string;
  fullName: string | null;
  cellphone: string | null;
  idPhotoFront: string | null;
  idPhotoBack: string | null;
  country: string | null;
  date: number | null;
  verified: boolean;
  balance: string;
  stage: string | null;
  openDispute: boolean;
  agreement: 'none' | 'issued' | 'viewed' | 'expired' | 'declined';
  enteredAt: Date;
}
const model: Model[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  await ctx.reset();
  token = await adminToken(ctx.app, ctx.db, ctx.clock, 'viewer');
  const now = ctx.clock.now();
  for (let i = 0; i < N; i++) {
    const stage = STAGES[i % 4]!;
    const row = {
      email: `f${pad(i)}@filtros.mx`,
      name: `p${pad((i * 7) % N)}`,
      fullName: i % 3 === 0 ? null : `q${pad((i * 11) % N)}`,
      cellphone: i % 5 === 1 ? null : '3312345678',
      idPhotoFront: i % 3 === 2 ? null : '/api/objects/frente',
      idPhotoBack: i % 7 === 3 ? '  ' : '/api/objects/reverso',
      country: COUNTRIES[i % 4]!,
      date: i % 6 === 0 ? null : 45_000 + ((i * 37) % 300),
      verified: i % 2,
      selectedForMediation: stage ? 1 : null,
      mediationStatus: stage,
    };
    const user = await createUser(ctx.db, row);
    const wallet = await createWallet(ctx.db, user, { pretokenizedBalance: '1.00' });
    // Ties on purpose: every ninth user holds exactly 1,000.00.
    const balance = i % 9 === 0 ? '1000.00' : `${(i * 7919) % 5000}.${pad((i * 13) % 100)}`;
    await ctx.db.update(users).set({ totalBalance: balance }).where(eq(users.id, user.id));
    const dispute = i % 6;
    if (dispute < 2) {
      await ctx.db.insert(mediationDisputes).values({
        userId: user.id,
        walletId: wallet.id,
        address: wallet.address,
        balance: '1.00',
        reason: 'No coincide',
        status: dispute === 0 ? 'open' : 'accepted',
      });
    }
    let enteredAt = user.createdAt;
    if (stage) {
      // Two entries into the stage for some: the newest counts.
      for (let k = 0; k < 1 + (i % 2); k++) {
        const at = new Date(now.getTime() - ((i * 5 + k * 3) % 60) * 86_400_000 - i * 1000);
        await ctx.db.insert(mediationEvents).values({
          userId: user.id,
          actor: 'system',
          kind: 'advance',
          toStage: stage,
          createdAt: at,
        });
        if (k === 0 || at > enteredAt) enteredAt = at;
      }
      // Written with the stage by every move; days in stage count from it.
      await ctx.db.update(users).set({ mediationStageAt: enteredAt }).where(eq(users.id, user.id));
    }
    const agreement = stage
      ? (['issued', 'viewed', 'expired', 'declined', 'none'] as const)[i % 5]!
      : 'none';
    if (agreement !== 'none') {
      const [doc] = await ctx.db
        .insert(mediationDocuments)
        .values({
          userId: user.id,
          kind: 'agreement',
          title: 'Acuerdo',
          filename: 'acuerdo.pdf',
          reference: `ACU-${i}`,
          storageKey: `k${i}`,
          keyId: 'k',
          size: 1,
          sha256: 'x',
        })
        .returning();
      const base = {
        userId: user.id,
        amount: '10',
        method: 'usdt',
        payoutDays: 5,
        pages: ['x'],
        documentId: doc!.id,
      };
      // An older voided one never counts.
      await ctx.db.insert(mediationAgreements).values({
        ...base,
        status: 'voided',
        reference: `V-${i}`,
        issuedAt: new Date(now.getTime() - 9 * 86_400_000),
        expiresAt: new Date(now.getTime() + 86_400_000),
      });
      await ctx.db.insert(mediationAgreements).values({
        ...base,
        status: agreement === 'declined' ? 'declined' : 'issued',
        reference: `A-${i}`,
        issuedAt: new Date(now.getTime() - 86_400_000),
        expiresAt: new Date(now.getTime() + (agreement === 'expired' ? -1 : 1) * 3_600_000),
        viewedAt: agreement === 'viewed' ? now : null,
      });
    }
    model.push({
      id: user.id,
      sortName: row.fullName ?? row.name,
      fullName: row.fullName,
      cellphone: row.cellphone,
      idPhotoFront: row.idPhotoFront,
      idPhotoBack: row.idPhotoBack,
      country: row.country,
      date: row.date,
      verified: row.verified === 1,
      balance,
      stage,
      openDispute: dispute === 0,
      agreement,
      enteredAt,
    });
  }
});
afterAll(() => ctx.close());

const get = (url: string) =>
  ctx.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

/** Every id of a list, following the cursors, `limit` at a time. */
async function walk(url: string, limit = 7) {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const sep = url.includes('?') ? '&' : '?';
    const res = await get(`${url}${sep}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as AdminUserPage | MediationCasePage;
    ids.push(...page.users.map((u) => u.id));
    expect(page.nextCursor === null).toBe(!page.hasMore);
    cursor = page.nextCursor;
  } while (cursor);
  return ids;
}

const byId = (a: Model, b: Model) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const day = (m: Model) => m.date ?? 0;
const SORTS = {
  name: (a: Model, b: Model) => (a.sortName < b.sortName ? -1 : a.sortName > b.sortName ? 1 : 0),
  balance: (a: Model, b: Model) => compareAmounts(a.balance, b.balance),
  registered: (a: Model, b: Model) => day(a) - day(b),
  // More days in stage = an earlier entry.
  inStage: (a: Model, b: Model) => b.enteredAt.getTime() - a.enteredAt.getTime(),
};
type Sort = keyof typeof SORTS;

function expected(rows: Model[], sort: Sort, order: 'asc' | 'desc') {
  const sign = order === 'asc' ? 1 : -1;
  // The id breaks ties in the same direction as the key.
  const inverted = sort === 'inStage' ? -1 : 1;
  return [...rows]
    .sort((a, b) => sign * (SORTS[sort](a, b) || inverted * byId(a, b)))
    .map((m) => m.id);
}

const complete = (m: Model) => isProfileComplete(m);
const FILTERS: [string, (m: Model) => boolean][] = [
  ['verified=1', (m) => m.verified],
  ['verified=0', (m) => !m.verified],
  ['complete=1', complete],
  ['complete=0', (m) => !complete(m)],
  ['photos=1', (m) => hasBothIdPhotos(m)],
  ['photos=0', (m) => !hasBothIdPhotos(m)],
  ['country=MX', (m) => m.country === 'MX'],
  ['country=CO', (m) => m.country === 'CO'],
  ['minBalance=1000', (m) => compareAmounts(m.balance, '1000') >= 0],
  ['maxBalance=1000.00', (m) => compareAmounts(m.balance, '1000') <= 0],
  ['minBalance=999.99&maxBalance=1000.000001', (m) => m.balance === '1000.00'],
  [
    'registeredFrom=2023-03-01',
    (m) => m.date !== null && m.date >= serialDayOfIsoDay('2023-03-01'),
  ],
  ['registeredTo=2023-03-01', (m) => m.date !== null && m.date <= serialDayOfIsoDay('2023-03-01')],
  ['dispute=1', (m) => m.openDispute],
  ['dispute=0', (m) => !m.openDispute],
  ['stage=negociacion', (m) => m.stage === 'negociacion'],
  ['stage=none', (m) => m.stage === null],
  ['agreement=none', (m) => m.agreement === 'none'],
  ['agreement=unsigned', (m) => m.agreement !== 'declined'],
  ['agreement=issued', (m) => m.agreement === 'issued'],
  ['agreement=viewed', (m) => m.agreement === 'viewed'],
  ['agreement=expired', (m) => m.agreement === 'expired'],
  ['agreement=declined', (m) => m.agreement === 'declined'],
  ['agreement=signed', () => false],
  [
    'country=MX&verified=1&minBalance=100',
    (m) => m.country === 'MX' && m.verified && compareAmounts(m.balance, '100') >= 0,
  ],
];

describe('GET /api/admin/users filters', () => {
  it('the seeded rows give every filter something to narrow', () => {
    for (const [, keep] of FILTERS.slice(0, -2)) {
      const n = model.filter(keep).length;
      expect(n).toBeLessThan(N);
    }
  });

  it.each(FILTERS)('%s matches the brute-force answer', async (query, keep) => {
    const ids = await walk(`/api/admin/users?${query}`, 100);
    expect(ids).toEqual(expected(model.filter(keep), 'registered', 'desc'));
  });

  const orders = (['name', 'balance', 'registered'] as const).flatMap((sort) =>
    (['asc', 'desc'] as const).map((order) => [sort, order] as const),
  );
  it.each(orders)('sort=%s&order=%s pages by cursor in the right order', async (sort, order) => {
    expect(await walk(`/api/admin/users?sort=${sort}&order=${order}`)).toEqual(
      expected(model, sort, order),
    );
  });

  it('a filter and a sort together, paged', async () => {
    const ids = await walk('/api/admin/users?photos=1&sort=balance&order=desc', 4);
    expect(ids).toEqual(
      expected(
        model.filter((m) => hasBothIdPhotos(m)),
        'balance',
        'desc',
      ),
    );
  });
});

describe('GET /api/admin/mediation-users/:stageId filters and sorts', () => {
  const inStage = () => model.filter((m) => m.stage === 'negociacion');
  const sorts = (['name', 'balance', 'registered', 'inStage'] as const).flatMap((sort) =>
    (['asc', 'desc'] as const).map((order) => [sort, order] as const),
  );
  it.each(sorts)('sort=%s&order=%s', async (sort, order) => {
    expect(
      await walk(`/api/admin/mediation-users/negociacion?sort=${sort}&order=${order}`, 3),
    ).toEqual(expected(inStage(), sort, order));
  });

  it('defaults to name, A to Z, and filters like Usuarios', async () => {
    expect(await walk('/api/admin/mediation-users/negociacion')).toEqual(
      expected(inStage(), 'name', 'asc'),
    );
    expect(await walk('/api/admin/mediation-users/para-firma?agreement=expired&dispute=0')).toEqual(
      expected(
        model.filter(
          (m) => m.stage === 'para-firma' && m.agreement === 'expired' && !m.openDispute,
        ),
        'name',
        'asc',
      ),
    );
  });
});

describe('bad filter values', () => {
  it.each([
    ['/api/admin/users?verified=si', 'Verificado: usa 1 (sí) o 0 (no)'],
    ['/api/admin/users?minBalance=1e3', 'Saldo mínimo: escribe una cantidad en USDT'],
    ['/api/admin/users?maxBalance=-5', 'Saldo máximo: escribe una cantidad en USDT'],
    ['/api/admin/users?registeredFrom=2026-02-30', 'Registrado desde: usa una fecha AAAA-MM-DD'],
    ['/api/admin/users?sort=inStage', 'Orden inválido'],
    ['/api/admin/users?order=up', 'Dirección de orden inválida'],
    ['/api/admin/users?stage=nada', 'Etapa de mediación desconocida'],
    ['/api/admin/users?agreement=x', 'Filtro de acuerdo inválido'],
    ['/api/admin/users?country=', 'País: escribe un país'],
    ['/api/admin/users?sort=balance&cursor=WzEsMl0', 'Cursor inválido'],
    ['/api/admin/mediation-users/negociacion?sort=zz', 'Orden inválido'],
    ['/api/admin/withdrawals?minAmount=abc', 'Monto mínimo: escribe una cantidad en USDT'],
    ['/api/admin/withdrawals?order=x', 'Dirección de orden inválida'],
  ])('%s → 400 in Spanish', async (url, message) => {
    const res = await get(url);
    expect(res.statusCode).toBe(400);
    expect((res.json() as { message: string }).message).toContain(message);
  });

  it('a cursor of another sort is refused, not a 500', async () => {
    const first = (await get('/api/admin/users?sort=name&limit=2')).json() as AdminUserPage;
    const res = await get(`/api/admin/users?sort=balance&limit=2&cursor=${first.nextCursor}`);
    expect(res.statusCode).toBe(400);
  });
});

describe('GET /api/admin/withdrawals amount filters', () => {
  it('filters by amount exactly and pages newest first', async () => {
    const owner = await createUser(ctx.db, { email: 'retiros@filtros.mx' });
    const amounts = ['10.5', '250', '250.000001', '999.999999', '1000', '4000.25'];
    for (const [k, amount] of amounts.entries()) {
      const wallet = await createWallet(ctx.db, owner, { pretokenizedBalance: amount });
      await createWithdrawal(ctx.db, owner, wallet, {
        amount,
        createdAt: new Date(ctx.clock.now().getTime() + k * 1000),
      });
    }
    const walkQueue = async (query: string) => {
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const res = await get(
          `/api/admin/withdrawals?${query}&limit=2${cursor ? `&cursor=${cursor}` : ''}`,
        );
        expect(res.statusCode, res.body).toBe(200);
        const page = res.json() as WithdrawalQueue;
        seen.push(...page.withdrawals.map((w) => w.amount));
        cursor = page.nextCursor;
      } while (cursor);
      return seen.map((a) => a.replace(/\.?0+$/, ''));
    };
    expect(await walkQueue('minAmount=250.000001&maxAmount=1000')).toEqual([
      '250.000001',
      '999.999999',
      '1000',
    ]);
    expect(await walkQueue('minAmount=250&order=desc')).toEqual([
      '4000.25',
      '1000',
      '999.999999',
      '250.000001',
      '250',
    ]);
    const all = await ctx.db.select().from(withdrawals);
    expect(all).toHaveLength(amounts.length);
  });
});
