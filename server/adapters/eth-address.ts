import { checksumAddress as eip55 } from 'viem';

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * The EIP-55 checksummed form of an Ethereum address, or undefined when the text is not one.
 * All-lower or all-upper hex carries no checksum and is accepted; mixed case must pass it.
 */
export function checksumAddress(value: string): `0x${string}` | undefined {
  if (!HEX_ADDRESS.test(value)) return undefined;
  const hex = value.slice(2);
  const lower = hex.toLowerCase();
  const checksummed = eip55(`0x${lower}`);
  const uniformCase = hex === lower || hex === hex.toUpperCase();
  return uniformCase || checksummed === value ? checksummed : undefined;
}
