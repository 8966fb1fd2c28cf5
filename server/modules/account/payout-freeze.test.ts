import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { payoutFrozenMessage } from '@schemas/payout-safety';
import { adminClient } from '../../../tests/support/admin-client';
import {
  adminToken,
  createCreditor,
  createWallet,
  createWithdrawal,
  randomAddress,
} from '../../../tests/support/factories';
import { mailsTo, type SmtpCapture } from '../../../tests/support/smtp-capture';
import { useMailTestContext } from '../../../tests/support/mail-test-context';
import type { TestContext } from '../../../tests/support/test-app';
import { FIXTURE_PASSWORD, signIn } from '../../../tests/support/withdrawal-fixtures';
import { accountEvents, users, withdrawals } from '../../db/schema';
import { createUserPasswordService } from '../users/user-password.service';

/** The payout freeze (docs/product/payout-safety.md#payout-freeze), through the real API. */
let ctx: TestContext;
let smtp: SmtpCapture;
useMailTestContext((c, s) => ((ctx = c), (smtp = s)));

const HOUR = 60 * 60 * 1000;
const MINUTE = 60 * 1000;

async function creditor(email: string) {
  const user = await createCreditor(ctx.db, { email });
  const wallet = await createWallet(ctx.db, user, { pretokenizedBalance: '250' });
  return { user, wallet };
}

/** Resets the password with the code the recovery e-mail brings; answers the new password. */
async function resetPassword(email: string) {
  const before = mailsTo(smtp, email).length;
  await ctx.app.inject({
    method: 'POST',
    url: '/api/password-recovery/send-code',
    payload: { email },
  });
  await smtp.waitFor(() => mailsTo(smtp, email).length > before);
  const codeMail = mailsTo(smtp, email).at(-1)!;
  const code = /\b(\d{6})\b/.exec(codeMail.email.text ?? '')![1]!;
  const verified = await ctx.app.inject({
    method: 'POST',
    url: '/api/password-recovery/verify-code',
    payload: { email, code },
    headers: { 'user-agent': 'Mozilla/5.0 (Linux; Android 14) Chrome/130.0 Mobile Safari/537.36' },
    remoteAddress: '201.141.22.9',
  });
  expect(verified.statusCode).toBe(200);
  await smtp.waitFor(() => mailsTo(smtp, email).length >= before + 2);
  const mail = mailsTo(smtp, email).at(-1)!;
  expect(mail.email.subject).toBe('Tu nueva contraseña · Cartera USDT');
  return { mail };
}

const order = (cookies: { sid: string }, walletId: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/withdrawals',
    cookies,
    payload: { walletId, withdrawalAddress: randomAddress() },
  });

