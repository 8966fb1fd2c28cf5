/**
 * Prints how long the recovery calls take for e-mails with and without an account, so the
 * "same answer, same timing" promise can be checked with numbers (not asserted in tests).
 * Real app, real database (TEST_DATABASE/DATABASE_URL as in tests), real SMTP server.
 *
 *   npx tsx tests/bench/recovery-timing.ts [rounds]
 */
import { performance } from 'node:perf_hooks';
import { hashPassword } from '../../server/adapters/crypto';
import { users } from '../../server/db/schema';
import { startSmtpCapture } from '../support/smtp-capture';
import { createTestContext } from '../support/test-app';
import { testDatabaseKind } from '../support/test-database';

const rounds = Number(process.argv[2] ?? 300);
const WARM_UP = 20;

const smtp = await startSmtpCapture();
const ctx = await createTestContext({ env: { SMTP_URL: smtp.url } });
const password = await hashPassword('contraseña-de-prueba');
const total = rounds + WARM_UP;
await ctx.db.insert(users).values(
  Array.from({ length: total }, (_, i) => ({
    email: `con-${i}@example.com`,
    name: 'U',
    password,
  })),
);

type Case = 'send:account' | 'send:none' | 'verify:account' | 'verify:none';
const samples: Record<Case, number[]> = {
  'send:account': [],
  'send:none': [],
  'verify:account': [],
  'verify:none': [],
};

let ipCounter = 0;
async function timed(name: Case, url: string, payload: object, round: number) {
  ipCounter += 1;
  const remoteAddress = `10.${(ipCounter >> 16) & 255}.${(ipCounter >> 8) & 255}.${ipCounter & 255}`;
  const start = performance.now();
  const res = await ctx.app.inject({ method: 'POST', url, payload, remoteAddress });
  const ms = performance.now() - start;
  if (res.statusCode >= 500 || res.statusCode === 429) throw new Error(`${name}: ${res.body}`);
  if (round >= WARM_UP) samples[name].push(ms);
}

for (let i = 0; i < total; i++) {
  // Alternate which goes first so neither side always follows the other's background mail.
  const pair: [Case, string][] = [
    ['account', `con-${i}@example.com`],
    ['none', `sin-${i}@example.com`],
  ].map(([kind, email]) => [kind as Case, email!]);
  if (i % 2) pair.reverse();
  for (const [kind, email] of pair) {
    await timed(`send:${kind}` as Case, '/api/password-recovery/send-code', { email }, i);
  }
  for (const [kind, email] of pair) {
    const payload = { email, code: '000000' };
    await timed(`verify:${kind}` as Case, '/api/password-recovery/verify-code', payload, i);
  }
}
await smtp.waitFor(() => smtp.mails.length >= total, 60_000);

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
console.log(`recovery timing, ${testDatabaseKind}, ${rounds} rounds each (ms)`);
console.log('case              median    p90     mean');
for (const [name, values] of Object.entries(samples)) {
  const sorted = [...values].sort((a, b) => a - b);
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  const row = [quantile(sorted, 0.5), quantile(sorted, 0.9), mean].map((v) => v.toFixed(2));
  console.log(`${name.padEnd(16)} ${row.map((v) => v.padStart(7)).join(' ')}`);
}
console.log(`mails received: ${smtp.mails.length} (expected ${total}, accounts only)`);

await ctx.close();
await smtp.close();
