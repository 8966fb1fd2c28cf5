/**
 * The server side of `npm run bench:api`: the real app on PostgreSQL (logging off) plus two
 * reference routes in the same process — a constant answer, and the same work as
 * GET /api/wallets written by hand (one named prepared statement on node-postgres, no ORM, no
 * validation). Prints its port on stdout; GET /bench/cpu-usage answers the process's CPU time.
 * BENCH_MAIL_OUTBOX=off starts it without the mail outbox's sender (bench:bulk): e-mails are still
 * queued in the outbox as in production, nobody sends them.
 */
import { createHash } from 'node:crypto';
import pg from 'pg';
import { createChainClient } from '../server/adapters/chain';
import { systemClock } from '../server/adapters/clock';
import { createMailer } from '../server/adapters/mail';
import { createStorage } from '../server/adapters/storage';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';

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
const handWritten = {
  name: 'bench_wallets_for_session',
  text: `select w.id, w.address, w.name, w.pretokenized_balance, w.tokenized_balance, w.last_sync_at
           from sessions s
           join users u on u.id = s.user_id
           left join wallets w on w.user_email = u.email
          where s.id = $1 and s.expires_at > now()
          order by w.pretokenized_balance desc, w.address`,
};
app.get('/bench/hand-written', async (request, reply) => {
  const token = request.cookies.sid;
  if (!token) return reply.code(401).send({ message: 'Necesitas iniciar sesión' });
  const id = createHash('sha256').update(token).digest('hex');
  const { rows } = await pool.query({ ...handWritten, values: [id] });
  if (rows.length === 0) return reply.code(401).send({ message: 'Necesitas iniciar sesión' });
  return rows
    .filter((r) => r.id !== null)
    .map((r) => ({
      id: r.id,
      address: r.address,
      name: r.name,
      pretokenizedBalance: r.pretokenized_balance,
      tokenizedBalance: r.tokenized_balance,
      lastSyncAt: r.last_sync_at?.toISOString() ?? null,
    }));
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