describe('payout freeze', () => {
  it('refuses new orders for 72 hours after a password reset by code, to the minute', async () => {
    const email = 'ana@example.com';
    const { wallet } = await creditor(email);
    const resetAt = ctx.clock.now();
    const { mail } = await resetPassword(email);
    const until = new Date(resetAt.getTime() + 72 * HOUR);
    const message = payoutFrozenMessage(until);
    expect(message).toMatch(
      /^Por seguridad, podrás retirar a partir del \d\d\/\d\d\/\d{4} a las \d\d:\d\d \(hora de la Ciudad de México\)\.$/,
    );
    // The new password's e-mail says it too.
    expect(mail.email.text).toContain(message);

    // The reset ended every session; the user signs in again with the factory's password set anew.
    await createUserPasswordService({ db: ctx.db }).setPassword(email, 'secreto-123');
    const cookies = await signIn(ctx.app, email);

    const me = await ctx.app.inject({ method: 'GET', url: '/api/user', cookies });
    expect(me.json().frozenUntil).toBe(until.toISOString());

    const refused = await order(cookies, wallet.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message });

    ctx.clock.set(new Date(until.getTime() - MINUTE));
    expect((await order(cookies, wallet.id)).statusCode).toBe(403);

    ctx.clock.set(until);
    const after = await ctx.app.inject({ method: 'GET', url: '/api/user', cookies });
    expect(after.json().frozenUntil).toBeNull();
    expect((await order(cookies, wallet.id)).statusCode).toBe(201);
  });

  it('flags the orders placed in the 72 hours before the reset, not older ones', async () => {
    const email = 'bea@example.com';
    const { user, wallet } = await creditor(email);
    const other = await createWallet(ctx.db, user, { pretokenizedBalance: '10' });
    const now = ctx.clock.now().getTime();
    const recent = await createWithdrawal(ctx.db, user, wallet, {
      createdAt: new Date(now - 71 * HOUR),
    });
    const old = await createWithdrawal(ctx.db, user, other, {
      createdAt: new Date(now - 73 * HOUR),
      status: 'completed',
    });
    await resetPassword(email);
    const flags = await ctx.db
      .select({ id: withdrawals.id, at: withdrawals.flaggedBeforeResetAt })
      .from(withdrawals);
    expect(flags.find((f) => f.id === recent.id)?.at).toEqual(ctx.clock.now());
    expect(flags.find((f) => f.id === old.id)?.at).toBeNull();
  });

  it("starts with staff ending the user's sessions", async () => {
    const email = 'carla@example.com';
    const { user, wallet } = await creditor(email);
    const cookies = await signIn(ctx.app, email);
    const staff = adminClient(ctx.app, await adminToken(ctx.app, ctx.db, ctx.clock));
    const ended = await staff('POST', `/api/admin/users/${user.id}/end-sessions`);
    expect(ended.statusCode).toBe(200);
    const again = await signIn(ctx.app, email);
    expect(cookies.sid).not.toBe(again.sid);
    const refused = await order(again, wallet.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      payoutFrozenMessage(new Date(ctx.clock.now().getTime() + 72 * HOUR)),
    );
    const events = await ctx.db
      .select({ kind: accountEvents.kind })
      .from(accountEvents)
      .where(eq(accountEvents.userId, user.id));
    expect(events.map((e) => e.kind)).toContain('sessions-ended-by-staff');
  });

  it('a later reset moves the end; an earlier end never shortens it', async () => {
    const email = 'dora@example.com';
    await creditor(email);
    await resetPassword(email);
    const first = ctx.clock.now().getTime() + 72 * HOUR;
    ctx.clock.advance(2 * HOUR);
    await resetPassword(email);
    const [row] = await ctx.db
      .select({ until: users.payoutFrozenUntil })
      .from(users)
      .where(eq(users.email, email));
    expect(row?.until?.getTime()).toBe(first + 2 * HOUR);
  });
  it('starts with a password change on /profile, and the notice e-mail says until when', async () => {
    const email = 'eva@example.com';
    const { user, wallet } = await creditor(email);
    const cookies = await signIn(ctx.app, email);
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/account/password',
      cookies,
      payload: { currentPassword: FIXTURE_PASSWORD, newPassword: 'una-clave-nueva-larga' },
    });
    expect(changed.statusCode).toBe(200);
    const message = payoutFrozenMessage(new Date(ctx.clock.now().getTime() + 72 * HOUR));
    await smtp.waitFor(() =>
      mailsTo(smtp, email).some((m) => m.email.subject?.startsWith('Cambiaste tu contraseña')),
    );
    const notice = mailsTo(smtp, email).find((m) =>
      m.email.subject?.startsWith('Cambiaste tu contraseña'),
    );
    expect(notice?.email.text).toContain(message);

    // The session that changed it stays open, and it cannot order for 72 hours.
    const refused = await order(cookies, wallet.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message });
    const events = await ctx.db
      .select({ kind: accountEvents.kind })
      .from(accountEvents)
      .where(eq(accountEvents.userId, user.id));
    expect(events.map((e) => e.kind)).toContain('password-changed');
  });
});
