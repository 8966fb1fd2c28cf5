/**
 * Measures what the sign-in limits allow, with the real app, the real database and a manual
 * clock (docs/decisions/sign-in-throttling.md):
 * - how many guesses an attacker spread over 100 addresses gets checked against one account in
 *   a day, for user passwords, staff passwords, staff second-factor codes and recovery codes;
 * - how long the account's owner waits after an attacker's burst or an hour of guessing.
 * The attacker guesses as fast as the answers allow: after a 429 it waits what Retry-After says.
 *
 *   npx tsx tests/bench/guessing-limits.ts
 */
import { hashPassword } from '../../server/adapters/crypto';
import { users } from '../../server/db/schema';
import { createAdminAuthService } from '../../server/modules/staff/admin-auth.service';
import { enrolFromAccount, passwordStep } from '../support/admin-sign-in';
import { startSmtpCapture } from '../support/smtp-capture';
import { createTestContext } from '../support/test-app';
import { testDatabaseKind } from '../support/test-database';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const EMAIL = 'ana@example.com';
const PASSWORD = 'Clave-Larga-2026';
const ATTACKERS = Array.from({ length: 100 }, (_, i) => `203.0.113.${i}`);

const smtp = await startSmtpCapture();
const ctx = await createTestContext({ env: { SMTP_URL: smtp.url } });
type Res = Awaited<ReturnType<typeof ctx.app.inject>>;
const post = (url: string, payload: object, remoteAddress: string) =>
  ctx.app.inject({ method: 'POST', url, payload, remoteAddress });
const retryAfterMs = (res: Res) => Number(res.headers['retry-after']) * 1000;

async function fresh() {
  await ctx.reset();
  await ctx.db
    .insert(users)
    .values({ email: EMAIL, name: 'Ana', password: await hashPassword(PASSWORD) });
  await createAdminAuthService({ db: ctx.db, clock: ctx.clock }).createOrReset(
    'jefa',
    PASSWORD,
    'owner',
  );
}

/**
 * Guesses from the 100 addresses in turn for `durationMs`; `guess` answers the response of one
 * guess. Counts the guesses that were checked (not refused with 429).
 */
async function attack(durationMs: number, guess: (ip: string) => Promise<Res>) {
  const end = ctx.clock.now().getTime() + durationMs;
  let checked = 0;
  for (let i = 0; ctx.clock.now().getTime() < end; i++) {
    const res = await guess(ATTACKERS[i % ATTACKERS.length]!);
    if (res.statusCode === 429) ctx.clock.advance(retryAfterMs(res));
    else checked += 1;
  }
  return checked;
}

const userGuess = (ip: string) => post('/api/login', { email: EMAIL, password: 'mal' }, ip);
const adminGuess = (ip: string) =>
  post('/api/admin/login', { username: 'jefa', password: 'mal' }, ip);

/** A staff member with a second factor; the attacker knows the password, guesses codes. */
async function codeGuesser() {
  const token = (await passwordStep(ctx.app, 'jefa', PASSWORD)).token!;
  await enrolFromAccount(ctx.app, ctx.clock, token);
  let challenge: { id: string; at: number } | undefined;
  return async (ip: string) => {
    // A challenge lives 10 minutes: the attacker signs in with the password again when needed.
    if (!challenge || ctx.clock.now().getTime() - challenge.at > 9 * 60_000) {
      const step = await passwordStep(ctx.app, 'jefa', PASSWORD, ip);
      challenge = { id: step.challenge!, at: ctx.clock.now().getTime() };
    }
    return post('/api/admin/login/code', { challenge: challenge.id, code: '000000' }, ip);
  };
}

/** Wrong recovery codes; asks for a new code (from the next address) when the last one died. */
function recoveryGuesser() {
  let live = false;
  return async (ip: string): Promise<Res> => {
    if (!live) {
      const sent = await post('/api/password-recovery/send-code', { email: EMAIL }, ip);
      if (sent.statusCode === 429) return sent;
      live = true;
    }
    const res = await post(
      '/api/password-recovery/verify-code',
      { email: EMAIL, code: '000000' },
      ip,
    );
    if (res.statusCode === 400 && /Ya no quedan|Solicita un nuevo/.test(res.json().message)) {
      live = false;
    }
    return res;
  };
}

/** How long the owner, at a new address, waits before the right password is accepted. */
async function ownerWaitMs(ip = '192.0.2.1') {
  const first = await post('/api/login', { email: EMAIL, password: PASSWORD }, ip);
  if (first.statusCode === 200) return 0;
  const waited = retryAfterMs(first);
  ctx.clock.advance(waited);
  const second = await post('/api/login', { email: EMAIL, password: PASSWORD }, ip);
  if (second.statusCode !== 200) throw new Error(`owner still refused: ${second.body}`);
  return waited;
}

const rows: [string, string][] = [];
const started = Date.now();

await fresh();
rows.push([
  'User passwords checked in 24 h (100 addresses)',
  String(await attack(DAY_MS, userGuess)),
]);
await fresh();
rows.push(['Staff passwords checked in 24 h', String(await attack(DAY_MS, adminGuess))]);
await fresh();
rows.push([
  'Staff second-factor codes checked in 24 h (password known)',
  String(await attack(DAY_MS, await codeGuesser())),
]);
await fresh();
rows.push([
  'Recovery codes checked in 24 h (100 addresses)',
  String(await attack(DAY_MS, recoveryGuesser())),
]);

// The owner after an attack.
await fresh();
const burst = await Promise.all(
  Array.from({ length: 1000 }, (_, i) => userGuess(ATTACKERS[i % 100]!)),
);
rows.push([
  'Burst of 1,000 simultaneous guesses: checked',
  String(burst.filter((r) => r.statusCode !== 429).length),
]);
rows.push(['  then the owner at a new address waits (s)', String((await ownerWaitMs()) / 1000)]);

await fresh();
for (let i = 0; i < 20; i++) await userGuess('203.0.113.250');
rows.push([
  '20 guesses from one address: the owner elsewhere waits (s)',
  String((await ownerWaitMs()) / 1000),
]);

await fresh();
expectOk(await post('/api/login', { email: EMAIL, password: PASSWORD }, '192.0.2.50'));
await attack(HOUR_MS, userGuess);
// The attacker's next guess is checked; the owner arrives right after it (the longest wait).
while ((await userGuess(ATTACKERS[0]!)).statusCode === 429) ctx.clock.advance(1000);
rows.push([
  'After an hour of guessing: the owner at a new address waits (s)',
  String((await ownerWaitMs()) / 1000),
]);
rows.push([
  '  and at a place they signed in from before (s)',
  String((await ownerWaitMs('192.0.2.50')) / 1000),
]);

function expectOk(res: Res) {
  if (res.statusCode !== 200) throw new Error(res.body);
}

console.log(
  `\nGuessing limits (${testDatabaseKind}, simulated clock; ${Math.round((Date.now() - started) / 1000)} s real time)\n`,
);
for (const [label, value] of rows) console.log(`${label.padEnd(72)} ${value}`);
await ctx.close();
await smtp.close();
