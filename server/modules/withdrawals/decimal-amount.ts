/** Exact arithmetic-free handling of non-negative decimal strings such as numeric(18,8) values. */

function parts(value: string): { whole: string; fraction: string } {
  const [whole = '0', fraction = ''] = value.trim().split('.');
  return { whole: whole.replace(/^0+(?=\d)/, ''), fraction: fraction.replace(/0+$/, '') };
}

/** '1500.5', '1500.50000000' and '01500.50' are the same amount. */
export function sameAmount(a: string, b: string): boolean {
  const x = parts(a);
  const y = parts(b);
  return x.whole === y.whole && x.fraction === y.fraction;
}

export const isPositiveAmount = (value: string) =>
  !value.trim().startsWith('-') && /[1-9]/.test(value);

/** es-MX grouping with at least 2 decimals and every significant one: a balance is never rounded. */
export function formatUsdt(value: string): string {
  const { whole, fraction } = parts(value);
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${grouped}.${fraction.padEnd(2, '0')} USDT`;
}
