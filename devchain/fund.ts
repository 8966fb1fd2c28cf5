import path from 'node:path';
import { isAddress, type Address } from 'viem';
import { fromUnits, isPositiveAmount, toUnits } from '../schemas/money';
import { chainTools, USDT_DECIMALS, type ChainTools } from './chain-tools';
import { readRunningChain } from './running-chain';

export class FundError extends Error {}

const DEFAULT_DATA_DIR = path.resolve(import.meta.dirname, '..', 'data');

/**
 * anvil's account #8 (none of the demo wallets): the service's payout account on the
 * development chain, from which `devchain:pay` sends what staff pay.
 */
export const PAYOUT_ACCOUNT: Address = '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f';

/** A devchain command for the server keeping its data in dataDir: fund or pay. */
export function devchainCommand(dataDir: string, command: 'fund' | 'pay') {
  const prefix = path.resolve(dataDir) === DEFAULT_DATA_DIR ? '' : `DATA_DIR=${dataDir} `;
  return `${prefix}npm run cli -- devchain:${command} DIRECCIÓN CANTIDAD`;
}

const AMOUNT = /^\d{1,12}(\.\d{1,6})?$/;

/** The tools of the development chain the server in dataDir runs, after checking the arguments. */
async function runningChain(
  command: 'fund' | 'pay',
  dataDir: string,
  address: string,
  amount: string,
) {
  if (!isAddress(address)) {
    throw new FundError(
      `"${address}" no es una dirección válida: 0x y 40 caracteres hexadecimales (EIP-55 si lleva mayúsculas).`,
    );
  }
  if (!AMOUNT.test(amount) || !isPositiveAmount(amount)) {
    throw new FundError(
      `"${amount}" no es una cantidad válida: un número mayor que 0 con hasta 6 decimales (p. ej. 125.50).`,
    );
  }
  const running = readRunningChain(dataDir);
  const notRunning = new FundError(
    `No hay una cadena de desarrollo en marcha para DATA_DIR=${dataDir}.\n` +
      'Arranca el servidor con `npm start` (sin ETH_RPC_URL y fuera de producción). Si ya está en ' +
      'marcha con otro DATA_DIR, pasa el mismo a esta orden:\n' +
      `  ${devchainCommand('/ruta/de/datos', command)}\n` +
      '(el aviso de arranque del servidor muestra la orden exacta).',
  );
  if (!running) throw notRunning;
  const tools = chainTools(running.rpcUrl);
  try {
    await tools.wallet.getChainId();
  } catch {
    throw notRunning;
  }
  return { tools, token: running.usdtAddress, to: address as Address };
}

const balanceOf = async (tools: ChainTools, token: Address, address: Address) =>
  fromUnits(await tools.usdtBalance(token, address), USDT_DECIMALS);

/** Mints test USDT to any address on the development chain the server is running. */
export async function fundOnRunningChain(dataDir: string, address: string, amount: string) {
  const { tools, token, to } = await runningChain('fund', dataDir, address, amount);
  const receipt = await tools.mint(token, to, amount);
  return { hash: receipt.transactionHash, balance: await balanceOf(tools, token, to) };
}

/**
 * Pays a withdrawal as staff would: one USDT transfer from the payout account to the address
 * (the account is first given what it lacks). The hash is what 'Completar' asks for.
 */
export async function payOnRunningChain(dataDir: string, address: string, amount: string) {
  const { tools, token, to } = await runningChain('pay', dataDir, address, amount);
  const held = await tools.usdtBalance(token, PAYOUT_ACCOUNT);
  const needed = toUnits(amount, USDT_DECIMALS);
  if (held < needed) {
    await tools.mint(token, PAYOUT_ACCOUNT, fromUnits(needed - held, USDT_DECIMALS));
  }
  const receipt = await tools.transferUsdt(token, PAYOUT_ACCOUNT, to, amount);
  return { hash: receipt.transactionHash, balance: await balanceOf(tools, token, to) };
}
