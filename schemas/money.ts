/**
 * Money, exactly: decimal strings in, decimal strings out, bigint in between. Never a JavaScript
 * number. The one module both apps and the server parse, compare, add, cut and show amounts with
 * (the rules: docs/product/money.md; why the admin panel cuts too: docs/decisions/money-display.md).
 * Zod-free: the admin entry loads it without zod.
 */

/** USDT on Ethereum: the smallest amount that can move is 0.000001. */
export const USDT_DECIMALS = 6;
/** Pretokenized balances and order amounts are stored as numeric(18,8). */
export const BALANCE_DECIMALS = 8;
/** Wei per ether. */
export const ETH_DECIMALS = 18;

/** A decimal amount as the API carries it: '1500.5', '-0.00000078' (no exponent, no grouping). */
export const DECIMAL_PATTERN = /^-?\d+(\.\d+)?$/;

export const isDecimal = (value: string) => DECIMAL_PATTERN.test(value.trim());

/** A decimal as an integer count of 10^-scale. */
interface Fixed {
  units: bigint;
  scale: number;
}

function parse(value: string): Fixed {
  const text = value.trim();
  const match = /^([-+]?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || !/\d/.test(text)) throw new RangeError(`No es un monto decimal: "${value}"`);
  const [, sign, whole = '', fraction = ''] = match;
  const magnitude = BigInt(`${whole}${fraction}` || '0');
  return { units: sign === '-' ? -magnitude : magnitude, scale: fraction.length };
}

const pow10 = (n: number) => 10n ** BigInt(n);

/** `x` as a count of 10^-scale units, for a scale at least x's own. */
const rescale = (x: Fixed, scale: number) => x.units * pow10(scale - x.scale);

/** The shortest decimal string: no trailing zeros, no '-0'. */
function render(units: bigint, scale: number): string {
  const magnitude = units < 0n ? -units : units;
  const digits = magnitude.toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale).replace(/0+$/, '');
  return `${units < 0n ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`;
}

/** a and b at a common scale. */
function aligned(a: string, b: string) {
  const x = parse(a);
  const y = parse(b);
  const scale = Math.max(x.scale, y.scale);
  return { x: rescale(x, scale), y: rescale(y, scale), scale };
}

/**
 * A decimal as a count of its smallest units: ('42.123456', 6) → 42123456n. An amount with a
 * significant digit below the unit cannot be represented and throws: nothing is lost silently.
 */
export function toUnits(value: string, decimals: number): bigint {
  const x = parse(value);
  if (x.scale <= decimals) return rescale(x, decimals);
  const step = pow10(x.scale - decimals);
  if (x.units % step !== 0n) {
    throw new RangeError(`${value} tiene más de ${decimals} decimales`);
  }
  return x.units / step;
}

/** A count of smallest units as the shortest decimal: ('1500000000000000000', 18) → '1.5'. */
export const fromUnits = (units: bigint | string, decimals: number) =>
  render(BigInt(units), decimals);

export function compareAmounts(a: string, b: string): -1 | 0 | 1 {
  const { x, y } = aligned(a, b);
  return x === y ? 0 : x > y ? 1 : -1;
}

/** '1500.5', '1500.50000000' and '01500.50' are the same amount. */
export const sameAmount = (a: string, b: string) => compareAmounts(a, b) === 0;

export const isPositiveAmount = (value: string) => parse(value).units > 0n;

export function addAmounts(a: string, b: string): string {
  const { x, y, scale } = aligned(a, b);
  return render(x + y, scale);
}

export function subtractAmounts(a: string, b: string): string {
  const { x, y, scale } = aligned(a, b);
  return render(x - y, scale);
}

export const sumAmounts = (values: readonly string[]) =>
  values.reduce<string>((total, value) => addAmounts(total, value), '0');

/** The amount with the digits past `decimals` dropped (toward zero, never rounded up). */
export function cutToDecimals(value: string, decimals: number): string {
  const x = parse(value);
  if (x.scale <= decimals) return render(x.units, x.scale);
  // BigInt division truncates toward zero, for negative amounts too.
  return render(x.units / pow10(x.scale - decimals), decimals);
}

/**
 * What a withdrawal order of this balance is for: the balance cut to USDT's 6 decimals, the
 * most that can be paid on chain (docs/product/money.md#what-can-be-withdrawn).
 */
export const orderableUsdt = (balance: string) => cutToDecimals(balance, USDT_DECIMALS);

/** What stays on the wallet after an order of its whole balance: the part below 0.000001. */
export const remainderBelowUsdt = (balance: string) =>
  subtractAmounts(balance, orderableUsdt(balance));

const group = (whole: string) => whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/** es-MX digits of a decimal with at least `minDecimals` decimals; '-' only on a non-zero. */
function digits(value: string, minDecimals: number): string {
  const x = parse(value);
  const shortest = render(x.units, x.scale);
  const negative = shortest.startsWith('-');
  const [whole = '0', fraction = ''] = shortest.replace('-', '').split('.');
  return `${negative ? '-' : ''}${group(whole)}.${fraction.padEnd(minDecimals, '0')}`;
}

/*
 * The display forms. Every one writes es-MX digits ('1,500.50'), at least 2 decimals, the unit
 * after; none ever rounds up, so no screen shows more than there is.
 */

/** Exact: every significant decimal ('42.12345678 USDT'): balances where the last digit matters. */
export const formatUsdtExact = (value: string) => `${digits(value, 2)} USDT`;

/**
 * Cut to 6: USDT's own precision ('42.12345678' → '42.123456 USDT', '1500.5' → '1,500.50 USDT').
 * Every order amount, every list, the e-mails and the whole admin panel.
 */
export const formatUsdt = (value: string) => `${digits(orderableUsdt(value), 2)} USDT`;

/** The cut-to-6 figure without the unit, where a label beside it says USDT. */
export const formatUsdtFigure = (value: string) => digits(orderableUsdt(value), 2);

/** Exact with a sign: '+84.25 USDT', '-0.00000099 USDT', '0.00 USDT' (a difference). */
export function formatSignedUsdtExact(value: string): string {
  return `${isPositiveAmount(value) ? '+' : ''}${formatUsdtExact(value)}`;
}

/** Ether with exactly 6 decimals, cut: '0.25' → '0.250000 ETH'. */
export const formatEth = (ether: string) => `${digits(cutToDecimals(ether, 6), 6)} ETH`;

/** Wei as ether: '1500000000000000000' → '1.500000 ETH'. */
export const formatWeiAsEth = (wei: string) => formatEth(fromUnits(wei, ETH_DECIMALS));
