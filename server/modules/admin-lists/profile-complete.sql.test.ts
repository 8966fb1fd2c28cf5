import { and, eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hasBothIdPhotos, isProfileComplete } from '@schemas/profile-complete';
import { createUser } from '../../../tests/support/factories';
import { createTestContext, type TestContext } from '../../../tests/support/test-app';
import { users } from '../../db/schema';
import { byBothIdPhotos, byProfileComplete } from './user-filters';

/**
 * "Profile complete" and "both ID photos" have two definitions that must agree
 * (docs/product/profile-and-identity.md#complete-profile): schemas/profile-complete.ts (the
 * apps, the server's checks) and its SQL twins (`admin_profile_complete`, `js_blank`: the
 * admin lists' filters and counters). Every value JavaScript's trim() treats as blank, such as
 * a tab, a no-break space or an em space, must be blank in SQL too.
 */
const WHITE = [
  ' ',
  '\t',
  '\n',
  '\r',
  '\v',
  '\f',
  '\u00a0',
  '\u1680',
  '\u2000',
  '\u2003',
  '\u200a',
  '\u2028',
  '\u2029',
  '\u202f',
  '\u205f',
  '\u3000',
  '\ufeff',
];
// Look-alikes trim() keeps: a zero-width space, the Mongolian vowel separator, a soft hyphen.
const KEPT = ['\u200b', '\u180e', '\u00ad'];
const field = fc.option(
  fc
    .array(fc.constantFrom(...WHITE, ...KEPT, 'a', 'Ñ', '5', '/'), { maxLength: 4 })
    .map((chars) => chars.join('')),
  { nil: null, freq: 4 },
);
const FIELDS = { fullName: field, cellphone: field, idPhotoFront: field, idPhotoBack: field };
const profile = fc.record(FIELDS);

let ctx: TestContext;
let userId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  userId = (await createUser(ctx.db)).id;
});
afterAll(() => ctx.close());

/** What the admin lists' filters say of this profile, stored on a user row. */
async function inSql(p: Record<keyof typeof FIELDS, string | null>) {
  await ctx.db.update(users).set(p).where(eq(users.id, userId));
  const match = async (condition: ReturnType<typeof byProfileComplete>) =>
    (
      await ctx.db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), condition))
    ).length === 1;
  return {
    complete: await match(byProfileComplete('1')),
    photos: await match(byBothIdPhotos('1')),
  };
}

describe('profile complete: TypeScript and SQL agree', () => {
  it.each([
    ['a tab', '\t'],
    ['a no-break space', '\u00a0'],
    ['an em space', '\u2003'],
    ['a line separator', '\u2028'],
  ])('a field of only %s is blank on both sides', async (_what, blank) => {
    const p = { fullName: blank, cellphone: '5512345678', idPhotoFront: '/f', idPhotoBack: blank };
    expect(isProfileComplete(p)).toBe(false);
    expect(hasBothIdPhotos(p)).toBe(false);
    expect(await inSql(p)).toEqual({ complete: false, photos: false });
  });

  it('on every generated profile', async () => {
    await fc.assert(
      fc.asyncProperty(profile, async (p) => {
        expect(await inSql(p)).toEqual({
          complete: isProfileComplete(p),
          photos: hasBothIdPhotos(p),
        });
      }),
      { numRuns: 300 },
    );
  });
});
