import type { Address } from 'viem';
import { DEMO_USERS } from '../server/seed/demo-data';
import type { ChainTools } from './chain-tools';

const demoAddress = (name: string): Address => {
  const wallet = DEMO_USERS.flatMap((u) => u.wallets).find((w) => w.name === name);
  if (!wallet) throw new Error(`demo wallet "${name}" is missing from server/seed/demo-data.ts`);
  return wallet.address;
};

const PRINCIPAL = demoAddress('Cartera principal'); // pretokenized 1,500.50
const AHORRO = demoAddress('Ahorro'); // 250.00
const VACIA = demoAddress('Cartera vacía'); // 0.00
const INVERSION = demoAddress('Inversión'); // 10,250.75
const GASTOS = demoAddress('Gastos'); // 42.12345678
const MI_CARTERA = demoAddress('Mi cartera'); // 875.00
const FONDO = demoAddress('Fondo principal'); // 15,000.00: Marina's, two approvals to pay
/** anvil's account #9: an outside address the demo wallets trade with. */
export const DEMO_COUNTERPARTY: Address = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';

/**
 * USDT on chain once the demo funding ran: above the pretokenized balance, below it, zero,
 * equal, a few units above, and one wallet left for its user to refresh the first time.
 */
export const DEMO_CHAIN_USDT: Readonly<Record<Address, string>> = {
  [PRINCIPAL]: '1584.75',
  [AHORRO]: '180.5',
  [VACIA]: '0',
  [INVERSION]: '10250.75',
  [GASTOS]: '50.123456',
  [MI_CARTERA]: '900',
  [FONDO]: '15000',
};

/** Not synced at start-up, so the dashboard shows a wallet never read from the chain. */
export const DEMO_NEVER_SYNCED: readonly Address[] = [MI_CARTERA];

/**
 * Funds the demo wallets and makes a few transfers between them so their histories hold
 * received and sent USDT, ETH both ways and a failed token transfer.
 */
export async function fundDemoWallets(tools: ChainTools, token: Address) {
  await tools.mintMany(token, [
    { to: PRINCIPAL, amount: '1600.25' },
    { to: AHORRO, amount: '155' },
    { to: INVERSION, amount: '10250.75' },
    { to: GASTOS, amount: '60.123456' },
    { to: MI_CARTERA, amount: '900' },
    { to: FONDO, amount: '15000' },
  ]);
  await tools.transferUsdt(token, PRINCIPAL, AHORRO, '25.5');
  await tools.transferUsdt(token, GASTOS, PRINCIPAL, '10');
  await tools.sendEth(INVERSION, PRINCIPAL, '0.25');
  await tools.sendEth(PRINCIPAL, DEMO_COUNTERPARTY, '0.1');
  // More than it holds: mined with status 0, shown as 'Fallido'.
  await tools.transferUsdt(token, VACIA, INVERSION, '5', 100_000n);
}
