/**
 * Refresh benchmark: one user owning 1,000 wallets on a local anvil (each with a USDT transfer,
 * some with ETH), refreshed with POST /api/wallets/refresh-all through the real app. Prints the
 * time and the HTTP requests the node received (counted by a pass-through proxy in front of
 * it), for a first refresh (whole history) and a second one (only new blocks).
 * Goal: under 5 s and at most 10 requests. PGlite in memory, or PostgreSQL with
 * TEST_DATABASE=postgres DATABASE_URL=….
 */
import { createHash } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { getAddress, type Address } from 'viem';
import { startLocalChain } from '../devchain/local-chain';
import { startRpcProxy } from '../devchain/rpc-proxy';
import { REFRESH_COOLDOWN_MS } from '../server/modules/wallets/wallets.service';
import { createTestContext } from '../tests/support/test-app';
import { testDatabaseKind } from '../tests/support/test-database';
import { createUser, createWallet } from '../tests/support/factories';
import { signIn } from '../tests/support/withdrawal-fixtures';

const WALLETS = Number(process.argv[2] ?? 1000);
const MINT_BATCH = 250;
const ETH_SENDER: Address = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';

const addresses = Array.from({ length: WALLETS }, (_, i) =>
  getAddress(`0x${createHash('sha256').update(`bench-wallet-${i}`).digest('hex').slice(0, 40)}`),
);

const chain = await startLocalChain();
const proxy = await startRpcProxy(chain.rpcUrl);
const ctx = await createTestContext({
  env: { ETH_RPC_URL: proxy.url, USDT_CONTRACT_ADDRESS: chain.usdtAddress },
});
try {
  console.log(`Preparando ${WALLETS} carteras en anvil (${testDatabaseKind})…`);
  for (let i = 0; i < WALLETS; i += MINT_BATCH) {
    await chain.tools.mintMany(
      chain.usdtAddress,
      addresses.slice(i, i + MINT_BATCH).map((to, k) => ({ to, amount: `${i + k + 1}.25` })),
    );
  }
  for (const to of addresses.slice(0, 10)) await chain.tools.sendEth(ETH_SENDER, to, '0.01');
  const owner = await createUser(ctx.db);
  for (const [i, address] of addresses.entries()) {
    await createWallet(ctx.db, owner, { address, pretokenizedBalance: `${i}` });
  }
  const { sid } = await signIn(ctx.app, owner.email);

  const refreshAll = async (label: string) => {
    proxy.resetStats();
    const started = performance.now();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/wallets/refresh-all',
      cookies: { sid },
    });
    const ms = performance.now() - started;
    if (response.statusCode !== 200) throw new Error(`refresh-all: ${response.body}`);
    const { refreshed } = response.json<{ refreshed: number }>();
    const methods = [...proxy.stats.methods].map(([m, n]) => `${m}×${n}`).join(', ');
    console.log(
      `${label.padEnd(34)} ${refreshed} carteras  ${(ms / 1000).toFixed(2).padStart(5)} s  ` +
        `${proxy.stats.httpRequests} peticiones HTTP al nodo (${proxy.stats.calls} llamadas: ${methods})`,
    );
  };

  await refreshAll('Primera actualización (historial)');
  const stored = await ctx.app.inject({
    method: 'GET',
    url: '/api/wallets',
    cookies: { sid },
  });
  const last = stored.json<{ address: string; tokenizedBalance: string }[]>();
  const sample = last.find((w) => w.address === addresses[WALLETS - 1]);
  if (sample?.tokenizedBalance !== `${WALLETS}.25000000`) {
    throw new Error(`wrong balance stored: ${JSON.stringify(sample)}`);
  }
  await chain.tools.mint(chain.usdtAddress, addresses[0]!, '1');
  ctx.clock.advance(REFRESH_COOLDOWN_MS);
  await refreshAll('Segunda actualización (bloques nuevos)');
  console.log('Objetivo: menos de 5 s y como mucho 10 peticiones.');
} finally {
  await ctx.close();
  await proxy.close();
  await chain.stop();
}
