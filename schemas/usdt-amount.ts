/**
 * Decimal USDT amounts as strings (numeric(18,8) values), compared and formatted without ever
 * passing through a JavaScript number. Shared by the server (rules, e-mails) and the web.
 */

function parts(value: string) {
  const trimmed = value.trim();
  const [whole = '0', fraction = ''] = trimmed.replace(/^[-+]/, '').split('.');
  const digits = { whole: whole.replace(/^0+(?=\d)/, ''), fraction: fraction.replace(/0+$/, '') };
  const isZero = !/[1-9]/.test(digits.whole + digits.fraction);
  return { ...digits, negative: trimmed.startsWith('-') && !isZero, isZero };
}

/** '1500.5', '1500.50000000' and '01500.50' are the same amount. */
export function sameAmount(a: string, b: string): boolean {
  const x = parts(a);
  const y = parts(b);
  return x.negative === y.negative && x.whole === y.whole && x.fraction === y.fraction;
}

export function isPositiveAmount(value: string): boolean {
  const p = parts(value);
  return !p.negative && !p.isZero;
}

/**
 * '1500.50000000' → '1,500.50 USDT': es-MX grouping, at least 2 decimals and every further
 * significant one (BRAND.md: a balance the user can withdraw is never rounded).
 */
export function formatUsdt(value: string): string {
  const { whole, fraction, negative } = parts(value);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${negative ? '-' : ''}${grouped}.${fraction.padEnd(2, '0')} USDT`;
}

/** The exact sum of decimal amounts, without trailing zeros ('1500.50' + '42.12345678' → '1542.62345678'). */
export function sumAmounts(values: readonly string[]): string {
  const scale = Math.max(0, ...values.map((v) => parts(v).fraction.length));
  const total = values.reduce((sum, value) => {
    const { whole, fraction, negative } = parts(value);
    const units =
      BigInt(whole || '0') * 10n ** BigInt(scale) + BigInt(fraction.padEnd(scale, '0') || '0');
    return sum + (negative ? -units : units);
  }, 0n);
  const digits = (total < 0n ? -total : total).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  const fraction = digits.slice(digits.length - scale);
  return `${total < 0n ? '-' : ''}${whole}${scale ? `.${fraction}` : ''}`;
}

/** An integer count of smallest units as a decimal string: ('1500000000000000000', 18) → '1.5'. */
export function fromSmallestUnits(units: string, decimals: number): string {
  const digits = units.replace(/^0+(?=\d)/, '').padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return fraction ? `${whole}.${fraction}` : whole;
}
