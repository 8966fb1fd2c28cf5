import { createKeccak } from 'hash-wasm';

const HEX_ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/*
 * Keccak-256 compiled to WebAssembly: about ten times faster than viem's JavaScript one, which
 * the import pays once per wallet row (a million rows: 3 s instead of 30;
 * docs/decisions/csv-import.md#speed). One instance, used synchronously between awaits.
 */
const keccak = await createKeccak(256);

/** EIP-55: a hex letter is upper case where the Keccak-256 of the lower-case hex has a nibble ≥ 8. */
function eip55(lowerHex: string): `0x${string}` {
  keccak.init();
  keccak.update(lowerHex);
  const hash = keccak.digest('hex');
  let out = '0x';
  for (let i = 0; i < 40; i++) {
    const c = lowerHex[i]!;
    out += c > '9' && hash.charCodeAt(i) >= 56 /* '8' */ ? c.toUpperCase() : c;
  }
  return out as `0x${string}`;
}

/**
 * The EIP-55 checksummed form of an Ethereum address, or undefined when the text is not one.
 * All-lower or all-upper hex carries no checksum and is accepted; mixed case must pass it.
 */
export function checksumAddress(value: string): `0x${string}` | undefined {
  if (!HEX_ADDRESS.test(value)) return undefined;
  const hex = value.slice(2);
  const lower = hex.toLowerCase();
  const checksummed = eip55(lower);
  const uniformCase = hex === lower || hex === hex.toUpperCase();
  return uniformCase || checksummed === value ? checksummed : undefined;
}
