import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addAmounts,
  compareAmounts,
  cutToDecimals,
  formatEth,
  formatSignedUsdtExact,
  formatUsdt,
  formatUsdtExact,
  formatUsdtFigure,
  formatWeiAsEth,
  fromUnits,
  isDecimal,
  isPositiveAmount,
  orderableUsdt,
  remainderBelowUsdt,
  sameAmount,
  subtractAmounts,
  sumAmounts,
  toUnits,
} from './money';

/** A numeric(18,8) value as PostgreSQL writes it, or shorter, as people and viem write them. */
const units8 = fc.bigInt({ min: -(10n ** 18n) + 1n, max: 10n ** 18n - 1n });
const balance = units8.chain((u) =>
  fc
    .constantFrom('padded', 'shortest')
    .map((style) => (style === 'padded' ? padded(u, 8) : fromUnits(u, 8))),
);
const padded = (units: bigint, scale: number) => {
  const text = fromUnits(units, scale);
  const [whole, fraction = ''] = text.split('.');
  return `${whole}.${fraction.padEnd(scale, '0')}`;
};
const nonNegative = fc.bigInt({ min: 0n, max: 10n ** 18n - 1n }).map((u) => fromUnits(u, 8));

/** Intl formats a decimal string exactly (no float); with 'trunc' it is an independent oracle. */
const intl = (min: number, max: number) =>
  new Intl.NumberFormat('es-MX', {
    minimumFractionDigits: min,
    maximumFractionDigits: max,
    roundingMode: 'trunc',
  } as Intl.NumberFormatOptions);
const cut6 = intl(2, 6);
const exact = intl(2, 20);
const eth6 = intl(6, 6);
const byIntl = (f: Intl.NumberFormat, value: string) =>
  f.format(value as `${number}`).replace(/^-(?=0[.,]?0*$)/, '');

describe('exact arithmetic (properties)', () => {
  it('parses and writes back every amount: units round-trip at 8 decimals', () => {
    fc.assert(
      fc.property(units8, (u) => {
        expect(toUnits(fromUnits(u, 8), 8)).toBe(u);
        expect(toUnits(padded(u, 8), 8)).toBe(u);
      }),
    );
  });

  it('compares like the units, whatever the padding', () => {
    fc.assert(
      fc.property(units8, units8, (a, b) => {
        const expected = a === b ? 0 : a > b ? 1 : -1;
        expect(compareAmounts(padded(a, 8), fromUnits(b, 8))).toBe(expected);
        expect(sameAmount(padded(a, 8), fromUnits(a, 8))).toBe(true);
      }),
    );
  });

  it('adds and subtracts exactly: (a + b) − b = a, a + b = b + a, the sum of a list', () => {
    fc.assert(
      fc.property(balance, balance, fc.array(balance, { maxLength: 8 }), (a, b, list) => {
        expect(sameAmount(subtractAmounts(addAmounts(a, b), b), a)).toBe(true);
        expect(addAmounts(a, b)).toBe(addAmounts(b, a));
        expect(toUnits(addAmounts(a, b), 8)).toBe(toUnits(a, 8) + toUnits(b, 8));
        const total = list.reduce((s, v) => s + toUnits(v, 8), 0n);
        expect(toUnits(sumAmounts(list), 8)).toBe(total);
      }),
    );
  });

  it('cuts a balance to what can be ordered and what stays, never more than there is', () => {
    fc.assert(
      fc.property(nonNegative, (b) => {
        const orderable = orderableUsdt(b);
        const rest = remainderBelowUsdt(b);
        expect(toUnits(orderable, 6) * 100n).toBeLessThanOrEqual(toUnits(b, 8));
        expect(sameAmount(addAmounts(orderable, rest), b)).toBe(true);
        expect(compareAmounts(rest, '0')).toBeGreaterThanOrEqual(0);
        expect(compareAmounts(rest, '0.000001')).toBe(-1);
        expect(orderableUsdt(orderable)).toBe(orderable);
      }),
    );
  });

  it('refuses to turn into units an amount finer than the unit', () => {
    fc.assert(
      fc.property(units8, (u) => {
        const value = fromUnits(u, 8);
        if (u % 100n === 0n) expect(toUnits(value, 6) * 100n).toBe(u);
        else expect(() => toUnits(value, 6)).toThrow(RangeError);
      }),
    );
  });
});

