/**
 * How the admin panel writes counts, dates from spreadsheet serial days, phones by country and
 * addresses shortened to 10 + 8 characters (docs/product/admin-panel.md#how-figures-are-written).
 * Amounts: `@schemas/money`, as in the user app (docs/decisions/money-display.md).
 */
import { formatInteger, shortenAddress } from '@/lib/format';

/**
 * 12345 → '12,345', as Intl's es-MX writes it, without Intl: its first use loads the locale's
 * data on the main thread as the panel starts (docs/decisions/web-speed.md#counts-without-intl).
 */
export const formatCount = formatInteger;

const MS_PER_DAY = 86_400_000;
/** Serial day 1 is 1900-01-01 and two days are taken off (spreadsheets' 1900 leap bug). */
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
 * docs/product/admin-panel.md#users-tab: US '1(xxx)xxx-xxxx', MX '52(xxx)xxx-xxxx'. Accepted: 10 digits (the country decides
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

/** docs/product/wallets-and-chain.md#address-shortening: admin screens show the first 10 and last 8 characters. */
export const shortenAdminAddress = (address: string) => shortenAddress(address, 10, 8);
