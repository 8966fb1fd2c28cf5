import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isProfileComplete } from '@schemas/profile';
import { createTestContext, type TestContext } from '../../tests/support/test-app';
import { adminToken } from '../../tests/support/factories';
import { createStorage } from '../adapters/storage';
import { DEMO_PASSWORD } from './demo-data';
import { seedDemoIdPhotos } from './demo-id-photos';
import { seedDemoData } from './seed-demo';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemoData(ctx.db);
  await seedDemoIdPhotos(ctx.db, createStorage(ctx.config), ctx.clock);
});
afterAll(() => ctx.close());

async function profileOf(email: string) {
  const login = await ctx.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password: DEMO_PASSWORD },
  });
  const sid = login.cookies.find((c) => c.name === 'sid')!.value;
  const profile = await ctx.app.inject({ method: 'GET', url: '/api/profile', cookies: { sid } });
  return { sid, profile: profile.json() };
}

describe('demo ID photos', () => {
  it('complete Ana’s profile with two encrypted JPEG card photos she and an admin can open', async () => {
    const { sid, profile } = await profileOf('ana@demo.cartera.mx');
    expect(isProfileComplete(profile)).toBe(true);
    const token = await adminToken(ctx.app, ctx.db, ctx.clock);
    for (const address of [profile.idPhotoFront, profile.idPhotoBack]) {
      const own = await ctx.app.inject({ method: 'GET', url: address, cookies: { sid } });
      expect(own.statusCode).toBe(200);
      expect(own.headers['content-type']).toBe('image/jpeg');
      expect(own.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));
      const asAdmin = await ctx.app.inject({
        method: 'GET',
        url: address,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(asAdmin.rawPayload.equals(own.rawPayload)).toBe(true);
    }
  });

  it('leave Lucía without photos, so her profile stays incomplete', async () => {
    const { profile } = await profileOf('lucia@demo.cartera.mx');
    expect(profile).toMatchObject({ idPhotoFront: null, idPhotoBack: null });
    expect(isProfileComplete(profile)).toBe(false);
  });
});