describe('display forms (properties, Intl es-MX as the oracle)', () => {
  it('cut to 6 and exact write what Intl writes when it truncates', () => {
    fc.assert(
      fc.property(balance, (b) => {
        expect(formatUsdt(b)).toBe(`${byIntl(cut6, b)} USDT`);
        expect(formatUsdtFigure(b)).toBe(byIntl(cut6, b));
        expect(formatUsdtExact(b)).toBe(`${byIntl(exact, b)} USDT`);
      }),
    );
  });

  it('shows an order amount (6 decimals at most) the same in both forms', () => {
    fc.assert(
      fc.property(nonNegative, (b) => {
        const order = orderableUsdt(b);
        expect(formatUsdt(order)).toBe(formatUsdtExact(order));
        expect(formatUsdt(b)).toBe(formatUsdt(order));
      }),
    );
  });

  it('writes ether with exactly 6 decimals, cut', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 30n }), (wei) => {
        const ether = fromUnits(wei, 18);
        expect(formatWeiAsEth(wei.toString())).toBe(`${byIntl(eth6, ether)} ETH`);
      }),
    );
  });
});

describe('examples the screens rely on', () => {
  it('shows the demo order and its remainder', () => {
    expect(formatUsdtExact('42.12345678')).toBe('42.12345678 USDT');
    expect(formatUsdt('42.12345678')).toBe('42.123456 USDT');
    expect(orderableUsdt('42.12345678')).toBe('42.123456');
    expect(remainderBelowUsdt('42.12345678')).toBe('0.00000078');
    expect(orderableUsdt('0.00000099')).toBe('0');
    expect(isPositiveAmount(orderableUsdt('0.00000099'))).toBe(false);
    expect(formatUsdt('1500.50000000')).toBe('1,500.50 USDT');
    expect(formatUsdt('9999999999.99999999')).toBe('9,999,999,999.999999 USDT');
    expect(formatUsdt('0.004')).toBe('0.004 USDT');
    expect(formatUsdt('-0.00000001')).toBe('0.00 USDT');
    expect(formatUsdtFigure('1234567.1')).toBe('1,234,567.10');
  });

  it('signs a difference exactly', () => {
    expect(formatSignedUsdtExact('84.25')).toBe('+84.25 USDT');
    expect(formatSignedUsdtExact('-0.00000099')).toBe('-0.00000099 USDT');
    expect(formatSignedUsdtExact('-69.5')).toBe('-69.50 USDT');
    expect(formatSignedUsdtExact('0')).toBe('0.00 USDT');
  });

  it('writes ether cut, never rounded up', () => {
    expect(formatEth('0.25')).toBe('0.250000 ETH');
    expect(formatWeiAsEth('1234567890123456789012')).toBe('1,234.567890 ETH');
    expect(formatWeiAsEth('999999999999')).toBe('0.000000 ETH');
    expect(formatWeiAsEth('1000000000000')).toBe('0.000001 ETH');
  });

  it('knows a decimal from anything else', () => {
    for (const good of ['0', '1500.5', '-3', ' 42.12345678 '])
      expect(isDecimal(good), good).toBe(true);
    for (const bad of ['', '1e5', '1,500.50', '.5', '5.', 'abc', '--1']) {
      expect(isDecimal(bad), bad).toBe(false);
    }
    expect(() => compareAmounts('abc', '1')).toThrow(RangeError);
    expect(cutToDecimals('-1.2345678', 6)).toBe('-1.234567');
    expect(fromUnits('1', 18)).toBe('0.000000000000000001');
  });
});
