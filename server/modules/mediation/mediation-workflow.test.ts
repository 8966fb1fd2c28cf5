import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MEDIATION_STAGE_IDS, type MediationStageId } from '@schemas/mediation';
import {
  auditLog,
  mediationDocuments,
  mediationEvents,
  mediationTerms,
  users,
} from '../../db/schema';
import { createUser } from '../../../tests/support/factories';
import { createTestContext, type TestContext } from '../../../tests/support/test-app';
import {
  addCaseNote,
  decideMove,
  inviteToMediation,
  moveCase,
  removeFromMediation,
  stageMoves,
} from './mediation-workflow';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const STAGES = MEDIATION_STAGE_IDS;
const PHOTOS = { idPhotoFront: '/api/objects/frente', idPhotoBack: '/api/objects/reverso' };
const NO_PHOTOS = { idPhotoFront: null, idPhotoBack: null };

/** Written out by hand, not derived from the module: the moves docs/product/mediation.md#moves allows. */
const FORWARD: Record<MediationStageId, MediationStageId | null> = {
  invitados: 'verificar-id',
  'verificar-id': 'docs-firma',
  'docs-firma': 'negociacion',
  negociacion: 'para-firma',
  'para-firma': 'monetizacion',
  monetizacion: 'liquidado',
  liquidado: null,
};
const BACK: Record<MediationStageId, MediationStageId | null> = {
  invitados: null,
  'verificar-id': 'invitados',
  'docs-firma': 'verificar-id',
  negociacion: 'docs-firma',
  'para-firma': 'negociacion',
  monetizacion: 'para-firma',
  // An owner's reopening (docs/product/signed-agreement.md#settlement-paid).
  liquidado: 'monetizacion',
};

/** What each gate needs, all present: the documents sent, the terms, the signature, the settlement, an owner. */
const READY = (to: MediationStageId) => ({
  documentsSent: true,
  hasTerms: true,
  via: to === 'monetizacion' ? ('signature' as const) : ('settlement' as const),
  byOwner: true,
});

const acting = (actor = 'admin:marta') => {
  ctx.clock.advance(1000);
  return { actor, ip: '203.0.113.7', at: ctx.clock.now() };
};

/** A user already in `stage` (test data), or not in mediation at all. */
const userAt = (
  stage: MediationStageId | null,
  photos: { idPhotoFront: string | null; idPhotoBack: string | null } = PHOTOS,
) =>
  createUser(ctx.db, {
    ...photos,
    selectedForMediation: stage ? 1 : null,
    mediationStatus: stage,
  });

const move = (userId: string, to: MediationStageId, reason?: string) =>
  ctx.db.transaction((tx) => moveCase(tx, { userId, to, reason }, acting()));
/** The moves the signature and the settlement make themselves. */
const VIA = { monetizacion: 'signature', liquidado: 'settlement' } as const;
const moveVia = (userId: string, to: MediationStageId) =>
  ctx.db.transaction((tx) =>
    moveCase(tx, { userId, to, via: VIA[to as keyof typeof VIA] }, acting()),
  );

/** Test data: the documents of 'Docs P/Firma' sent and the terms agreed, as the gates ask. */
async function givenDocumentsAndTerms(userId: string) {
  await ctx.db.insert(mediationDocuments).values({
    userId,
    kind: 'mediation-agreement',
    title: 'Convenio de Mediación',
    filename: 'convenio.pdf',
    reference: 'MED-20260101-00000000',
    storageKey: 'documents/prueba',
    keyId: 'k1',
    size: 1,
    sha256: '00',
  });
  await ctx.db.insert(mediationTerms).values({
    userId,
    amount: '100',
    method: 'usdt',
    payoutDays: 10,
    updatedBy: 'admin:marta',
    updatedAt: ctx.clock.now(),
  });
}

async function stateOf(userId: string) {
  const [user] = await ctx.db.select().from(users).where(eq(users.id, userId));
  const events = await ctx.db
    .select()
    .from(mediationEvents)
    .where(eq(mediationEvents.userId, userId))
    .orderBy(asc(mediationEvents.createdAt));
  const audit = await ctx.db.select().from(auditLog).orderBy(asc(auditLog.createdAt));
  return {
    selected: user!.selectedForMediation,
    stage: user!.mediationStatus,
    verified: user!.verified,
    events,
    audit,
  };
}

