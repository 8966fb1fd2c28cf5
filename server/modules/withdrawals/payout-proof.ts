import type { ChainClient } from '../../adapters/chain';
import { conflict } from '../../errors';
import { formatUsdt, sameAmount, sumAmounts } from '@schemas/money';

export interface PayoutOrder {
  amount: string;
  withdrawalAddress: string;
}

/** What the payout pays, as the refusals name it (a withdrawal unless said otherwise). */
export interface PayoutNoun {
  /** 'este retiro' */
  this: string;
  /** 'el retiro' */
  the: string;
  /** 'del retiro' */
  of: string;
}
const WITHDRAWAL: PayoutNoun = { this: 'este retiro', the: 'el retiro', of: 'del retiro' };

/**
 * A payout hash is proof, not a note: the transaction must exist and be mined, have succeeded,
 * and have moved exactly the order's USDT amount to the order's destination (the sum of its
 * USDT Transfer logs to that address). Anything else is a Spanish 409 saying what differs.
 */
export async function checkPayoutProof(
  chain: ChainClient,
  order: PayoutOrder,
  hash: `0x${string}`,
  noun: PayoutNoun = WITHDRAWAL,
) {
  const outcome = await chain.transfersOf(hash);
  if (!outcome) {
    throw conflict(
      'La transacción no existe en la cadena o aún no se ha confirmado. Revisa el hash.',
    );
  }
  if (outcome.status !== 1) {
    throw conflict(`La transacción falló en la cadena (estado Fallido): no pagó ${noun.this}.`);
  }
  const destination = order.withdrawalAddress.toLowerCase();
  const toDestination = outcome.usdtTransfers.filter((t) => t.to.toLowerCase() === destination);
  if (toDestination.length === 0) {
    const elsewhere = [...new Set(outcome.usdtTransfers.map((t) => t.to))];
    throw conflict(
      `La transacción no envió USDT a la dirección de destino ${noun.of} (${order.withdrawalAddress})` +
        (elsewhere.length ? `; envió USDT a ${elsewhere.join(', ')}.` : '; no movió USDT.'),
    );
  }
  const received = sumAmounts(toDestination.map((t) => t.amount));
  if (!sameAmount(received, order.amount)) {
    throw conflict(
      `La transacción envió ${formatUsdt(received)} a la dirección de destino, pero ${noun.the} es de ${formatUsdt(order.amount)}.`,
    );
  }
}
