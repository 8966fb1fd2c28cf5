import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startLocalChain, type LocalChain } from '../../../devchain/local-chain';
import { randomAddress } from '../../../tests/support/factories';
import { startServerProcess } from '../../../tests/support/server-process';
import { mailsTo, startSmtpCapture, type SmtpCapture } from '../../../tests/support/smtp-capture';
import {
  openTestDatabase,
  testDatabaseKind,
  type TestDatabase,
} from '../../../tests/support/test-database';
import { openDatabase, type Database } from '../../db/client';
import { mailOutbox, withdrawals } from '../../db/schema';
import { DEMO_ADMIN, DEMO_PASSWORD, DEMO_USERS } from '../../seed/demo-data';

/*
 * The outbox against a real crash: an app process is killed with SIGKILL while it sends mails
 * it has committed (the mail server accepts the connection and never answers), another process
 * is started on the same database, and the mails arrive at the test SMTP server.
 */
const ana = DEMO_USERS[0]!;
let dataDir: string;
let database: TestDatabase | undefined;
let chain: LocalChain;
beforeAll(async () => {
  chain = await startLocalChain();
});
afterAll(() => chain.stop());
beforeEach(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'cartera-kill-'));
  if (testDatabaseKind === 'postgres') database = await openTestDatabase();
});
afterEach(async () => {
  await database?.close();
  database = undefined;
  rmSync(dataDir, { recursive: true, force: true });
});

/** A mail server that takes connections and never says a word: every send hangs in it. */
async function startSilentSmtp(port = 0) {
  const connections: net.Socket[] = [];
  const server = net.createServer((socket) => connections.push(socket));
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    connections,
    close: () =>
      new Promise<void>((resolve) => {
        connections.forEach((s) => s.destroy());
        server.close(() => resolve());
      }),
  };
}

function startApp(smtpPort: number) {
  // Short SMTP timeouts: the claim lease of a mail follows them (twice the longest send).
  const smtp = `smtp://127.0.0.1:${smtpPort}?connectionTimeout=1000&greetingTimeout=3000&socketTimeout=1000`;
  return startServerProcess(
    {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PORT: '0',
      SMTP_URL: smtp,
      // The test's own chain: a completion is checked against its payout there.
      ETH_RPC_URL: chain.rpcUrl,
      USDT_CONTRACT_ADDRESS: chain.usdtAddress,
      ADMIN_REQUIRE_2FA: 'off',
      ...(database?.url ? { DATABASE_URL: database.url } : {}),
    },
    /App: +(http:\/\/\S+)\/[\s\S]*Correo: +smtp/,
  );
}

const json = (body: unknown, cookie?: string) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
  body: JSON.stringify(body),
});

