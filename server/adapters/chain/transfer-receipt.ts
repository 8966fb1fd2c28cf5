import { erc20Abi, formatUnits, parseEventLogs, TransactionReceiptNotFoundError } from 'viem';
import type { RpcNode } from './rpc-node';
import type { Address, TransactionTransfers } from './types';

/**
 * What one mined transaction did with USDT: its status and every Transfer log the USDT
 * contract emitted in it. Undefined when the node knows no such (mined) transaction.
 */
export async function usdtTransfersOf(
  node: RpcNode,
  usdtAddress: Address,
  hash: `0x${string}`,
): Promise<TransactionTransfers | undefined> {
  let receipt;
  try {
    receipt = await node.client.getTransactionReceipt({ hash });
  } catch (err) {
    if (err instanceof TransactionReceiptNotFoundError) return undefined;
    throw err;
  }
  const decimals = await node.usdtDecimals();
  const usdt = usdtAddress.toLowerCase();
  const logs = parseEventLogs({ abi: erc20Abi, eventName: 'Transfer', logs: receipt.logs });
  return {
    status: receipt.status === 'success' ? 1 : 0,
    blockNumber: Number(receipt.blockNumber),
    usdtTransfers: logs
      .filter((log) => log.address.toLowerCase() === usdt)
      .map((log) => ({
        from: log.args.from,
        to: log.args.to,
        amount: formatUnits(log.args.value, decimals),
      })),
  };
}
