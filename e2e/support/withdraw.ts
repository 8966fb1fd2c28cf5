import type { Page } from 'playwright-core';
import { chainTools } from '../../devchain/chain-tools';
import { readRunningChain } from '../../devchain/running-chain';

/** Orders a wallet's whole balance to `destination` through the user app, as a person does. */
export async function orderWithdrawal(page: Page, walletName: string, destination: string) {
  await page.goto('/withdraw');
  await page.getByRole('link', { name: `Retirar de ${walletName}` }).click();
  await page.getByLabel('Dirección de destino (ERC-20)').fill(destination);
  await page.getByRole('button', { name: 'Continuar a Confirmación' }).click();
  await page.getByRole('button', { name: 'Confirmar y Enviar Retiro' }).click();
  await page.waitForURL('**/withdraw-success?**');
}

/**
 * Pays on the server's development chain as staff would pay an order: test USDT to the
 * destination (a real Transfer log). Answers the transaction hash.
 */
export async function payOnDevChain(dataDir: string, destination: string, amount: string) {
  const running = readRunningChain(dataDir);
  if (!running) throw new Error('the server runs no development chain');
  const receipt = await chainTools(running.rpcUrl).mint(
    running.usdtAddress,
    destination as `0x${string}`,
    amount,
  );
  return receipt.transactionHash;
}
