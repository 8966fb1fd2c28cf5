import path from 'node:path';
import { formatUnits, isAddress, parseUnits, type Address } from 'viem';
import { chainTools, USDT_DECIMALS } from './chain-tools';
import { readRunningChain } from './running-chain';

export class FundError extends Error {}

const DEFAULT_DATA_DIR = path.resolve(import.meta.dirname, '..', 'data');

/** The command that funds on the chain of the server keeping its data in dataDir. */
export function fundCommand(dataDir: string) {
  const prefix = path.resolve(dataDir) === DEFAULT_DATA_DIR ? '' : `DATA_DIR=${dataDir} `;
  return `${prefix}npm run cli -- devchain:fund DIRECCIÓN CANTIDAD`;
}

const AMOUNT = /^\d{1,12}(\.\d{1,6})?$/;

/** Mints test USDT to any address on the development chain the server is running. */
export async function fundOnRunningChain(dataDir: string, address: string, amount: string) {
  if (!isAddress(address)) {
    throw new FundError(
      `"${address}" no es una dirección válida: 0x y 40 caracteres hexadecimales (EIP-55 si lleva mayúsculas).`,
    );
  }
  if (!AMOUNT.test(amount) || parseUnits(amount, USDT_DECIMALS) === 0n) {
    throw new FundError(
      `"${amount}" no es una cantidad válida: un número mayor que 0 con hasta 6 decimales (p. ej. 125.50).`,
    );
  }
  const running = readRunningChain(dataDir);
  const notRunning = new FundError(
    `No hay una cadena de desarrollo en marcha para DATA_DIR=${dataDir}.\n` +
      'Arranca el servidor con `npm start` (sin ETH_RPC_URL y fuera de producción). Si ya está en ' +
      'marcha con otro DATA_DIR, pasa el mismo a esta orden:\n' +
      `  ${fundCommand('/ruta/de/datos')}\n` +
      '(el aviso de arranque del servidor muestra la orden exacta).',
  );
  if (!running) throw notRunning;
  const tools = chainTools(running.rpcUrl);
  try {
    await tools.wallet.getChainId();
  } catch {
    throw notRunning;
  }
  const receipt = await tools.mint(running.usdtAddress, address as Address, amount);
  const balance = await tools.usdtBalance(running.usdtAddress, address as Address);
  return { hash: receipt.transactionHash, balance: formatUnits(balance, USDT_DECIMALS) };
}
