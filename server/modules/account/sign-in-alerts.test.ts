import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { AccountActivity } from '@schemas/payout-safety';
import { createCreditor, createWallet, randomAddress } from '../../../tests/support/factories';
import { mailsTo, type SmtpCapture } from '../../../tests/support/smtp-capture';
import { useMailTestContext } from '../../../tests/support/mail-test-context';
import type { TestContext } from '../../../tests/support/test-app';
import { FIXTURE_PASSWORD } from '../../../tests/support/withdrawal-fixtures';
import { mailOutbox } from '../../db/schema';
import { deviceOf, networkOf } from './client-place';

/** Sign-in alerts and recent activity (docs/product/payout-safety.md#new-device-alerts). */
let ctx: TestContext;
let smtp: SmtpCapture;
useMailTestContext((c, s) => ((ctx = c), (smtp = s)));

const ANDROID_CHROME =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36';
const MAC_SAFARI =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 Version/17.5 Safari/605.1.15';
const DAY = 24 * 60 * 60 * 1000;
const ALERT = 'Nuevo inicio de sesión en tu cuenta · Cartera USDT';

interface From {
  ip: string;
  ua: string;
  device?: string;
}

/** Signs in as a browser does: its address, user agent and device cookie (if it kept one). */
async function signInFrom(email: string, from: From, app = ctx.app) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password: FIXTURE_PASSWORD },
    remoteAddress: from.ip,
    headers: { 'user-agent': from.ua },
    cookies: from.device ? { dispositivo: from.device } : {},
  });
  expect(response.statusCode).toBe(200);
  const cookie = (name: string) => response.cookies.find((c) => c.name === name)?.value;
  return { sid: cookie('sid')!, device: cookie('dispositivo')! };
}

const alerts = (email: string) => mailsTo(smtp, email).filter((m) => m.email.subject === ALERT);

/** Alerts queued for `email`: written in the sign-in's own transaction, so counting is exact. */
const queuedAlerts = async (email: string) =>
  (await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email))).filter(
    (m) => m.subject === ALERT,
  ).length;

async function activity(sid: string) {
  const response = await ctx.app.inject({
    method: 'GET',
    url: '/api/account/activity',
    cookies: { sid },
  });
  expect(response.statusCode).toBe(200);
  return response.json<AccountActivity>().events;
}

describe('where a sign-in comes from', () => {
  it('keeps only the /24 or /48 and the browser family', () => {
    expect(networkOf('201.141.22.9')).toBe('201.141.22.0/24');
    expect(networkOf('::ffff:10.1.2.3')).toBe('10.1.2.0/24');
    expect(networkOf('2001:db8:abcd:12::1')).toBe('2001:db8:abcd::/48');
    expect(networkOf('2001:db8::1')).toBe('2001:db8:0::/48');
    expect(networkOf('nope')).toBeNull();
    expect(deviceOf(ANDROID_CHROME)).toBe('Chrome en Android');
    expect(deviceOf(MAC_SAFARI)).toBe('Safari en macOS');
    expect(deviceOf(undefined)).toBe('Navegador desconocido');
  });
});

describe('sign-in alerts', () => {
  it('alerts once per new device or network, never for the first sign-in, and lists it', async () => {
    const email = 'ana@example.com';
    await createCreditor(ctx.db, { email });
    const home = { ip: '201.141.22.9', ua: ANDROID_CHROME };

    const first = await signInFrom(email, home);
    expect(await queuedAlerts(email)).toBe(0);

    // The same browser (it kept its cookie) from the same network: known.
    ctx.clock.advance(60_000);
    await signInFrom(email, { ...home, ip: '201.141.22.77', device: first.device });
    expect(await queuedAlerts(email)).toBe(0);
    // A new browser profile on the same machine: no cookie, so a new device.
    ctx.clock.advance(60_000);
    const profile = await signInFrom(email, home);
    const alert = await smtp.waitFor((m) => m.email.subject === ALERT);
    expect(alert.email.text).toContain('Red aproximada: 201.141.22.0/24');
    expect(alert.email.text).toContain('Dispositivo: Chrome en Android');
    expect(alert.email.text).toMatch(/Fecha: \d\d\/\d\d\/\d{4} a las \d\d:\d\d/);
    expect(alert.email.text).toContain('Cerrar las demás sesiones');

    // That profile again: known now, no second alert.
    ctx.clock.advance(60_000);
    await signInFrom(email, { ...home, device: profile.device });
    expect(await queuedAlerts(email)).toBe(1);
    // The first browser from another network: new.
    ctx.clock.advance(60_000);
    await signInFrom(email, { ip: '189.203.4.5', ua: ANDROID_CHROME, device: first.device });
    expect(await queuedAlerts(email)).toBe(2);
    await smtp.waitFor(() => alerts(email).length === 2);

    const events = await activity(first.sid);
    expect(events.map((e) => [e.kind, e.newDevice, e.network])).toEqual([
      ['sign-in', true, '189.203.4.0/24'],
      ['sign-in', false, '201.141.22.0/24'],
      ['sign-in', true, '201.141.22.0/24'],
      ['sign-in', false, '201.141.22.0/24'],
      ['sign-in', false, '201.141.22.0/24'],
    ]);
    expect(events[0]?.device).toBe('Chrome en Android');
  });

  it('forgets a device after 90 days', async () => {
    const email = 'bea@example.com';
    await createCreditor(ctx.db, { email });
    const first = await signInFrom(email, { ip: '201.141.22.9', ua: MAC_SAFARI });
    ctx.clock.advance(89 * DAY);
    await signInFrom(email, { ip: '201.141.22.9', ua: MAC_SAFARI, device: first.device });
    expect(await queuedAlerts(email)).toBe(0);
    // 91 days after the last sign-in from it: forgotten.
    ctx.clock.advance(91 * DAY);
    await signInFrom(email, { ip: '201.141.22.9', ua: MAC_SAFARI, device: first.device });
    expect(await queuedAlerts(email)).toBe(1);
  });

  it('two sign-ins from one new device at once, over two instances, alert once', async () => {
    const email = 'carla@example.com';
    await createCreditor(ctx.db, { email });
    await signInFrom(email, { ip: '201.141.22.9', ua: MAC_SAFARI });
    const other = await ctx.anotherInstance();
    const device = 'dispositivo-nuevo-0123456789abcdef';
    const from = { ip: '10.0.0.1', ua: ANDROID_CHROME, device };
    await Promise.all([signInFrom(email, from), signInFrom(email, from, other)]);
    expect(await queuedAlerts(email)).toBe(1);
  });
});

