import { expect } from 'vitest';
import type { MediationStageId } from '@schemas/mediation';
import type { InvitedCase } from '@schemas/mediation-case';
import type { TermsInput } from '@schemas/mediation-agreement';
import { createUser, createWallet } from './factories';
import type { TestContext } from './test-app';
import { signIn } from './withdrawal-fixtures';

/** Between two staff steps: under the staff's 30-minute idle limit. */
export const STEP = 5 * 60_000;
const PHOTOS = { idPhotoFront: '/api/objects/frente', idPhotoBack: '/api/objects/reverso' };

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The staff calls and a creditor in mediation, for the signed agreement's tests. */
export function agreementFixtures(ctx: () => TestContext) {
  const staffCall = (token: string) => (method: Method, url: string, payload?: object) =>
    ctx().app.inject({ method, url, payload, headers: { authorization: `Bearer ${token}` } });

  /** A creditor with two wallets (3,200.00 and 415.25 USDT owed) and a complete profile, signed in. */
  async function creditor(fullName = 'Valeria Gómez Ríos') {
    const { db, app } = ctx();
    const user = await createUser(db, {
      fullName,
      cellphone: '5587654321',
      countryCode: '+52',
      ...PHOTOS,
    });
    const main = await createWallet(db, user, {
      name: 'Principal',
      pretokenizedBalance: '3200.00000000',
    });
    const savings = await createWallet(db, user, {
      name: 'Ahorro',
      pretokenizedBalance: '415.25000000',
    });
    const cookies = await signIn(app, user.email);
    const user_ = (method: Method, url: string, payload?: object, headers?: object) =>
      app.inject({ method, url, cookies, payload, headers: { ...headers } });
    const view = async () => (await user_('GET', '/api/mediation')).json<InvitedCase>();
    return { user, main, savings, cookies, call: user_, view };
  }

  /** Invited and walked to 'En Negociación' (documents sent), a step every 5 minutes. */
  async function inNegotiation(staff: ReturnType<typeof staffCall>, fullName?: string) {
    const c = await creditor(fullName);
    const step = async (method: Method, url: string, payload?: object) => {
      ctx().clock.advance(STEP);
      const res = await staff(method, url, payload);
      expect(res.statusCode, res.body).toBe(200);
    };
    await step('POST', '/api/admin/invite-to-mediation', { userId: c.user.id });
    await step('PUT', `/api/admin/mediation-status/${c.user.id}`, { status: 'verificar-id' });
    await step('PUT', `/api/admin/mediation-status/${c.user.id}`, { status: 'docs-firma' });
    await step('POST', '/api/admin/send-mediation-documents', { userId: c.user.id });
    await step('PUT', `/api/admin/mediation-status/${c.user.id}`, { status: 'negociacion' });
    return c;
  }

  const move = (
    staff: ReturnType<typeof staffCall>,
    userId: string,
    status: MediationStageId,
    extra: object = {},
  ) => staff('PUT', `/api/admin/mediation-status/${userId}`, { status, ...extra });

  const setTerms = (staff: ReturnType<typeof staffCall>, userId: string, terms: TermsInput) =>
    staff('PUT', `/api/admin/mediation-terms/${userId}`, terms);

  return { staffCall, creditor, inNegotiation, move, setTerms };
}

export const USDT_TERMS: TermsInput = { amount: '2500.5', method: 'usdt', payoutDays: 15 };