describe('mediation moves (the rules alone)', () => {
  const pairs = STAGES.flatMap((from) => STAGES.map((to) => ({ from, to })));

  it.each(pairs)('$from → $to', ({ from, to }) => {
    const ready = READY(to);
    const withReason = decideMove(from, to, { ...PHOTOS, ...ready, reason: 'Falta una firma' });
    const withoutReason = decideMove(from, to, { ...PHOTOS, ...ready });
    const withoutPhotos = decideMove(from, to, {
      ...NO_PHOTOS,
      ...ready,
      reason: 'Falta una firma',
    });
    if (FORWARD[from] === to) {
      const verifies = from === 'verificar-id';
      expect(withReason).toEqual({ ok: true, direction: 'forward', verifies });
      expect(withoutReason).toEqual({ ok: true, direction: 'forward', verifies });
      expect(withoutPhotos.ok).toBe(!verifies);
    } else if (BACK[from] === to) {
      expect(withReason).toEqual({ ok: true, direction: 'back', verifies: false });
      expect(withoutReason).toMatchObject({ ok: false, status: 400 });
      expect(withoutPhotos.ok).toBe(true);
    } else {
      for (const decision of [withReason, withoutReason, withoutPhotos]) {
        expect(decision).toMatchObject({ ok: false, status: 409 });
      }
    }
  });

  it('explains each refusal in Spanish', () => {
    expect(decideMove('invitados', 'docs-firma', PHOTOS)).toEqual({
      ok: false,
      status: 409,
      message:
        'Un caso cambia una etapa a la vez: desde Invitados solo puede avanzar a Verificar ID',
    });
    expect(decideMove('negociacion', 'liquidado', PHOTOS)).toMatchObject({
      message:
        'Un caso cambia una etapa a la vez: desde En Negociación solo puede avanzar a Para Firma o regresar a Docs P/Firma',
    });
    expect(decideMove('liquidado', 'para-firma', { ...PHOTOS, reason: 'x' })).toMatchObject({
      message:
        'Liquidado es la etapa final: solo un propietario puede reabrir el caso a Para Monetización',
    });
    expect(decideMove('liquidado', 'monetizacion', { ...PHOTOS, reason: 'x' })).toEqual({
      ok: false,
      status: 403,
      message: 'Solo un propietario puede reabrir un caso Liquidado',
    });
    expect(decideMove('negociacion', 'para-firma', PHOTOS)).toMatchObject({
      status: 409,
      message:
        'Para pasar a Para Firma primero registra los términos acordados (monto, forma y plazo de pago)',
    });
    expect(decideMove('para-firma', 'monetizacion', PHOTOS)).toMatchObject({
      message:
        'El caso pasa a Para Monetización cuando el titular firma el acuerdo en la aplicación',
    });
    expect(decideMove('monetizacion', 'liquidado', PHOTOS)).toMatchObject({
      message:
        'Para pasar a Liquidado registra la liquidación pagada (hash de la transacción o referencia)',
    });
    expect(
      decideMove('docs-firma', 'negociacion', { ...PHOTOS, documentsSent: false }),
    ).toMatchObject({
      message: 'Para pasar a En Negociación primero envía los documentos de Docs P/Firma',
    });
    expect(decideMove('para-firma', 'para-firma', PHOTOS)).toMatchObject({
      message: 'El caso ya está en Para Firma',
    });
    expect(decideMove('para-firma', 'negociacion', { ...PHOTOS, reason: '   ' })).toMatchObject({
      status: 400,
      message: 'Indica el motivo para regresar el caso a En Negociación',
    });
    expect(decideMove('verificar-id', 'docs-firma', { ...PHOTOS, idPhotoBack: ' ' })).toEqual({
      ok: false,
      status: 409,
      message:
        'Para verificar la identidad y pasar a Docs P/Firma el usuario debe haber subido las dos fotos de su identificación',
    });
  });

  it('tells the board what each stage offers', () => {
    expect(stageMoves('invitados')).toEqual({
      forward: { to: 'verificar-id', label: 'Verificar ID', kind: 'advance' },
      back: null,
      sendsDocuments: false,
      final: false,
    });
    expect(stageMoves('verificar-id')).toEqual({
      forward: { to: 'docs-firma', label: 'Docs P/Firma', kind: 'verify-id' },
      back: { to: 'invitados', label: 'Invitados' },
      sendsDocuments: false,
      final: false,
    });
    expect(stageMoves('docs-firma')).toMatchObject({
      forward: { to: 'negociacion', kind: 'advance' },
      sendsDocuments: true,
    });
    // Reached by the signature and by the settlement only: the board offers no forward move.
    expect(stageMoves('para-firma')).toMatchObject({ forward: null, back: { to: 'negociacion' } });
    expect(stageMoves('monetizacion')).toMatchObject({ forward: null, back: { to: 'para-firma' } });
    expect(stageMoves('liquidado')).toEqual({
      forward: null,
      back: null,
      sendsDocuments: false,
      final: true,
    });
  });
});

