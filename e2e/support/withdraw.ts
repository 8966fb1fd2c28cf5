import type { Page } from 'playwright-core';
import { payOnRunningChain } from '../../devchain/fund';
import { makeImage } from '../../tests/support/images';

/** Orders a wallet's balance to `destination` through the user app, as a person does. */
export async function orderWithdrawal(page: Page, walletName: string, destination: string) {
  await page.goto('/withdraw');
  await page.getByRole('link', { name: `Retirar de ${walletName}` }).click();
  await page.getByLabel('Dirección de destino (ERC-20)').fill(destination);
  await page.getByRole('button', { name: 'Continuar a Confirmación' }).click();
  await page.getByRole('heading', { name: 'Confirmar Retiro' }).waitFor();
  await tickChecklist(page);
  await page.getByRole('button', { name: 'Confirmar y Enviar Retiro' }).click();
  await page.waitForURL('**/withdraw-success?**');
}

/** The confirmation's three statements, ticked as the creditor does. */
export async function tickChecklist(page: Page) {
  for (const statement of [
    'Verifiqué la dirección',
    'Entiendo que no se puede revertir',
    'La dirección acepta USDT ERC-20',
  ]) {
    await page.getByRole('checkbox', { name: statement }).check();
  }
}

/**
 * Pays on the server's development chain as staff do by hand (`npm run cli -- devchain:pay`):
 * one USDT transfer to the destination. Answers the transaction hash.
 */
export async function payOnDevChain(dataDir: string, destination: string, amount: string) {
  return (await payOnRunningChain(dataDir, destination, amount)).hash;
}

/**
 * Gives the signed-in user both ID photos through the API the profile screen uses (a user
 * imported from a file has none, and ordering needs a complete profile).
 */
export async function uploadIdPhotos(page: Page) {
  const image = [...(await makeImage('jpeg'))];
  await page.evaluate(async (bytes) => {
    for (const photoType of ['front', 'back']) {
      const slot = await fetch('/api/objects/upload', { method: 'POST' });
      const { uploadURL } = (await slot.json()) as { uploadURL: string };
      const put = await fetch(uploadURL, {
        method: 'PUT',
        headers: { 'content-type': 'image/jpeg' },
        body: new Uint8Array(bytes),
      });
      const { objectURL } = (await put.json()) as { objectURL: string };
      const saved = await fetch('/api/profile/id-photo', {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ photoURL: objectURL, photoType }),
      });
      if (!saved.ok) throw new Error(`id photo refused: ${await saved.text()}`);
    }
  }, image);
}
