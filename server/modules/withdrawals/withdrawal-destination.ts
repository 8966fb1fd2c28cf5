const ZERO_ADDRESS = '0x0000000000000000000000000000000000000000';

export const ZERO_ADDRESS_REFUSED =
  'La dirección 0x000…000 no pertenece a nadie: los USDT enviados ahí se pierden';
export const USDT_CONTRACT_REFUSED =
  'Esa es la dirección del contrato USDT, no una cartera: los USDT enviados ahí se pierden';
export const SOURCE_WALLET_REFUSED =
  'La dirección de destino no puede ser la misma cartera de origen';

/**
 * Why USDT sent to `destination` could never be spent or would go nowhere (PRODUCT.md: the
 * zero address, the USDT contract itself, the source wallet), or undefined when it can receive.
 */
export function unspendableDestination(
  destination: string,
  known: { usdtContract: string; sourceWallet: string },
): string | undefined {
  const to = destination.toLowerCase();
  if (to === ZERO_ADDRESS) return ZERO_ADDRESS_REFUSED;
  if (to === known.usdtContract.toLowerCase()) return USDT_CONTRACT_REFUSED;
  if (to === known.sourceWallet.toLowerCase()) return SOURCE_WALLET_REFUSED;
  return undefined;
}
