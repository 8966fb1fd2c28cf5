/**
 * The server side of `npm run bench:api`: the real app on PostgreSQL (logging off) plus two
 * reference routes in the same process — a constant answer, and the same work as
 * GET /api/wallets written by hand (one named prepared statement on node-postgres, no ORM, no
 * validation). Prints its port on stdout; GET /bench/cpu-usage answers the process's CPU time.
 * BENCH_MAIL_OUTBOX=off starts it without the mail outbox's sender (bench:bulk): e-mails are still
 * queued in the outbox as in production, nobody sends them.
 */
import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import pg from 'pg';
import { mediationStageId } from '@schemas/mediation';
import { createChainClient } from '../server/adapters/chain';
import { systemClock } from '../server/adapters/clock';
import { createMailer } from '../server/adapters/mail';
import { createStorage } from '../server/adapters/storage';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { agreementState } from '../server/modules/mediation/agreement-state';
import { invitedCase } from '../server/modules/mediation/creditor-view';

const POOL_SIZE = 10;

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: POOL_SIZE });
const app = await buildApp(
  {
    config,
    database,
    clock: systemClock,
    mailer: createMailer(config),
    storage: createStorage(config),
    chain: createChainClient(config.chain),
  },
  { mailOutboxJob: process.env.BENCH_MAIL_OUTBOX !== 'off' },
);

app.get('/bench/constant', async () => ({ ok: true }));
// CPU time this process has used, so the bench can tell the cost per request of each route.
app.get('/bench/cpu-usage', async () => process.cpuUsage());
// Memory after a full collection (the server runs with --expose-gc), so bench:admin can show
// that a large CSV export streams in constant memory.
app.get('/bench/memory', async () => {
  (globalThis as { gc?: () => void }).gc?.();
  const { rss, heapUsed } = process.memoryUsage();
  return { rss, heapUsed };
});

const pool = new pg.Pool({ connectionString: config.databaseUrl, max: POOL_SIZE });
// Dropping the bench database at the end ends these connections; that is expected.
pool.on('error', () => {});

/*
 * The hand-written twins: each answers what its real route answers, from hand-written SQL as
 * named prepared statements on node-postgres, sent with JSON.stringify — no ORM, no schema
 * validation or serialisation. Each checks the session as requireUser does (not expired, used
 * within the idle limit) in the same query as its first read. The creditor's case reuses the
 * pure view functions of its module (stages, pending items, timeline): the twin measures the
 * route's plumbing, not a second copy of those rules.
 */
const UNAUTHORIZED = JSON.stringify({ message: 'Necesitas iniciar sesión' });
const idleSeconds = config.sessions.idleMs / 1000;
const sessionId = (request: FastifyRequest) => {
  const token = request.cookies.sid;
  return token ? createHash('sha256').update(token).digest('hex') : undefined;
};
const live = `s.id = $1 and s.expires_at > now() and s.last_used_at > now() - make_interval(secs => $2)`;
const iso = (at: Date | null) => at?.toISOString() ?? null;
const sendJson = (reply: FastifyReply, body: unknown) =>
  reply.type('application/json; charset=utf-8').send(JSON.stringify(body));

/** A twin: `read` answers the body, or undefined for no live session. */
function twin(route: string, read: (id: string) => Promise<unknown>) {
  app.get(route, async (request, reply) => {
    const id = sessionId(request);
    const body = id ? await read(id) : undefined;
    if (body === undefined)
      return reply.code(401).type('application/json; charset=utf-8').send(UNAUTHORIZED);
    return sendJson(reply, body);
  });
}

const query = (name: string, text: string, values: unknown[]) =>
  pool.query({ name, text, values }).then((r) => r.rows);

/** Session `id`'s user as `columns` (of `users u`) read it; undefined when it is not live. */
const sessionUser = async (id: string, name: string, columns: string) => {
  const [user] = await query(
    name,
    `select ${columns}
       from sessions s join users u on u.id = s.user_id
      where ${live}`,
    [id, idleSeconds],
  );
  return user;
};

twin('/bench/twin/wallets', async (id) => {
  const rows = await query(
    'bench_wallets',
    `select w.id, w.address, w.name, w.pretokenized_balance, w.tokenized_balance, w.last_sync_at
       from sessions s
       join users u on u.id = s.user_id
       left join wallets w on w.user_email = u.email
      where ${live}
      order by w.pretokenized_balance desc, w.address`,
    [id, idleSeconds],
  );
  if (rows.length === 0) return undefined;
  return rows
    .filter((r) => r.id !== null)
    .map((r) => ({
      id: r.id,
      address: r.address,
      name: r.name,
      pretokenizedBalance: r.pretokenized_balance,
      tokenizedBalance: r.tokenized_balance,
      lastSyncAt: iso(r.last_sync_at),
    }));
});

