/**
 * How the admin panel writes figures (SPEC §9): amounts in es-MX with exactly 2 decimals, dates
 * from spreadsheet serial days, phones by country, addresses shortened to 10 + 8 characters.
 */
import { shortenAddress } from '@/lib/format';

// Intl formats a decimal string exactly: the amount never passes through a JavaScript number.
const usdt2 = new Intl.NumberFormat('es-MX', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const whole = new Intl.NumberFormat('es-MX');

/** '1500.5' → '1,500.50' (no unit); empty → '0.00'. */
export const formatAdminAmount = (value: string | null | undefined) =>
  usdt2.format((value?.trim() || '0') as `${number}`);

/** '1500.5' → '1,500.50 USDT'. */
export const formatAdminUsdt = (value: string | null | undefined) =>
  `${formatAdminAmount(value)} USDT`;

/** 12345 → '12,345'. */
export const formatCount = (value: number | bigint) => whole.format(value);

const MS_PER_DAY = 86_400_000;
/** SPEC §9: serial day 1 is 1900-01-01 and two days are taken off (spreadsheets' 1900 leap bug). */
const SERIAL_EPOCH = Date.UTC(1900, 0, 1);

/** 45292 → '01/01/2024'; null or not a day number → '—'. */
export function formatSerialDate(serial: number | null | undefined): string {
  if (serial === null || serial === undefined || !Number.isInteger(serial) || serial < 1) {
    return '—';
  }
  const date = new Date(SERIAL_EPOCH + (serial - 2) * MS_PER_DAY);
  const dd = String(date.getUTCDate()).padStart(2, '0');
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  return `${dd}/${mm}/${date.getUTCFullYear()}`;
}

/**
 * SPEC §5: US '1(xxx)xxx-xxxx', MX '52(xxx)xxx-xxxx'. Accepted: 10 digits (the country decides
 * the prefix: '+52' or 'MX' → 52, otherwise 1), 11 starting with 1, 12 starting with 52. Anything
 * else is shown as it was stored.
 */
export function formatAdminPhone(
  cellphone: string | null | undefined,
  country?: string | null,
): string {
  const digits = (cellphone ?? '').replace(/\D/g, '');
  const mexican = country === '+52' || country?.toUpperCase() === 'MX';
  let prefix: string;
  let local: string;
  if (digits.length === 10) [prefix, local] = [mexican ? '52' : '1', digits];
  else if (digits.length === 11 && digits.startsWith('1')) [prefix, local] = ['1', digits.slice(1)];
  else if (digits.length === 12 && digits.startsWith('52')) {
    [prefix, local] = ['52', digits.slice(2)];
  } else return cellphone?.trim() || '—';
  return `${prefix}(${local.slice(0, 3)})${local.slice(3, 6)}-${local.slice(6)}`;
}

/** SPEC §9: admin screens show the first 10 and last 8 characters. */
export const shortenAdminAddress = (address: string) => shortenAddress(address, 10, 8);

const eth6 = new Intl.NumberFormat('es-MX', {
  minimumFractionDigits: 6,
  maximumFractionDigits: 6,
});
const chainUsdt = new Intl.NumberFormat('es-MX', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 6,
});

/** SPEC §9: admin ETH values with 6 decimals: '0.25' → '0.250000 ETH'. */
export const formatAdminEth = (value: string) => `${eth6.format(value as `${number}`)} ETH`;

/**
 * A USDT amount read on chain (a transfer, a payout): every decimal it has (up to USDT's 6),
 * since staff compare it with an order to the cent and beyond: '50.123456' → '50.123456 USDT'.
 */
export const formatChainUsdt = (value: string) => `${chainUsdt.format(value as `${number}`)} USDT`;
