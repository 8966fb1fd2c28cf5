/**
 * Money, dates and addresses as people read them (es-MX). Amounts stay decimal strings and all
 * arithmetic on them is exact (bigint), never through a JavaScript number.
 */
import { formatUsdt as formatUsdtAmount } from '@schemas/usdt-amount';

/** The exact sum of decimal strings (shared with the server's documents). */
export { sumAmounts } from '@schemas/usdt-amount';

/**
 * Every significant decimal ('42.12345678' → '42.12345678 USDT'): where the exact figure matters,
 * the amount of a withdrawal and its confirmation. Empty or missing → '0.00 USDT'.
 */
export const formatUsdtExact = (value: string | null | undefined) =>
  value?.trim() ? formatUsdtAmount(value) : '0.00 USDT';

/**
 * '1500.50000000' → '1,500.50 USDT': es-MX grouping, 2 decimals at least, further ones while
 * significant up to 6 (SPEC §9). Digits past the sixth are cut, never rounded up, so a list
 * never shows more than there is (BRAND.md); the withdrawal screens use `formatUsdtExact`.
 */
export const formatUsdt = (value: string | null | undefined) =>
  formatUsdtExact(value?.replace(/(\.\d{6})\d+$/, '$1'));

/** Decimals kept by the exact arithmetic: enough for wei and for numeric(18,8). */
const SCALE = 18;
const ONE = 10n ** BigInt(SCALE);

/** A decimal string ('1500.50000000', '-3', '') as an integer number of 10^-18 units. */
function toUnits(value: string): bigint {
  const trimmed = value.trim() || '0';
  const negative = trimmed.startsWith('-');
  const [whole = '0', fraction = ''] = trimmed.replace(/^[-+]/, '').split('.');
  const units = BigInt(whole || '0') * ONE + BigInt(fraction.slice(0, SCALE).padEnd(SCALE, '0'));
  return negative ? -units : units;
}

/** The shortest decimal string of a 10^-18 units integer ('84.25', '-0.5', '0'). */
function fromUnits(units: bigint): string {
  const sign = units < 0n ? '-' : '';
  const magnitude = units < 0n ? -units : units;
  const fraction = (magnitude % ONE).toString().padStart(SCALE, '0').replace(/0+$/, '');
  return `${sign}${magnitude / ONE}${fraction ? `.${fraction}` : ''}`;
}

export function compareAmounts(a: string, b: string): -1 | 0 | 1 {
  const difference = toUnits(a) - toUnits(b);
  return difference === 0n ? 0 : difference > 0n ? 1 : -1;
}

/** a − b, exactly. */
export const subtractAmounts = (a: string, b: string) => fromUnits(toUnits(a) - toUnits(b));

/**
 * '+84.25 USDT', '-69.50 USDT', '0.00 USDT'; every decimal, so that a tiny difference never reads
 * as '0.00' in the colour of a loss.
 */
export function formatSignedUsdt(value: string): string {
  const formatted = formatUsdtExact(value);
  return toUnits(value) > 0n ? `+${formatted}` : formatted;
}

const group = (whole: bigint) => whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A whole number with thousands commas, '24,567,890' (without Intl: see format-date.ts). */
export const formatInteger = (value: number) => group(BigInt(Math.trunc(value)));

/** Wei as ETH with exactly 6 decimals, rounded half up: '1500000000000000000' → '1.500000 ETH'. */
export function formatWeiAsEth(wei: string): string {
  const microEther = (BigInt(wei) + 500_000_000_000n) / 1_000_000_000_000n;
  return `${group(microEther / 1_000_000n)}.${(microEther % 1_000_000n).toString().padStart(6, '0')} ETH`;
}

/** '0x7099…c79C8': the first `head` and last `tail` characters (dashboard: 6 and 5). */
export function shortenAddress(address: string, head = 6, tail = 5): string {
  if (address.length <= head + tail) return address;
  return `${address.slice(0, head)}…${address.slice(-tail)}`;
}

/** Transaction hashes: '0x0fdb8499…5797a1e8'. */
export const shortenHash = (hash: string) => shortenAddress(hash, 10, 8);