describe('mediation workflow on the database', () => {
  beforeEach(() => ctx.reset());

  it('invites at the first stage with a timeline entry and an audit entry; not twice', async () => {
    const user = await userAt(null);
    await ctx.db.transaction((tx) => inviteToMediation(tx, user.id, acting()));
    const state = await stateOf(user.id);
    expect(state).toMatchObject({ selected: 1, stage: 'invitados' });
    expect(state.events).toEqual([
      expect.objectContaining({ kind: 'invited', toStage: 'invitados', actor: 'admin:marta' }),
    ]);
    expect(state.audit).toEqual([
      expect.objectContaining({
        action: 'mediation.invited',
        actor: 'admin:marta',
        target: `user:${user.id}`,
        ip: '203.0.113.7',
        details: { to: 'invitados' },
      }),
    ]);
    await expect(
      ctx.db.transaction((tx) => inviteToMediation(tx, user.id, acting())),
    ).rejects.toMatchObject({
      statusCode: 409,
      message: 'El usuario ya está en mediación (Invitados)',
    });
  });

  it('carries a case from invitados to liquidado, verifying the user on the way', async () => {
    const user = await userAt('invitados');
    for (const to of STAGES.slice(1)) {
      if (to === 'negociacion') await givenDocumentsAndTerms(user.id);
      const moved = await moveVia(user.id, to);
      expect(moved.to).toBe(to);
    }
    const state = await stateOf(user.id);
    expect(state).toMatchObject({ selected: 1, stage: 'liquidado', verified: 1 });
    expect(state.events.map((e) => [e.kind, e.fromStage, e.toStage])).toEqual(
      STAGES.slice(1).map((to, i) => ['moved', STAGES[i], to]),
    );
    expect(state.events[1]!.details).toEqual({ verified: true });
    expect(state.audit.map((a) => a.action)).toEqual([
      'mediation.moved',
      'user.verified',
      'mediation.moved',
      'mediation.moved',
      'mediation.moved',
      'mediation.moved',
      'mediation.moved',
    ]);
  });

  it('refuses to leave Verificar ID without both photos, changing nothing', async () => {
    const user = await userAt('verificar-id', { ...PHOTOS, idPhotoBack: null });
    const before = await stateOf(user.id);
    await expect(move(user.id, 'docs-firma')).rejects.toMatchObject({ statusCode: 409 });
    expect(await stateOf(user.id)).toEqual(before);
    expect(before).toMatchObject({ stage: 'verificar-id', verified: null });
  });

  it('moves back one stage with the reason in the timeline; never without one', async () => {
    const user = await userAt('para-firma');
    await expect(move(user.id, 'negociacion')).rejects.toMatchObject({ statusCode: 400 });
    await move(user.id, 'negociacion', '  El usuario pidió revisar el monto  ');
    const state = await stateOf(user.id);
    expect(state.stage).toBe('negociacion');
    expect(state.events).toEqual([
      expect.objectContaining({
        kind: 'moved-back',
        fromStage: 'para-firma',
        toStage: 'negociacion',
        text: 'El usuario pidió revisar el monto',
      }),
    ]);
    expect(state.audit).toEqual([
      expect.objectContaining({
        action: 'mediation.moved_back',
        details: {
          from: 'para-firma',
          to: 'negociacion',
          text: 'El usuario pidió revisar el monto',
        },
      }),
    ]);
  });

  it('keeps a liquidated case where it is: only an owner reopens it', async () => {
    const user = await userAt('liquidado');
    for (const to of STAGES) {
      await expect(move(user.id, to, 'Error de captura')).rejects.toMatchObject({
        statusCode: to === 'monetizacion' ? 403 : 409,
      });
    }
    expect((await stateOf(user.id)).stage).toBe('liquidado');
  });

  it('refuses moves of users who are not in mediation, and of nobody', async () => {
    const outside = await userAt(null);
    await expect(move(outside.id, 'verificar-id')).rejects.toMatchObject({
      statusCode: 409,
      message: 'El usuario no está en mediación',
    });
    await expect(move('00000000-0000-4000-8000-000000000000', 'invitados')).rejects.toMatchObject({
      statusCode: 404,
      message: 'Usuario no encontrado',
    });
  });

  it('removes from any stage, clearing both flags and keeping the timeline', async () => {
    const user = await userAt('negociacion');
    await ctx.db.transaction((tx) => addCaseNote(tx, user.id, 'Llamada agendada', acting()));
    await ctx.db.transaction((tx) => removeFromMediation(tx, user.id, acting()));
    const state = await stateOf(user.id);
    expect(state).toMatchObject({ selected: null, stage: null });
    expect(state.events.map((e) => [e.kind, e.fromStage, e.text])).toEqual([
      ['note', 'negociacion', 'Llamada agendada'],
      ['removed', 'negociacion', null],
    ]);
    expect(state.audit.map((a) => a.action)).toEqual(['mediation.note_added', 'mediation.removed']);
    await expect(
      ctx.db.transaction((tx) => removeFromMediation(tx, user.id, acting())),
    ).rejects.toMatchObject({ statusCode: 409, message: 'El usuario no está en mediación' });
    await expect(
      ctx.db.transaction((tx) => addCaseNote(tx, user.id, 'Otra', acting())),
    ).rejects.toMatchObject({ statusCode: 409 });
  });

  it('has the database refuse a stage that does not exist or flags that disagree', async () => {
    const user = await userAt('invitados');
    await expect(
      ctx.db.update(users).set({ mediationStatus: 'seleccionados' }).where(eq(users.id, user.id)),
    ).rejects.toThrow();
    await expect(
      ctx.db.update(users).set({ selectedForMediation: null }).where(eq(users.id, user.id)),
    ).rejects.toThrow();
    await expect(
      ctx.db.update(users).set({ mediationStatus: null }).where(eq(users.id, user.id)),
    ).rejects.toThrow();
    expect((await stateOf(user.id)).stage).toBe('invitados');
  });
});
