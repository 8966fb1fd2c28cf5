import { USDT_DECIMALS, toUnits } from '@schemas/money';

/**
 * An amount in Spanish words, as agreements write it beside the figure: 'dos mil quinientos
 * USDT con 50/100' ('con 123456/1000000' past two decimals). Integers of any size in bigint.
 */

const UNITS = [
  'cero',
  'uno',
  'dos',
  'tres',
  'cuatro',
  'cinco',
  'seis',
  'siete',
  'ocho',
  'nueve',
  'diez',
  'once',
  'doce',
  'trece',
  'catorce',
  'quince',
  'dieciséis',
  'diecisiete',
  'dieciocho',
  'diecinueve',
  'veinte',
  'veintiuno',
  'veintidós',
  'veintitrés',
  'veinticuatro',
  'veinticinco',
  'veintiséis',
  'veintisiete',
  'veintiocho',
  'veintinueve',
];
const TENS = [
  '',
  '',
  '',
  'treinta',
  'cuarenta',
  'cincuenta',
  'sesenta',
  'setenta',
  'ochenta',
  'noventa',
];
const HUNDREDS = [
  '',
  'ciento',
  'doscientos',
  'trescientos',
  'cuatrocientos',
  'quinientos',
  'seiscientos',
  'setecientos',
  'ochocientos',
  'novecientos',
];

/** 0–999. */
function belowThousand(n: number): string {
  if (n === 100) return 'cien';
  const hundreds = Math.floor(n / 100);
  const rest = n % 100;
  const parts: string[] = [];
  if (hundreds) parts.push(HUNDREDS[hundreds]!);
  if (rest > 0 && rest < 30) parts.push(UNITS[rest]!);
  else if (rest >= 30) {
    const unit = rest % 10;
    parts.push(unit ? `${TENS[Math.floor(rest / 10)]} y ${UNITS[unit]}` : TENS[rest / 10]!);
  }
  return parts.join(' ');
}

/** 'uno' becomes 'un' before a noun ('un millón', 'veintiún mil'). */
const apocope = (words: string) => words.replace(/veintiuno$/, 'veintiún').replace(/uno$/, 'un');

const SCALES: [bigint, string, string][] = [
  [10n ** 12n, 'billón', 'billones'],
  [10n ** 6n, 'millón', 'millones'],
];

/** A non-negative integer in words. */
export function integerInWords(n: bigint): string {
  if (n === 0n) return 'cero';
  for (const [size, one, many] of SCALES) {
    if (n >= size) {
      const count = n / size;
      const rest = n % size;
      const head = count === 1n ? `un ${one}` : `${apocope(integerInWords(count))} ${many}`;
      return rest ? `${head} ${integerInWords(rest)}` : head;
    }
  }
  const value = Number(n);
  const thousands = Math.floor(value / 1000);
  const rest = value % 1000;
  const head =
    thousands === 0 ? '' : thousands === 1 ? 'mil' : `${apocope(belowThousand(thousands))} mil`;
  return [head, rest ? belowThousand(rest) : ''].filter(Boolean).join(' ');
}

/** 'dos mil quinientos USDT con 50/100'. */
export function usdtInWords(amount: string): string {
  const units = toUnits(amount, USDT_DECIMALS);
  const scale = 10n ** BigInt(USDT_DECIMALS);
  const whole = units / scale;
  const fraction = units % scale;
  const cents = fraction % 10_000n === 0n;
  const part = cents
    ? `${String(fraction / 10_000n).padStart(2, '0')}/100`
    : `${String(fraction).padStart(USDT_DECIMALS, '0')}/${scale}`;
  return `${integerInWords(whole)} USDT con ${part}`;
}
