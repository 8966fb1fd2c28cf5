import { INVALID_ADDRESS } from '@schemas/withdrawals';
import { checksumAddress } from '../../adapters/eth-address';

/**
 * Where a withdrawal may go (docs/product/withdrawals.md#the-destination): every
 * rule with its own message, checked on the destination step, when the order is placed and
 * again when staff approve it.
 */

const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';
/** Tether's USDT on Ethereum mainnet: never a destination, whatever the configured token. */
export const MAINNET_USDT = '0xdAC17F958D2ee523a2206206994597C13D831ec7';

export const BAD_CHECKSUM = `${INVALID_ADDRESS}: las mayúsculas y minúsculas no coinciden con la suma de verificación (EIP-55). Cópiala de nuevo o escríbela toda en minúsculas.`;
export const ZERO_ADDRESS_REFUSED =
  'La dirección 0x000…000 no pertenece a nadie: los USDT enviados ahí se pierden';
export const MAINNET_USDT_REFUSED =
  'Esa es la dirección del contrato de USDT en Ethereum, no una cartera: los USDT enviados ahí se pierden';
export const USDT_CONTRACT_REFUSED =
  'Esa es la dirección del contrato USDT que usa esta aplicación, no una cartera: los USDT enviados ahí se pierden';
export const BLOCKED_REFUSED =
  'No se permite retirar a esa dirección. Si crees que es un error, comunícate con soporte.';
export const SOURCE_WALLET_REFUSED =
  'La dirección de destino no puede ser la misma cartera de origen';
export const OWN_WALLET_REFUSED =
  'Esa dirección es otra de tus carteras aquí: retira a una cartera externa que tú controles';
export const OUR_WALLET_REFUSED =
  'Esa dirección es una cartera custodiada por el servicio, no una cartera externa: retira a una cartera que tú controles';

/** What the operator configured: the token contract and the addresses listed in BLOCKED_DESTINATIONS. */
export interface DestinationRules {
  usdtContract: string;
  blocked: readonly string[];
}

/** What is known about the destination in our records. */
export interface DestinationFacts {
  /** The wallet the order takes money from. */
  sourceWallet: string;
  /** Whose wallet of ours the destination is, if it is one. */
  walletOf: 'creditor' | 'someone-else' | undefined;
}

/** Why `destination` (a checksummed address) may not receive a withdrawal, or undefined. */
export function refusedDestination(
  destination: string,
  rules: DestinationRules,
  facts: DestinationFacts,
): string | undefined {
  const to = destination.toLowerCase();
  if (to === ZERO_ADDRESS) return ZERO_ADDRESS_REFUSED;
  if (to === MAINNET_USDT.toLowerCase()) return MAINNET_USDT_REFUSED;
  if (to === rules.usdtContract.toLowerCase()) return USDT_CONTRACT_REFUSED;
  if (rules.blocked.some((blocked) => blocked.toLowerCase() === to)) return BLOCKED_REFUSED;
  if (to === facts.sourceWallet.toLowerCase()) return SOURCE_WALLET_REFUSED;
  if (facts.walletOf === 'creditor') return OWN_WALLET_REFUSED;
  if (facts.walletOf === 'someone-else') return OUR_WALLET_REFUSED;
  return undefined;
}

/** The checksummed destination, or the refusal of a mixed-case address whose checksum fails. */
export function parseDestination(typed: string): { address: `0x${string}` } | { refused: string } {
  const address = checksumAddress(typed);
  return address ? { address } : { refused: BAD_CHECKSUM };
}