describe('recent activity and ending the other sessions', () => {
  it('lists security events and orders, newest first, at most 10; ends only the other sessions', async () => {
    const email = 'dora@example.com';
    const user = await createCreditor(ctx.db, { email });
    const wallet = await createWallet(ctx.db, user, { pretokenizedBalance: '5' });
    const phone = await signInFrom(email, { ip: '201.141.22.9', ua: ANDROID_CHROME });
    ctx.clock.advance(1000);
    const laptop = await signInFrom(email, { ip: '201.141.22.9', ua: MAC_SAFARI });
    ctx.clock.advance(1000);
    const placed = await ctx.app.inject({
      method: 'POST',
      url: '/api/withdrawals',
      cookies: { sid: laptop.sid },
      remoteAddress: '189.203.4.5',
      headers: { 'user-agent': MAC_SAFARI },
      payload: { walletId: wallet.id, withdrawalAddress: randomAddress() },
    });
    expect(placed.statusCode).toBe(201);
    ctx.clock.advance(1000);
    const cancelled = await ctx.app.inject({
      method: 'POST',
      url: `/api/withdrawals/${placed.json().id}/cancel`,
      cookies: { sid: laptop.sid },
      remoteAddress: '2001:db8:abcd:12::1',
      headers: { 'user-agent': ANDROID_CHROME },
    });
    expect(cancelled.statusCode).toBe(200);
    ctx.clock.advance(1000);

    const ended = await ctx.app.inject({
      method: 'POST',
      url: '/api/account/sessions/end-others',
      cookies: { sid: laptop.sid },
      headers: { 'user-agent': MAC_SAFARI },
    });
    expect(ended.json()).toEqual({ ended: 1 });
    const phoneNow = await ctx.app.inject({
      method: 'GET',
      url: '/api/user',
      cookies: { sid: phone.sid },
    });
    expect(phoneNow.statusCode).toBe(401);

    const events = await activity(laptop.sid);
    expect(events.map((e) => e.kind)).toEqual([
      'other-sessions-ended',
      'withdrawal-cancelled',
      'withdrawal-placed',
      'sign-in',
      'sign-in',
    ]);
    // Each event says where it came from: the order's request, not the sign-in's.
    const where = (kind: string) => {
      const event = events.find((e) => e.kind === kind);
      return [event?.network, event?.device];
    };
    expect(where('withdrawal-placed')).toEqual(['189.203.4.0/24', 'Safari en macOS']);
    expect(where('withdrawal-cancelled')).toEqual(['2001:db8:abcd::/48', 'Chrome en Android']);
    for (let i = 0; i < 12; i++) {
      ctx.clock.advance(1000);
      await signInFrom(email, { ip: '201.141.22.9', ua: MAC_SAFARI, device: laptop.device });
    }
    expect(await activity(laptop.sid)).toHaveLength(10);
  });

  it('answers 401 without a session', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/account/activity' });
    expect(response.statusCode).toBe(401);
    const end = await ctx.app.inject({ method: 'POST', url: '/api/account/sessions/end-others' });
    expect(end.statusCode).toBe(401);
  });
});