twin('/bench/twin/user', async (id) => {
  const u = await sessionUser(
    id,
    'bench_user',
    `u.id, u.email, u.name, u.full_name, u.cellphone, u.country_code, u.country,
     u.wallet_count, u.total_balance,
     case when u.payout_frozen_until > now() then u.payout_frozen_until end as frozen_until`,
  );
  if (!u) return undefined;
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    fullName: u.full_name,
    cellphone: u.cellphone,
    countryCode: u.country_code,
    country: u.country,
    walletCount: u.wallet_count,
    totalBalance: u.total_balance,
    frozenUntil: iso(u.frozen_until),
  };
});

twin('/bench/twin/profile', async (id) => {
  const u = await sessionUser(
    id,
    'bench_profile',
    `u.full_name, u.name, u.cellphone, u.country_code, u.id_photo_front, u.id_photo_back,
     u.id_photo_front_request, u.id_photo_back_request`,
  );
  if (!u) return undefined;
  return {
    fullName: u.full_name,
    name: u.name,
    cellphone: u.cellphone,
    countryCode: u.country_code,
    idPhotoFront: u.id_photo_front,
    idPhotoBack: u.id_photo_back,
    idPhotoRequests: { front: u.id_photo_front_request, back: u.id_photo_back_request },
  };
});

twin('/bench/twin/withdrawals', async (id) => {
  const rows = await query(
    'bench_withdrawals',
    `select w.id, w.wallet_id, w.status, w.created_at, w.amount, w.withdrawal_address,
            w.rejection_reason, w.payout_tx_hash, wa.name as wallet_name, wa.address as wallet_address
       from sessions s
       left join withdrawals w on w.user_id = s.user_id
       left join wallets wa on wa.id = w.wallet_id
      where ${live}
      order by w.created_at desc, w.id desc`,
    [id, idleSeconds],
  );
  if (rows.length === 0) return undefined;
  return rows
    .filter((r) => r.id !== null)
    .map((r) => ({
      id: r.id,
      walletId: r.wallet_id,
      status: r.status,
      createdAt: r.created_at.toISOString(),
      amount: r.amount,
      withdrawalAddress: r.withdrawal_address,
      wallet: r.wallet_address === null ? null : { name: r.wallet_name, address: r.wallet_address },
      rejectionReason: r.rejection_reason,
      payoutTxHash: r.payout_tx_hash,
    }));
});

twin('/bench/twin/mediation', async (id) => {
  const user = await sessionUser(
    id,
    'bench_case',
    `u.id, u.mediation_status as "mediationStatus", u.full_name as "fullName", u.cellphone,
     u.id_photo_front as "idPhotoFront", u.id_photo_back as "idPhotoBack",
     u.id_photo_front_request as "idPhotoFrontRequest",
     u.id_photo_back_request as "idPhotoBackRequest"`,
  );
  if (!user) return undefined;
  if (!user.mediationStatus) return { invited: false };
  const stage = mediationStageId.parse(user.mediationStatus);
  const [events, documents, disputes, [agreement]] = await Promise.all([
    query(
      'bench_case_events',
      `select id, kind, to_stage as "toStage", text, details, created_at as "createdAt"
         from mediation_events
        where user_id = $1
          and created_at >= (select max(created_at) from mediation_events
                              where user_id = $1 and kind = 'invited')
        order by created_at, seq`,
      [user.id],
    ),
    query(
      'bench_case_documents',
      `select id, kind, title, created_at as "createdAt", sha256, size::float8 as size, reference,
              opened_at as "openedAt"
         from mediation_documents where user_id = $1 order by created_at desc, kind`,
      [user.id],
    ),
    query(
      'bench_case_disputes',
      `select id, wallet_id as "walletId", address, wallet_name as "walletName", balance, reason,
              status, reply, created_at as "createdAt", answered_at as "answeredAt",
              reply_read_at as "replyReadAt"
         from mediation_disputes where user_id = $1 order by created_at desc, id desc`,
      [user.id],
    ),
    query(
      'bench_case_agreement',
      `select status, expires_at as "expiresAt", viewed_at as "viewedAt"
         from mediation_agreements where user_id = $1 and status <> 'voided'
        order by issued_at desc, id desc limit 1`,
      [user.id],
    ),
  ]);
  const toSign =
    agreement !== undefined && ['issued', 'viewed'].includes(agreementState(agreement, new Date()));
  return invitedCase({ stage, person: user, events, documents, disputes, agreementToSign: toSign });
});

const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${address}\n`);
process.on('SIGTERM', () => {
  void app
    .close()
    .then(() => pool.end())
    .then(() => database.close())
    .then(() => process.exit(0));
});
