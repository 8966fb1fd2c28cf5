/**
 * Balance follower benchmark (docs/decisions/chain-follower.md), on a local anvil and
 * PostgreSQL (DATABASE_URL; PGlite in memory without it, said in the output):
 *   - WALLETS wallets in the database (default 100,000), 5,000 of them funded on chain;
 *   - a full sweep of every wallet (goal < 60 s);
 *   - 10,000 USDT transfers from, to and between the 5,000 over 1,000 blocks, then the time from
 *     the last block mined until every touched wallet shows its balance at that block
 *     (goal < 30 s) and the node requests it took (goal < 300 HTTP requests and < 300 calls);
 *   - beside them, the naive cost (one balanceOf request per wallet) measured on a sample.
 * `npm run bench:sync [-- WALLETS]`.
 */
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { getAddress, type Address } from 'viem';
import { count, isNotNull, lt, and, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { copyIn } from '../server/db/copy-in';

process.env.TEST_DATABASE ??= process.env.DATABASE_URL ? 'postgres' : 'pglite';
const { openTestDatabase, testDatabaseKind } = await import('../tests/support/test-database');
const { startLocalChain } = await import('../devchain/local-chain');
const { startRpcProxy } = await import('../devchain/rpc-proxy');
const { createChainClient } = await import('../server/adapters/chain');
const { systemClock } = await import('../server/adapters/clock');
const { users, wallets } = await import('../server/db/schema');
const { createChainSync } = await import('../server/modules/wallets/chain-sync.service');

const WALLETS = Number(process.argv[2] ?? 100_000);
const TOUCHED = 5_000;
const BLOCKS = 1_000;
const TRANSFERS = 10_000;
const NAIVE_SAMPLE = 500;
const OUTSIDER: Address = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const thousands = (n: number) => n.toLocaleString('en-US');

const addressOf = (i: number) =>
  getAddress(`0x${createHash('sha256').update(`sync-bench-${i}`).digest('hex').slice(0, 40)}`);

const PER_USER = 2;
const emailOf = (i: number) => `bench${Math.floor(i / PER_USER)}@sync.example`;

/** Two wallets per made-up user; COPY on PostgreSQL (a million rows in minutes), inserts on PGlite. */
async function seedWallets(addresses: readonly string[]) {
  const people = Math.ceil(addresses.length / PER_USER);
  if (database.url) {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      async function* rows(count: number, line: (i: number) => string) {
        for (let start = 0; start < count; start += 10_000) {
          let text = '';
          for (let i = start; i < Math.min(count, start + 10_000); i++) text += line(i);
          yield text;
        }
      }
      await copyIn(
        client,
        'copy users (email, name, password) from stdin',
        rows(people, (u) => `${emailOf(u * PER_USER)}\tBench ${u}\tx\n`),
      );
      await copyIn(
        client,
        'copy wallets (user_email, address, pretokenized_balance) from stdin',
        rows(addresses.length, (i) => `${emailOf(i)}\t${addresses[i]}\t100\n`),
      );
      await client.query('analyze users');
      await client.query('analyze wallets');
    } finally {
      await client.end();
    }
    return;
  }
  for (let u = 0; u < people; u += 2_000) {
    const chunk = Array.from({ length: Math.min(2_000, people - u) }, (_, k) => ({
      email: emailOf((u + k) * PER_USER),
      name: `Bench ${u + k}`,
      password: 'x',
    }));
    await db.insert(users).values(chunk);
  }
  for (let i = 0; i < addresses.length; i += 5_000) {
    await db.insert(wallets).values(
      addresses.slice(i, i + 5_000).map((address, k) => ({
        address,
        userEmail: emailOf(i + k),
        pretokenizedBalance: '100',
      })),
    );
  }
}

