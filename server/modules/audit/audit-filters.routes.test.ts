import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AuditPage, AuditStaff } from '@schemas/audit';
import { adminClient, type AdminCall } from '../../../tests/support/admin-client';
import { adminToken, createUser } from '../../../tests/support/factories';
import { createTestContext, type TestContext } from '../../../tests/support/test-app';
import { auditLog } from '../../db/schema';
import { writeAudit, type AuditRecord } from './audit.repo';

/**
 * docs/product/admin-panel.md#activity: the activity log's filters (time range, action, staff
 * member, user) checked against a count over every stored entry, and the CSV export of the same
 * entries (owners only, itself in the log).
 */
let ctx: TestContext;
let owner: AdminCall;
let operator: AdminCall;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  owner = adminClient(ctx.app, await adminToken(ctx.app, ctx.db, ctx.clock, 'owner'));
  operator = adminClient(ctx.app, await adminToken(ctx.app, ctx.db, ctx.clock, 'operator'));
});

const START = Date.parse('2026-03-01T00:00:00.000Z');
const HOUR = 3_600_000;

/** A deterministic mix of entries over ten days: three actors, three actions, two users. */
async function manyEntries() {
  const ana = await createUser(ctx.db, { fullName: 'Ana Pérez' });
  const beto = await createUser(ctx.db, { fullName: 'Beto Núñez' });
  const actors = ['admin:revisora-owner', 'admin:revisora-operator', 'system'];
  // mulberry32: the same mix on every run.
  let seed = 2026;
  const next = (n: number) => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) % n;
  };
  for (let i = 0; i < 120; i++) {
    const user = [ana, beto][next(2)]!;
    const kind = next(3);
    const entry: AuditRecord =
      kind === 0
        ? { actor: actors[next(3)]!, action: 'user.verified', target: `user:${user.id}` }
        : kind === 1
          ? {
              actor: actors[next(3)]!,
              action: 'mediation.moved',
              target: `user:${user.id}`,
              details: { from: 'invitados', to: 'verificar-id' },
            }
          : { actor: actors[next(3)]!, action: 'admin.signed_out' };
    await writeAudit(ctx.db, entry, new Date(START + next(240) * HOUR + i));
  }
  return { ana, beto };
}

