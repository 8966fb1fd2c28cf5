import { afterAll, beforeAll, beforeEach } from 'vitest';
import { startLocalChain, type LocalChain } from '../../devchain/local-chain';
import { startSmtpCapture, type SmtpCapture } from './smtp-capture';
import { createTestContext, type TestContext, type TestContextOptions } from './test-app';

/**
 * The real app sending through a real SMTP server in the test process, one per test file:
 * registers the file's hooks (start both, empty every table before each test, close both) and
 * hands the two to `use` once they are up. `options` may be a function, read once the hooks run.
 */
export function useMailTestContext(
  use: (ctx: TestContext, smtp: SmtpCapture) => void,
  options: TestContextOptions | (() => TestContextOptions) = {},
): void {
  let ctx: TestContext | undefined;
  let smtp: SmtpCapture | undefined;
  beforeAll(async () => {
    const base = typeof options === 'function' ? options() : options;
    smtp = await startSmtpCapture();
    ctx = await createTestContext({ ...base, env: { ...base.env, SMTP_URL: smtp.url } });
    use(ctx, smtp);
  });
  afterAll(async () => {
    await ctx?.close();
    await smtp?.close();
  });
  beforeEach(() => ctx!.reset());
}

/** useMailTestContext with the app reading a real local chain (anvil with the test USDT). */
export function useChainMailTestContext(
  use: (ctx: TestContext, smtp: SmtpCapture, chain: LocalChain) => void,
): void {
  let chain: LocalChain | undefined;
  beforeAll(async () => {
    chain = await startLocalChain();
  });
  afterAll(() => chain?.stop());
  useMailTestContext(
    (ctx, smtp) => use(ctx, smtp, chain!),
    () => ({ env: { ETH_RPC_URL: chain!.rpcUrl, USDT_CONTRACT_ADDRESS: chain!.usdtAddress } }),
  );
}