const chain = await startLocalChain();
const proxy = await startRpcProxy(chain.rpcUrl);
const database = await openTestDatabase();
const { db } = database;
try {
  console.log(
    `bench:sync — ${thousands(WALLETS)} carteras en ${testDatabaseKind === 'postgres' ? 'PostgreSQL' : 'PGlite (sin DATABASE_URL)'}, anvil local`,
  );
  let started = performance.now();
  const addresses = Array.from({ length: WALLETS }, (_, i) => addressOf(i));
  await seedWallets(addresses);
  console.log(`  carteras en la base de datos: ${seconds(performance.now() - started)}`);

  started = performance.now();
  const touched = addresses.slice(0, TOUCHED);
  const token = chain.usdtAddress;
  await chain.tools.mint(token, OUTSIDER, '10000000');
  for (let i = 0; i < TOUCHED; i += 250) {
    await chain.tools.mintMany(
      token,
      touched.slice(i, i + 250).map((to) => ({ to, amount: '1000' })),
    );
  }
  console.log(
    `  ${thousands(TOUCHED)} carteras con USDT en la cadena: ${seconds(performance.now() - started)}`,
  );

  const reads = createChainClient({
    rpcUrl: proxy.url,
    usdtAddress: token,
    etherscanApiUrl: undefined,
    etherscanApiKey: undefined,
    explorerUrl: 'https://etherscan.io',
  }).follower;
  const sync = createChainSync({
    db,
    clock: systemClock,
    reads,
    confirmations: undefined,
    startBlock: undefined,
  });
  await sync.follow(); // a new database starts at the head

  // The full sweep.
  proxy.resetStats();
  started = performance.now();
  let swept = 0;
  for (;;) {
    const pass = await sync.sweep();
    if (pass.state !== 'done') throw new Error(`sweep: ${JSON.stringify(pass)}`);
    swept += pass.wallets;
    if (pass.finished) break;
  }
  const sweepMs = performance.now() - started;
  const sweepStats = { ...proxy.stats };
  console.log(
    `\nBarrido completo: ${thousands(swept)} carteras en ${seconds(sweepMs)}, ` +
      `${sweepStats.httpRequests} peticiones HTTP, ${sweepStats.calls} llamadas JSON-RPC (objetivo con 100.000: < 60 s)`,
  );

  // 10,000 transfers over 1,000 blocks: out, in and between our wallets.
  started = performance.now();
  const perBlock = TRANSFERS / BLOCKS;
  let last: `0x${string}` | undefined;
  for (let b = 0; b < BLOCKS; b++) {
    const moves = Array.from({ length: perBlock }, (_, k) => {
      const i = b * perBlock + k;
      const ours = touched[i % TOUCHED]!;
      const amount = `1.${String(i % 1_000_000).padStart(6, '0')}`;
      if (i % 3 === 0) return { from: ours, to: OUTSIDER, amount };
      if (i % 3 === 1) return { from: OUTSIDER, to: ours, amount };
      return { from: ours, to: touched[(i + TOUCHED / 2) % TOUCHED]!, amount };
    });
    last = await chain.tools.forceTransferMany(token, moves);
  }
  const receipt = await chain.tools.confirm(last!);
  const lastBlock = Number(receipt.blockNumber);
  const minedAt = performance.now();
  console.log(
    `\n${thousands(TRANSFERS)} transferencias en ${BLOCKS} bloques minadas en ${seconds(minedAt - started)} (último bloque ${lastBlock})`,
  );

  // From the last block mined until every touched wallet shows its balance at that block.
  proxy.resetStats();
  const behind = async () => {
    const [row] = await db
      .select({ n: count() })
      .from(wallets)
      .where(
        and(
          inArray(wallets.address, touched),
          sql`coalesce(${wallets.balanceBlock}, 0) < ${lastBlock}`,
        ),
      );
    return Number(row!.n);
  };
  let ticks = 0;
  while ((await behind()) > 0) {
    await sync.tick();
    ticks++;
    if (ticks > 100) throw new Error('the follower did not catch up');
  }
  const syncMs = performance.now() - minedAt;
  const syncStats = { ...proxy.stats, methods: new Map(proxy.stats.methods) };
  const [stale] = await db
    .select({ n: count() })
    .from(wallets)
    .where(isNotNull(wallets.staleFromBlock));
  const [old] = await db
    .select({ n: count() })
    .from(wallets)
    .where(
      and(
        inArray(wallets.address, touched),
        lt(wallets.lastSyncAt, new Date(Date.now() - syncMs - 1000)),
      ),
    );

  // Every touched wallet's stored balance is the chain's (checked on a sample, straight from the node).
  const sample = touched.filter((_, i) => i % 25 === 0);
  const onChain = await createChainClient({
    rpcUrl: chain.rpcUrl,
    usdtAddress: token,
    etherscanApiUrl: undefined,
    etherscanApiKey: undefined,
    explorerUrl: 'https://etherscan.io',
  }).follower.balancesAt(sample, lastBlock);
  const stored = await db
    .select({ address: wallets.address, balance: wallets.tokenizedBalance })
    .from(wallets)
    .where(inArray(wallets.address, sample));
  const wrong = stored.filter(
    (w) => Number(w.balance) !== Number(onChain.balances.get(w.address.toLowerCase())!.usdt),
  );
  if (wrong.length > 0 || Number(stale!.n) > 0 || Number(old!.n) > 0) {
    throw new Error(
      `balances not right: ${wrong.length} wrong, ${stale!.n} still marked, ${old!.n} old`,
    );
  }
  const methods = [...syncStats.methods].map(([m, n]) => `${m}×${n}`).join(', ');
  console.log(
    `Seguimiento: ${thousands(TOUCHED)} carteras con su saldo nuevo ${seconds(syncMs)} después del último bloque ` +
      `(${ticks} pasadas; objetivo < 30 s), ${syncStats.httpRequests} peticiones HTTP y ${syncStats.calls} llamadas JSON-RPC ` +
      `(objetivo < 300 cada una): ${methods}. Muestra de ${sample.length} saldos comprobada contra el nodo.`,
  );

  // The naive way: one balanceOf request per wallet, one after another.
  proxy.resetStats();
  started = performance.now();
  for (const address of addresses.slice(0, NAIVE_SAMPLE)) {
    const response = await fetch(proxy.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        jsonrpc: '2.0',
        id: 1,
        method: 'eth_call',
        params: [
          { to: token, data: `0x70a08231${address.slice(2).toLowerCase().padStart(64, '0')}` },
          'latest',
        ],
      }),
    });
    await response.json();
  }
  const naivePerWallet = (performance.now() - started) / NAIVE_SAMPLE;
  console.log(
    `\nIngenuo (un balanceOf por cartera, medido en ${NAIVE_SAMPLE}): ${naivePerWallet.toFixed(2)} ms por cartera → ` +
      `${thousands(TOUCHED)} carteras: ${seconds(naivePerWallet * TOUCHED)} y ${thousands(TOUCHED)} peticiones; ` +
      `${thousands(WALLETS)} carteras: ${seconds(naivePerWallet * WALLETS)} y ${thousands(WALLETS)} peticiones.`,
  );
  console.log(
    `Nuestro camino: ${thousands(TOUCHED)} carteras en ${syncStats.httpRequests} peticiones; ` +
      `${thousands(WALLETS)} en ${sweepStats.httpRequests} peticiones (${seconds(sweepMs)}).`,
  );
  if (WALLETS < 1_000_000) {
    const factor = 1_000_000 / WALLETS;
    console.log(
      `\nA 1.000.000 de carteras (extrapolado ×${factor}): barrido ≈ ${seconds(sweepMs * factor)} y ` +
        `${Math.ceil(sweepStats.httpRequests * factor)} peticiones; el seguimiento depende de las transferencias y ` +
        `de las carteras tocadas, no del total (una consulta de direcciones por cada 5.000 direcciones de los registros).`,
    );
  }
} finally {
  await database.close();
  await proxy.close();
  await chain.stop();
}
