import { asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import type { AdminUser } from '@schemas/admin-detail';
import type { Profile } from '@schemas/profile';
import { adminClient, type AdminCall } from '../../../tests/support/admin-client';
import { adminToken, createUser } from '../../../tests/support/factories';
import { makeImage } from '../../../tests/support/images';
import type { SmtpCapture } from '../../../tests/support/smtp-capture';
import { useMailTestContext } from '../../../tests/support/mail-test-context';
import type { TestContext } from '../../../tests/support/test-app';
import { uploadFile } from '../../../tests/support/uploads';
import { signIn } from '../../../tests/support/withdrawal-fixtures';
import { createStorage } from '../../adapters/storage';
import { auditLog, sessions, storedObjects, users } from '../../db/schema';

let ctx: TestContext;
let smtp: SmtpCapture;
let operator: AdminCall;
let owner: AdminCall;
let viewer: AdminCall;
let operatorToken: string;
useMailTestContext((c, s) => ((ctx = c), (smtp = s)));
beforeEach(async () => {
  operatorToken = await adminToken(ctx.app, ctx.db, ctx.clock, 'operator');
  operator = adminClient(ctx.app, operatorToken);
  owner = adminClient(ctx.app, await adminToken(ctx.app, ctx.db, ctx.clock, 'owner'));
  viewer = adminClient(ctx.app, await adminToken(ctx.app, ctx.db, ctx.clock, 'viewer'));
});

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

/** A user who uploaded both sides of the ID through the real upload flow, signed in. */
async function userWithPhotos(email = 'ana@prueba.mx') {
  const user = await createUser(ctx.db, { fullName: 'Ana Lucía Martínez', email });
  const { sid } = await signIn(ctx.app, user.email);
  for (const [side, format] of [
    ['front', 'jpeg'],
    ['back', 'png'],
  ] as const) {
    const { uploadURL } = await uploadFile(ctx.app, sid, await makeImage(format));
    const saved = await ctx.app.inject({
      method: 'PUT',
      url: '/api/profile/id-photo',
      cookies: { sid },
      payload: { photoURL: uploadURL, photoType: side },
    });
    expect(saved.statusCode).toBe(200);
  }
  const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
  return { user: row!, sid };
}

const auditEntries = () => ctx.db.select().from(auditLog).orderBy(asc(auditLog.createdAt));
const staffEntries = async (action: string) =>
  (await auditEntries()).filter((e) => e.action === action);

describe('GET /api/admin/users/:userId', () => {
  it('answers the admin view of the user: flags as booleans, no stage when not invited', async () => {
    const user = await createUser(ctx.db, {
      fullName: 'Beto Núñez',
      cellphone: '3312345678',
      countryCode: '+52',
      country: 'MX',
      date: 45292,
      verified: 1,
    });
    const res = await viewer('GET', `/api/admin/users/${user.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: user.id,
      email: user.email,
      name: user.name,
      fullName: 'Beto Núñez',
      cellphone: '3312345678',
      countryCode: '+52',
      country: 'MX',
      date: 45292,
      walletCount: 0,
      totalBalance: '0.00',
      verified: true,
      selectedForMediation: false,
      mediationStatus: null,
      idPhotoFront: null,
      idPhotoBack: null,
      idPhotoRequests: { front: null, back: null },
    } satisfies AdminUser);

    await ctx.db
      .update(users)
      .set({ selectedForMediation: 1, mediationStatus: 'docs-firma', mediationStageAt: new Date() })
      .where(eq(users.id, user.id));
    expect((await viewer('GET', `/api/admin/users/${user.id}`)).json()).toMatchObject({
      selectedForMediation: true,
      mediationStatus: 'docs-firma',
    });
  });

  it('answers 404 for an unknown id, 400 for a malformed one, 401 without a token', async () => {
    const unknown = await viewer('GET', `/api/admin/users/${UNKNOWN}`);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ message: 'Usuario no encontrado' });
    const malformed = await viewer('GET', '/api/admin/users/no-es-un-id');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toContain('Identificador de usuario inválido');
    const anonymous = await ctx.app.inject({ method: 'GET', url: `/api/admin/users/${UNKNOWN}` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('verify and unverify', () => {
  it('refuses to verify without both photos, naming what is missing', async () => {
    const none = await createUser(ctx.db);
    const res = await operator('POST', `/api/admin/verify-user/${none.id}`);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message:
        'No se puede verificar la identidad: falta la foto frontal y la foto trasera de la identificación.',
    });
    const frontOnly = await createUser(ctx.db, { idPhotoFront: '/api/objects/x' });
    const back = await operator('POST', `/api/admin/verify-user/${frontOnly.id}`);
    expect(back.json().message).toBe(
      'No se puede verificar la identidad: falta la foto trasera de la identificación.',
    );
    expect(await staffEntries('user.verified')).toEqual([]);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, none.id));
    expect(row!.verified).toBeNull();
  });

  it('verifies with both photos and unverifies, each once in the activity log with who and IP', async () => {
    const { user } = await userWithPhotos();
    const verified = await operator('POST', `/api/admin/verify-user/${user.id}`);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().verified).toBe(true);
    // Verifying again changes nothing and logs nothing new.
    expect((await operator('POST', `/api/admin/verify-user/${user.id}`)).json().verified).toBe(
      true,
    );
    const stats = await viewer('GET', '/api/admin/stats');
    expect(stats.json().usersWithAdminVerification).toBe(1);

    const removed = await operator('POST', `/api/admin/unverify-user/${user.id}`);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().verified).toBe(false);

    const entries = (await auditEntries()).filter((e) => e.action.startsWith('user.'));
    expect(entries).toEqual([
      expect.objectContaining({
        actor: 'admin:revisora-operator',
        action: 'user.verified',
        target: `user:${user.id}`,
        userId: user.id,
        ip: '127.0.0.1',
      }),
      expect.objectContaining({ action: 'user.unverified', userId: user.id }),
    ]);
  });

  it('verifies once when two staff members click at the same time', async () => {
    const { user } = await userWithPhotos();
    const answers = await Promise.all([
      operator('POST', `/api/admin/verify-user/${user.id}`),
      owner('POST', `/api/admin/verify-user/${user.id}`),
    ]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await staffEntries('user.verified')).toHaveLength(1);
  });

  it('answers 404 for an unknown user and 400 for a malformed id', async () => {
    for (const path of ['verify-user', 'unverify-user']) {
      expect((await operator('POST', `/api/admin/${path}/${UNKNOWN}`)).statusCode).toBe(404);
      expect((await operator('POST', `/api/admin/${path}/123`)).statusCode).toBe(400);
    }
  });
});

describe('asking for a new ID photo', () => {
  it('empties that side but keeps the old photo as evidence, takes verification away, e-mails the reason; the user uploads it again', async () => {
    const { user, sid } = await userWithPhotos();
    await operator('POST', `/api/admin/verify-user/${user.id}`);
    const backId = user.idPhotoBack!.split('/').at(-1)!;
    const [stored] = await ctx.db.select().from(storedObjects).where(eq(storedObjects.id, backId));
    const storage = createStorage(ctx.config);
    const before = await ctx.app.inject({
      method: 'GET',
      url: user.idPhotoBack!,
      headers: { authorization: `Bearer ${operatorToken}` },
    });
    expect(before.statusCode).toBe(200);

    const reason = 'La foto trasera está borrosa; tómala con buena luz.';
    const res = await operator('POST', `/api/admin/users/${user.id}/id-photo-request`, {
      side: 'back',
      reason: `  ${reason}  `,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      verified: false,
      idPhotoFront: user.idPhotoFront,
      idPhotoBack: null,
      idPhotoRequests: { front: null, back: reason },
    });
    // docs/product/profile-and-identity.md#evidence-kept: the row and the encrypted bytes stay.
    const [kept] = await ctx.db.select().from(storedObjects).where(eq(storedObjects.id, backId));
    expect(kept).toMatchObject({ replacedSide: 'back', replacedReason: reason });
    expect(kept!.replacedAt).toBeInstanceOf(Date);
    expect(await storage.open(stored!.storageKey!, stored!.keyId!)).toBeDefined();
    const history = await operator('GET', `/api/admin/users/${user.id}/id-photo-history`);
    expect(history.statusCode).toBe(200);
    expect(history.json()).toEqual({
      photos: [
        {
          id: backId,
          url: user.idPhotoBack,
          side: 'back',
          reason,
          uploadedAt: stored!.uploadedAt!.toISOString(),
          replacedAt: kept!.replacedAt!.toISOString(),
        },
      ],
    });
    const old = await ctx.app.inject({
      method: 'GET',
      url: user.idPhotoBack!,
      headers: { authorization: `Bearer ${operatorToken}` },
    });
    expect(old.statusCode).toBe(200);
    expect(old.rawPayload.equals(before.rawPayload)).toBe(true);
    expect(await staffEntries('user.id_photo_viewed')).toEqual([
      expect.objectContaining({ details: { objectId: backId, side: 'back' } }),
      expect.objectContaining({ details: { objectId: backId, side: 'back' } }),
    ]);
    // Viewers do not see ID photos, current or replaced.
    const refused = await viewer('GET', `/api/admin/users/${user.id}/id-photo-history`);
    expect(refused.statusCode).toBe(403);
    expect((await viewer('GET', '/api/admin/identities-to-verify')).json()).toEqual({
      total: 0,
      users: [],
    });

    const mail = await smtp.waitFor((m) => m.to.includes(user.email));
    expect(mail.email.subject).toBe(
      'Necesitamos una nueva foto de tu identificación · Cartera USDT',
    );
    expect(mail.email.text).toContain('necesitamos una nueva foto trasera');
    expect(mail.email.text).toContain(`Motivo: ${reason}`);
    expect(await staffEntries('user.id_photo_requested')).toEqual([
      expect.objectContaining({
        actor: 'admin:revisora-operator',
        userId: user.id,
        details: { side: 'back', reason, wasVerified: true },
      }),
    ]);

    // The user reads the reason and uploads that side again; the other side stays fixed.
    const profile = async () =>
      (
        await ctx.app.inject({ method: 'GET', url: '/api/profile', cookies: { sid } })
      ).json<Profile>();
    expect((await profile()).idPhotoRequests).toEqual({ front: null, back: reason });
    const again = await uploadFile(ctx.app, sid, await makeImage('webp'), 'image/webp');
    const save = (photoType: string) =>
      ctx.app.inject({
        method: 'PUT',
        url: '/api/profile/id-photo',
        cookies: { sid },
        payload: { photoURL: again.uploadURL, photoType },
      });
    expect((await save('front')).statusCode).toBe(409);
    ctx.clock.advance(60_000);
    const saved = await save('back');
    expect(saved.statusCode).toBe(200);
    expect(await profile()).toMatchObject({
      idPhotoFront: user.idPhotoFront,
      idPhotoBack: again.objectURL,
      idPhotoRequests: { front: null, back: null },
    });
    // The re-sent photo waits under 'Identidades por verificar' until staff verify.
    expect((await viewer('GET', '/api/admin/identities-to-verify')).json()).toEqual({
      total: 1,
      users: [
        {
          id: user.id,
          email: user.email,
          fullName: 'Ana Lucía Martínez',
          resentAt: ctx.clock.now().toISOString(),
        },
      ],
    });
    expect((await operator('POST', `/api/admin/verify-user/${user.id}`)).json().verified).toBe(
      true,
    );
    expect((await viewer('GET', '/api/admin/identities-to-verify')).json()).toEqual({
      total: 0,
      users: [],
    });
  });

  it('takes a re-sent photo off the list when staff ask again, and counts past the shown ones', async () => {
    const { user, sid } = await userWithPhotos();
    const ask = () =>
      operator('POST', `/api/admin/users/${user.id}/id-photo-request`, {
        side: 'front',
        reason: 'Se ve cortada.',
      });
    const resend = async () => {
      const { uploadURL } = await uploadFile(ctx.app, sid, await makeImage('png'));
      const saved = await ctx.app.inject({
        method: 'PUT',
        url: '/api/profile/id-photo',
        cookies: { sid },
        payload: { photoURL: uploadURL, photoType: 'front' },
      });
      expect(saved.statusCode).toBe(200);
    };
    const listed = async () =>
      (await viewer('GET', '/api/admin/identities-to-verify')).json<{ total: number }>().total;
    expect((await ask()).statusCode).toBe(200);
    await resend();
    expect(await listed()).toBe(1);
    expect((await ask()).statusCode).toBe(200);
    expect(await listed()).toBe(0);
    await resend();
    expect(await listed()).toBe(1);
    // Both earlier front photos are kept, the latest replaced first.
    const history = await operator('GET', `/api/admin/users/${user.id}/id-photo-history`);
    const photos = history.json<{ photos: { side: string; replacedAt: string }[] }>().photos;
    expect(photos.map((p) => p.side)).toEqual(['front', 'front']);
    expect(photos[0]!.replacedAt >= photos[1]!.replacedAt).toBe(true);
    // A first upload, never asked for, does not put anyone on the list.
    await userWithPhotos('otro@prueba.mx');
    expect(await listed()).toBe(1);
    expect((await operator('GET', `/api/admin/users/${UNKNOWN}/id-photo-history`)).statusCode).toBe(
      404,
    );
  });

  it('refuses a side that is not saved, and bad input, in Spanish', async () => {
    const user = await createUser(ctx.db, { idPhotoFront: '/api/objects/x' });
    const missing = await operator('POST', `/api/admin/users/${user.id}/id-photo-request`, {
      side: 'back',
      reason: 'Borrosa',
    });
    expect(missing.statusCode).toBe(409);
    expect(missing.json()).toEqual({
      message: 'Este usuario no tiene guardada la foto trasera: no hay nada que reemplazar.',
    });
    for (const [payload, message] of [
      [{ side: 'left', reason: 'x' }, 'Indica si la foto es frontal o trasera'],
      [{ side: 'front', reason: '   ' }, 'Escribe el motivo para el usuario'],
      [{ side: 'front' }, 'Escribe el motivo para el usuario'],
      [{ side: 'front', reason: 'x'.repeat(501) }, 'El motivo no puede pasar de 500 caracteres'],
    ] as const) {
      const res = await operator('POST', `/api/admin/users/${user.id}/id-photo-request`, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json().message).toContain(message);
    }
    const unknown = await operator('POST', `/api/admin/users/${UNKNOWN}/id-photo-request`, {
      side: 'front',
      reason: 'Borrosa',
    });
    expect(unknown.statusCode).toBe(404);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row!.idPhotoFront).toBe('/api/objects/x');
    expect(smtp.mails.filter((m) => m.to.includes(user.email))).toEqual([]);
  });
});

describe('ID photo views', () => {
  it('are logged for operators (who, whose, which side, IP) and refused to viewers', async () => {
    const { user } = await userWithPhotos();
    const seen = await operator('GET', user.idPhotoFront!);
    expect(seen.statusCode).toBe(200);
    expect(seen.headers['content-type']).toBe('image/jpeg');
    expect(await staffEntries('user.id_photo_viewed')).toEqual([
      expect.objectContaining({
        actor: 'admin:revisora-operator',
        userId: user.id,
        ip: '127.0.0.1',
        details: { objectId: user.idPhotoFront!.split('/').at(-1), side: 'front' },
      }),
    ]);
    const refused = await viewer('GET', user.idPhotoBack!);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Tu rol no permite esta acción.' });
    expect(await staffEntries('admin.forbidden')).toEqual([
      expect.objectContaining({ actor: 'admin:revisora-viewer', target: 'GET /api/objects/:id' }),
    ]);
    expect(await staffEntries('user.id_photo_viewed')).toHaveLength(1);
  });
});

describe('POST /api/admin/users/:userId/end-sessions', () => {
  it('signs the user out everywhere, logged with the count', async () => {
    const user = await createUser(ctx.db);
    const first = await signIn(ctx.app, user.email);
    const second = await signIn(ctx.app, user.email);
    const other = await createUser(ctx.db);
    const stays = await signIn(ctx.app, other.email);
    const res = await owner('POST', `/api/admin/users/${user.id}/end-sessions`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ended: 2 });
    for (const { sid } of [first, second]) {
      const me = await ctx.app.inject({ method: 'GET', url: '/api/user', cookies: { sid } });
      expect(me.statusCode).toBe(401);
    }
    const still = await ctx.app.inject({ method: 'GET', url: '/api/user', cookies: stays });
    expect(still.statusCode).toBe(200);
    expect(await ctx.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect(await staffEntries('user.sessions_ended')).toEqual([
      expect.objectContaining({
        actor: 'admin:revisora-owner',
        userId: user.id,
        details: { ended: 2 },
      }),
    ]);
    expect((await owner('POST', `/api/admin/users/${UNKNOWN}/end-sessions`)).statusCode).toBe(404);
  });
});
