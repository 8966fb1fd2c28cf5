import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { isProfileComplete, type Profile } from '@schemas/profile';
import { makeImage } from '../../../tests/support/images';
import { createTestContext, type TestContext } from '../../../tests/support/test-app';
import { adminToken, createUser } from '../../../tests/support/factories';
import { requestUploadUrl, uploadFile } from '../../../tests/support/uploads';
import { signIn } from '../../../tests/support/withdrawal-fixtures';

let ctx: TestContext;
let sid: string;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
beforeEach(async () => {
  await ctx.reset();
  const ana = await createUser(ctx.db, { name: 'Ana' });
  sid = (await signIn(ctx.app, ana.email)).sid;
});

const VALID = { fullName: 'Ana Lucía Martínez', cellphone: '5512345678', countryCode: '+52' };

const getProfile = async (session = sid) =>
  (
    await ctx.app.inject({ method: 'GET', url: '/api/profile', cookies: { sid: session } })
  ).json<Profile>();

const putProfile = (payload: Record<string, unknown>, session = sid) =>
  ctx.app.inject({ method: 'PUT', url: '/api/profile', cookies: { sid: session }, payload });

const putIdPhoto = (photoURL: string, photoType: string, session = sid) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/profile/id-photo',
    cookies: { sid: session },
    payload: { photoURL, photoType },
  });

describe('GET /api/profile', () => {
  it('answers the signed-in user profile and 401 without a session', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/profile' })).statusCode).toBe(401);
    expect(await getProfile()).toEqual({
      fullName: null,
      name: 'Ana',
      cellphone: null,
      countryCode: null,
      idPhotoFront: null,
      idPhotoBack: null,
      idPhotoRequests: { front: null, back: null },
    });
  });
});

describe('PUT /api/profile', () => {
  it('saves the personal information (name trimmed) and GET reads it back', async () => {
    const saved = await putProfile({ ...VALID, fullName: '  Ana Lucía Martínez  ' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject(VALID);
    expect(await getProfile()).toMatchObject(VALID);
  });

  it.each([
    ['fullName', '', 'Nombre completo es requerido'],
    ['fullName', '  A  ', 'Nombre completo es requerido'],
    ['fullName', undefined, 'Nombre completo es requerido'],
    ['fullName', 'A'.repeat(201), 'El nombre no puede pasar de 200 caracteres'],
    ['cellphone', '551234567', 'El número debe tener al menos 10 dígitos'],
    ['cellphone', undefined, 'El número debe tener al menos 10 dígitos'],
    ['cellphone', '15512345678', 'Ingresa solo los últimos 10 dígitos'],
    ['cellphone', '55-1234-56', 'Ingresa solo números'],
    ['countryCode', '+44', 'Selecciona un país'],
    ['countryCode', undefined, 'Selecciona un país'],
  ])('refuses %s = %j with 400 “%s” and changes nothing', async (field, value, message) => {
    const response = await putProfile({ ...VALID, [field]: value });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
    expect((await getProfile()).fullName).toBeNull();
  });

  it('needs a session', async () => {
    const response = await ctx.app.inject({ method: 'PUT', url: '/api/profile', payload: VALID });
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /api/profile/id-photo', () => {
  it('binds uploaded photos to front and back; the profile is then complete', async () => {
    await putProfile(VALID);
    const front = await uploadFile(ctx.app, sid, await makeImage('jpeg'));
    const back = await uploadFile(ctx.app, sid, await makeImage('png'), 'image/png');

    const savedFront = await putIdPhoto(front.uploadURL, 'front');
    expect(savedFront.statusCode).toBe(200);
    expect(savedFront.json().idPhotoFront).toBe(front.objectURL);
    expect(isProfileComplete(savedFront.json())).toBe(false);

    const savedBack = await putIdPhoto(`http://localhost:5000${back.objectURL}`, 'back');
    expect(savedBack.statusCode).toBe(200);
    const profile = await getProfile();
    expect(profile).toMatchObject({ idPhotoFront: front.objectURL, idPhotoBack: back.objectURL });
    expect(isProfileComplete(profile)).toBe(true);

    const token = await adminToken(ctx.app, ctx.db, ctx.clock);
    const stats = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/stats',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(stats.json().usersWithCompleteProfile).toBe(1);
  });

  it('never replaces a saved side (409) and keeps the first photo', async () => {
    const first = await uploadFile(ctx.app, sid, await makeImage('jpeg'));
    const second = await uploadFile(ctx.app, sid, await makeImage('jpeg', 80, 50));
    expect((await putIdPhoto(first.uploadURL, 'front')).statusCode).toBe(200);

    const replace = await putIdPhoto(second.uploadURL, 'front');
    expect(replace.statusCode).toBe(409);
    expect(replace.json().message).toBe(
      'La foto frontal de tu identificación ya está guardada y no se puede cambiar',
    );
    expect((await getProfile()).idPhotoFront).toBe(first.objectURL);

    const sameAsBack = await putIdPhoto(first.objectURL, 'back');
    expect(sameAsBack.statusCode).toBe(409);
    expect((await putIdPhoto(second.uploadURL, 'back')).statusCode).toBe(200);
    const replaceBack = await putIdPhoto(first.uploadURL, 'back');
    expect(replaceBack.json().message).toBe(
      'La foto trasera de tu identificación ya está guardada y no se puede cambiar',
    );
  });

  it('saves exactly one of two photos sent for the same side at once', async () => {
    const a = await uploadFile(ctx.app, sid, await makeImage('jpeg'));
    const b = await uploadFile(ctx.app, sid, await makeImage('webp'), 'image/webp');
    const answers = await Promise.all([
      putIdPhoto(a.uploadURL, 'back'),
      putIdPhoto(b.uploadURL, 'back'),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it("refuses another user's photo, an unused upload URL and a foreign address (404)", async () => {
    const beto = (await signIn(ctx.app, (await createUser(ctx.db)).email)).sid;
    const betos = await uploadFile(ctx.app, beto, await makeImage('jpeg'));
    const stolen = await putIdPhoto(betos.objectURL, 'front');
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().message).toBe('No encontramos esa foto. Súbela de nuevo.');

    const unused = await requestUploadUrl(ctx.app, sid);
    expect((await putIdPhoto(unused, 'front')).statusCode).toBe(404);
    expect((await putIdPhoto('https://evil.example/photo.jpg', 'front')).statusCode).toBe(404);
    expect((await getProfile()).idPhotoFront).toBeNull();
  });

  it('validates the side and the address with Spanish messages', async () => {
    const { uploadURL } = await uploadFile(ctx.app, sid, await makeImage('jpeg'));
    const side = await putIdPhoto(uploadURL, 'left');
    expect(side.statusCode).toBe(400);
    expect(side.json().message).toContain('Indica si la foto es frontal o trasera');
    const empty = await putIdPhoto('', 'front');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Falta la dirección de la foto');
  });
});
