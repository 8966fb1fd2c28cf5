import { afterAll, beforeAll, expect, it } from 'vitest';
import { mailOutbox, withdrawals } from '../../db/schema';
import { startRejectingSmtp } from '../../../tests/support/smtp-rejecting';
import { createTestContext, type TestContext } from '../../../tests/support/test-app';
import { createCreditor, createWallet, randomAddress } from '../../../tests/support/factories';
import { signIn } from '../../../tests/support/withdrawal-fixtures';

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startRejectingSmtp>>;
beforeAll(async () => {
  smtp = await startRejectingSmtp();
  ctx = await createTestContext({ env: { SMTP_URL: smtp.url } });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

it('keeps the order when the SMTP server refuses the e-mail, and queues the e-mail', async () => {
  const ana = await createCreditor(ctx.db, { email: 'ana@example.com' });
  const wallet = await createWallet(ctx.db, ana, { pretokenizedBalance: '42.12345678' });
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/withdrawals',
    cookies: await signIn(ctx.app, ana.email),
    payload: { walletId: wallet.id, withdrawalAddress: randomAddress(), amount: '42.12345678' },
  });

  expect(response.statusCode).toBe(201);
  // The order stands, and the answer says the confirmation could not go out yet.
  expect(response.json()).toMatchObject({ status: 'pending', emailSent: false });
  expect(smtp.refused).toBe(1);
  expect(await ctx.db.select().from(withdrawals)).toEqual([
    expect.objectContaining({ status: 'pending', amount: '42.12345600' }),
  ]);
  const queued = await ctx.db.select().from(mailOutbox);
  expect(queued).toEqual([
    expect.objectContaining({
      to: 'ana@example.com',
      subject: 'Orden de retiro registrada · Cartera USDT',
      attempts: 1,
      sentAt: null,
      // Waiting, the content is sealed with the data key: nothing of it in the clear.
      text: null,
      html: null,
    }),
  ]);
  expect(queued[0]!.sealed).not.toContain('42.123456');
});
