/**
 * Counts and addresses as people read them (es-MX). Money has its own module, shared with the
 * server: `@schemas/money`.
 */

const group = (whole: bigint) => whole.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** A whole number with thousands commas, '24,567,890' (without Intl: see format-date.ts). */
export const formatInteger = (value: number | bigint) =>
  group(typeof value === 'bigint' ? value : BigInt(Math.trunc(value)));

/** '0x7099…c79C8': the first `head` and last `tail` characters (dashboard: 6 and 5). */
export function shortenAddress(address: string, head = 6, tail = 5): string {
  if (address.length <= head + tail) return address;
  return `${address.slice(0, head)}…${address.slice(-tail)}`;
}

/** Transaction hashes: '0x0fdb8499…5797a1e8'. */
export const shortenHash = (hash: string) => shortenAddress(hash, 10, 8);

/** A file's size as people read it: '48 KB', '1.2 MB'. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}