/** Every page of the log for this query. */
async function allPages(query: URLSearchParams) {
  const ids: string[] = [];
  let cursor: string | null = null;
  do {
    const q = new URLSearchParams(query);
    q.set('limit', '17');
    if (cursor) q.set('cursor', cursor);
    const res = await owner('GET', `/api/admin/audit?${q}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json<AuditPage>();
    ids.push(...page.entries.map((e) => e.id));
    cursor = page.nextCursor;
  } while (cursor);
  return ids;
}

describe('activity log filters', () => {
  it('answer exactly the entries a count over the whole log finds, for each combination', async () => {
    const { ana, beto } = await manyEntries();
    const staff = (await owner('GET', '/api/admin/audit/staff')).json<AuditStaff>().staff;
    const operatorId = staff.find((s) => s.username === 'revisora-operator')!.id;
    const rows = await ctx.db.select().from(auditLog);
    const day = (n: number) => new Date(START + n * 24 * HOUR).toISOString();
    const cases: Record<string, string>[] = [
      {},
      { from: day(2) },
      { to: day(5) },
      { from: day(2), to: day(5) },
      { action: 'mediation.moved' },
      { action: 'mediation.moved', from: day(1), to: day(9) },
      { staffId: operatorId },
      { staffId: operatorId, action: 'user.verified' },
      { userId: ana.id, from: day(3) },
      { userId: beto.id, staffId: operatorId, action: 'mediation.moved', to: day(8) },
      { from: '2026-03-04T00:00:00+01:00', to: '2026-03-06T12:30:00-05:00' },
    ];
    for (const filter of cases) {
      const expected = rows
        .filter((r) => {
          const at = r.createdAt.getTime();
          return (
            (!filter.from || at >= Date.parse(filter.from)) &&
            (!filter.to || at < Date.parse(filter.to)) &&
            (!filter.action || r.action === filter.action) &&
            (!filter.staffId || r.actor === 'admin:revisora-operator') &&
            (!filter.userId || r.userId === filter.userId)
          );
        })
        // Newest first; entries of one instant by id, as the log pages them.
        .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1))
        .map((r) => r.id);
      expect(expected.length, JSON.stringify(filter)).toBeGreaterThan(0);
      expect(await allPages(new URLSearchParams(filter)), JSON.stringify(filter)).toEqual(expected);
    }
  });

  it('find nothing for a staff member who does not exist', async () => {
    await manyEntries();
    const res = await owner('GET', `/api/admin/audit?staffId=00000000-0000-4000-8000-000000000000`);
    expect(res.json()).toEqual({ entries: [], hasMore: false, nextCursor: null });
  });

  it('refuse bad filters in Spanish, on the list and on the export', async () => {
    for (const url of ['/api/admin/audit', '/api/admin/audit/export']) {
      for (const [query, message] of [
        ['from=ayer', 'Desde: fecha inválida'],
        ['to=2026-13-01T00:00:00Z', 'Hasta: fecha inválida'],
        [
          'from=2026-03-05T00:00:00Z&to=2026-03-04T00:00:00Z',
          "'Hasta' debe ser posterior a 'Desde'",
        ],
        ['action=mediation.inventada', 'Tipo de acción desconocido'],
        ['staffId=maria', 'Miembro del personal inválido'],
        ['userId=1', 'Identificador de usuario inválido'],
      ] as const) {
        const res = await owner('GET', `${url}?${query}`);
        expect(res.statusCode, `${url}?${query}`).toBe(400);
        expect(res.json().message).toContain(message);
      }
    }
  });
});

/** A CSV line's cells (the export quotes only cells with commas, quotes or line breaks). */
function cells(line: string) {
  const out: string[] = [];
  const re = /("((?:[^"]|"")*)"|[^,]*)(,|$)/g;
  let m: RegExpExecArray | null;
  while ((m = re.exec(line)) && m[0] !== '') {
    out.push(m[2] !== undefined ? m[2].replaceAll('""', '"') : m[1]!);
    if (m[3] === '') break;
  }
  return out;
}

describe('GET /api/admin/audit/export', () => {
  it('writes the filtered entries in Spanish with their from/to, for owners only, and logs the export', async () => {
    const { ana } = await manyEntries();
    const query = new URLSearchParams({
      action: 'mediation.moved',
      userId: ana.id,
      from: '2026-03-02T00:00:00.000Z',
      to: '2026-03-09T00:00:00.000Z',
    });
    const expected = await allPages(query);

    const refused = await operator('GET', `/api/admin/audit/export?${query}`);
    expect(refused.statusCode).toBe(403);

    const res = await owner('GET', `/api/admin/audit/export?${query}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="actividad-.+\.csv"$/,
    );
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(cells(lines[0]!)).toEqual([
      'fecha_utc',
      'quien',
      'accion',
      'detalle',
      'usuario_nombre',
      'usuario_email',
      'usuario_id',
      'objetivo',
      'ip',
      'codigo_accion',
    ]);
    expect(lines.length - 1).toBe(expected.length);
    for (const line of lines.slice(1)) {
      const [at, , what, detail, name, email, userId, , , code] = cells(line);
      expect(Date.parse(at!)).toBeGreaterThanOrEqual(Date.parse(query.get('from')!));
      expect(what).toBe('Movió el caso de mediación');
      expect(detail).toMatch(/^De .+ a .+$/);
      expect([name, email, userId, code]).toEqual([
        'Ana Pérez',
        ana.email,
        ana.id,
        'mediation.moved',
      ]);
    }

    const log = await owner('GET', '/api/admin/audit?action=export.audit');
    expect(log.json<AuditPage>().entries).toEqual([
      expect.objectContaining({
        actor: 'admin:revisora-owner',
        action: 'export.audit',
        target: expect.stringMatching(/^actividad-.+\.csv$/),
        details: {
          action: 'mediation.moved',
          userId: ana.id,
          from: query.get('from'),
          to: query.get('to'),
        },
      }),
    ]);
  });

  it('writes a name a spreadsheet would run as a formula as text', async () => {
    const planted = '=HYPERLINK("http://x","y")';
    const user = await createUser(ctx.db, { name: planted, fullName: planted });
    await writeAudit(
      ctx.db,
      { actor: 'admin:revisora-owner', action: 'user.verified', target: `user:${user.id}` },
      new Date(START),
    );
    const res = await owner('GET', `/api/admin/audit/export?userId=${user.id}`);
    const [row] = res.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean)
      .slice(1)
      .map(cells);
    expect(row![4]).toBe(`'${planted}`);
    expect(row!.filter((cell) => /^[=+\-@\t\r]/.test(cell))).toEqual([]);
  });

  it('exports the whole log without filters, newest first, the export itself included', async () => {
    await manyEntries();
    const before = (await ctx.db.select().from(auditLog)).length;
    const res = await owner('GET', '/api/admin/audit/export');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .split('\r\n')
      .filter(Boolean);
    expect(lines.length - 1).toBe(before + 1);
    const rows = lines.slice(1).map(cells);
    expect(rows.filter((r) => r[2] === 'Exportó la actividad')).toHaveLength(1);
    const times = rows.map((r) => Date.parse(r[0]!));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});
