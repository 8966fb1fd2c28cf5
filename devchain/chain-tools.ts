import {
  createTestClient,
  createWalletClient,
  getAddress,
  getContractAddress,
  http,
  parseEther,
  parseUnits,
  publicActions,
  type Address,
  type Hash,
} from 'viem';
import { foundry } from 'viem/chains';
import { multicall3Artifact } from './artifacts/Multicall3';
import { testUSDTArtifact } from './artifacts/TestUSDT';
import { MULTICALL3_ADDRESS } from '../server/adapters/chain/rpc-node';

/** anvil's account #0 deploys the token; the demo wallets are accounts #1–#7. */
export const DEPLOYER: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
/** The deployer's first contract: the test USDT's address is the same on every fresh chain. */
export const TEST_USDT_ADDRESS = getContractAddress({ from: DEPLOYER, nonce: 0n });
export const USDT_DECIMALS = 6;

const { abi } = testUSDTArtifact;

/**
 * Write access to a development node (anvil): its dev accounts are unlocked, so transactions
 * are sent with eth_sendTransaction and no private key appears anywhere.
 */
export function chainTools(rpcUrl: string) {
  const chain = { ...foundry, rpcUrls: { default: { http: [rpcUrl] } } };
  const wallet = createWalletClient({ chain, transport: http(rpcUrl) }).extend(publicActions);
  const test = createTestClient({ chain, mode: 'anvil', transport: http(rpcUrl) });
  const confirm = async (hash: Hash) => {
    const receipt = await wallet.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    return receipt;
  };

  return {
    wallet,
    test,

    async isDeployed(address: Address) {
      const code = await wallet.getCode({ address });
      return code !== undefined && code !== '0x';
    },

    /** Deploys the test USDT from the deployer; on a fresh chain it lands at TEST_USDT_ADDRESS. */
    async deployTestUsdt(): Promise<Address> {
      const hash = await wallet.deployContract({
        abi,
        bytecode: testUSDTArtifact.bytecode,
        account: DEPLOYER,
      });
      const { contractAddress } = await confirm(hash);
      if (!contractAddress) throw new Error('test USDT deployment produced no contract');
      return getAddress(contractAddress);
    },

    /** Puts Multicall3's code at its usual address, as on public chains. */
    installMulticall3: () =>
      test.setCode({ address: MULTICALL3_ADDRESS, bytecode: multicall3Artifact.deployedBytecode }),

    async mint(token: Address, to: Address, amount: string) {
      return confirm(
        await wallet.writeContract({
          address: token,
          abi,
          functionName: 'mint',
          args: [to, parseUnits(amount, USDT_DECIMALS)],
          account: DEPLOYER,
        }),
      );
    },

    /** Many mints in one transaction (one block, one Transfer log each). */
    async mintMany(token: Address, recipients: readonly { to: Address; amount: string }[]) {
      return confirm(
        await wallet.writeContract({
          address: token,
          abi,
          functionName: 'mintMany',
          args: [
            recipients.map((r) => r.to),
            recipients.map((r) => parseUnits(r.amount, USDT_DECIMALS)),
          ],
          account: DEPLOYER,
        }),
      );
    },

    /**
     * Many moves in one transaction (one block, one Transfer log each), from any address: the
     * test USDT's owner may move anyone's tokens. Answers once the node has the transaction
     * (anvil mines it at once); `confirm` waits for its receipt.
     */
    forceTransferMany(
      token: Address,
      moves: readonly { from: Address; to: Address; amount: string }[],
    ): Promise<Hash> {
      return wallet.writeContract({
        address: token,
        abi,
        functionName: 'forceTransferMany',
        args: [
          moves.map((m) => m.from),
          moves.map((m) => m.to),
          moves.map((m) => parseUnits(m.amount, USDT_DECIMALS)),
        ],
        account: DEPLOYER,
      });
    },

    confirm,

    /**
     * A USDT transfer from a dev account. `gas` skips estimation, so a transfer that must
     * fail is still mined (with status 0).
     */
    async transferUsdt(token: Address, from: Address, to: Address, amount: string, gas?: bigint) {
      return confirm(
        await wallet.writeContract({
          address: token,
          abi,
          functionName: 'transfer',
          args: [to, parseUnits(amount, USDT_DECIMALS)],
          account: from,
          gas,
        }),
      );
    },

    async sendEth(from: Address, to: Address, ether: string) {
      return confirm(await wallet.sendTransaction({ account: from, to, value: parseEther(ether) }));
    },

    usdtBalance: (token: Address, address: Address) =>
      wallet.readContract({ address: token, abi, functionName: 'balanceOf', args: [address] }),
  };
}

export type ChainTools = ReturnType<typeof chainTools>;