/** Waits until `check` holds, polling. */
async function until(check: () => boolean, timeoutMs: number) {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** Signs Ana in on the app at `base`: her session cookie and her wallet. */
async function signInAna(base: string) {
  const login = await fetch(
    `${base}/api/login`,
    json({ email: ana.email, password: DEMO_PASSWORD }),
  );
  expect(login.status).toBe(200);
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const [wallet] = (await (await fetch(`${base}/api/wallets`, { headers: { cookie } })).json()) as {
    id: string;
    pretokenizedBalance: string;
  }[];
  return { cookie, wallet: wallet! };
}

/** Ana's withdrawal order of her wallet's whole balance to `destination`. */
const orderWholeBalance = (
  base: string,
  { cookie, wallet }: Awaited<ReturnType<typeof signInAna>>,
  destination: string,
) =>
  fetch(
    `${base}/api/withdrawals`,
    json(
      {
        walletId: wallet.id,
        withdrawalAddress: destination,
        amount: wallet.pretokenizedBalance,
      },
      cookie,
    ),
  );

/**
 * After the crash: the mail service back on `port` and another app process started on the same
 * database; `check` reads what reaches the mail server, then both stop.
 */
async function restartAfterCrash(port: number, check: (smtp: SmtpCapture) => Promise<void>) {
  const smtp = await startSmtpCapture(port);
  try {
    // PGlite's data folder lock is taken over once its dead holder's lock is stale (10 s).
    if (testDatabaseKind === 'pglite') await new Promise((resolve) => setTimeout(resolve, 11_000));
    const second = startApp(port);
    try {
      await second.ready;
      await check(smtp);
    } finally {
      second.child.kill('SIGTERM');
      await second.exited;
    }
  } finally {
    await smtp.close();
  }
}

/** `check` on the database once the app processes are gone. */
async function checkStored(check: (db: Database['db']) => Promise<void>) {
  const stored = database ?? (await openDatabase({ pgliteDir: path.join(dataDir, 'pglite') }));
  try {
    await check(stored.db);
  } finally {
    if (!database) await stored.close();
  }
}

describe('mails committed before a crash', { timeout: 240_000 }, () => {
  it('survive a kill -9 between commit and send: another process delivers them', async () => {
    const silent = await startSilentSmtp();
    const first = startApp(silent.port);
    const base = await first.ready;

    const anaSession = await signInAna(base);

    // A recovery code (sent after the answer) and a withdrawal order (sent before it): both
    // commit, then hang in the mail server.
    const asked = await fetch(
      `${base}/api/password-recovery/send-code`,
      json({ email: ana.email }),
    );
    expect(asked.status).toBe(200);
    await until(() => silent.connections.length === 1, 10_000);
    const destination = randomAddress();
    const ordering = orderWholeBalance(base, anaSession, destination).catch((err: unknown) => err);
    await until(() => silent.connections.length === 2, 10_000);
    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();
    // The order's answer never came: the process died before it could be sent.
    expect(await ordering).toBeInstanceOf(Error);
    await silent.close();

    // The mail service is back on its port, and another instance starts.
    await restartAfterCrash(silent.port, async (smtp) => {
      const code = await smtp.waitFor(
        (m) => m.to.includes(ana.email) && (m.email.subject ?? '').startsWith('Tu código'),
        60_000,
      );
      expect(code.email.text).toMatch(/\b\d{6}\b/);
      const order = await smtp.waitFor(
        (m) => m.to.includes(ana.email) && (m.email.subject ?? '').startsWith('Orden de retiro'),
        60_000,
      );
      expect(order.email.text).toContain(destination);
      expect(mailsTo(smtp, ana.email)).toHaveLength(2);
    });

    // What the database says once the second process is gone: the order stands, both mails sent.
    await checkStored(async (db) => {
      const [order] = await db.select().from(withdrawals);
      expect(order).toMatchObject({ withdrawalAddress: destination, status: 'pending' });
      const mails = await db.select().from(mailOutbox);
      expect(mails.filter((m) => m.to === ana.email).map((m) => m.sentAt !== null)).toEqual([
        true,
        true,
      ]);
    });
  });

  it('a completion killed with -9 right after its commit: another process sends its e-mail', async () => {
    // The order's and the approval's mails go out at once; then the mail server falls silent.
    const early = await startSmtpCapture();
    const port = Number(new URL(early.url).port);
    const first = startApp(port);
    const base = await first.ready;

    const anaSession = await signInAna(base);
    const destination = randomAddress();
    const ordered = await orderWholeBalance(base, anaSession, destination);
    expect(ordered.status).toBe(201);
    const order = (await ordered.json()) as { id: string; amount: string; emailSent: boolean };
    expect(order.emailSent).toBe(true);

    const signedIn = await fetch(`${base}/api/admin/login`, json(DEMO_ADMIN));
    expect(signedIn.status).toBe(200);
    const { token } = (await signedIn.json()) as { token: string };
    const staff = (to: string, body: object = {}) =>
      fetch(`${base}/api/admin/${to}`, {
        ...json(body),
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      });
    const { id: anaId } = (await (
      await fetch(`${base}/api/user`, { headers: { cookie: anaSession.cookie } })
    ).json()) as { id: string };
    // An order is approved for a creditor whose identity staff verified.
    const verified = await staff(`verify-user/${anaId}`);
    expect(verified.status, await verified.clone().text()).toBe(200);
    const approved = await staff(`withdrawals/${order.id}/approve`);
    expect(approved.status, await approved.clone().text()).toBe(200);
    const payout = await chain.tools.mint(
      chain.usdtAddress,
      destination,
      order.amount.replace(/\.?0+$/, ''),
    );

    for (const subject of ['Orden de retiro registrada', 'Retiro aprobado']) {
      await early.waitFor(
        (m) => m.to.includes(ana.email) && (m.email.subject ?? '').startsWith(subject),
        10_000,
      );
    }
    await early.close();
    const silent = await startSilentSmtp(port);

    // The completion commits, its mail hangs in the mail server, and the process is killed.
    const before = silent.connections.length;
    const completing = staff(`withdrawals/${order.id}/complete`, {
      payoutTxHash: payout.transactionHash,
    }).catch((err: unknown) => err);
    await until(() => silent.connections.length > before, 10_000);
    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();
    expect(await completing).toBeInstanceOf(Error);
    await silent.close();

    await restartAfterCrash(silent.port, async (smtp) => {
      const done = await smtp.waitFor(
        (m) => m.to.includes(ana.email) && (m.email.subject ?? '').startsWith('Retiro completado'),
        60_000,
      );
      expect(done.email.text).toContain(payout.transactionHash);
      // Each mail of the order once: the two sent before the crash are not sent again.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      expect(mailsTo(early, ana.email)).toHaveLength(2);
      expect(mailsTo(smtp, ana.email)).toHaveLength(1);
    });

    await checkStored(async (db) => {
      const [stored] = await db.select().from(withdrawals);
      expect(stored).toMatchObject({ status: 'completed', payoutTxHash: payout.transactionHash });
      const mails = (await db.select().from(mailOutbox)).filter((m) => m.to === ana.email);
      expect(mails).toHaveLength(3);
      expect(mails.every((m) => m.sentAt !== null)).toBe(true);
    });
  });
});
