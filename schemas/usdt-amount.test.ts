import { describe, expect, it } from 'vitest';
import {
  formatUsdt,
  fromSmallestUnits,
  isPositiveAmount,
  sameAmount,
  sumAmounts,
} from './usdt-amount';

describe('USDT amounts as decimal strings', () => {
  it('compares exactly, whatever the padding', () => {
    expect(sameAmount('1500.5', '1500.50000000')).toBe(true);
    expect(sameAmount('01500.50', '1500.5')).toBe(true);
    expect(sameAmount('1500', '1500.00000000')).toBe(true);
    expect(sameAmount('0', '-0.000')).toBe(true);
    expect(sameAmount('1500.50000001', '1500.5')).toBe(false);
    expect(sameAmount('150.05', '1500.5')).toBe(false);
    expect(sameAmount('-1', '1')).toBe(false);
    // Beyond a float's precision: a number comparison would call these equal.
    expect(sameAmount('9007199254740993.00000001', '9007199254740993.00000002')).toBe(false);
  });

  it('tells a positive amount from zero and negatives', () => {
    expect(isPositiveAmount('0.00000001')).toBe(true);
    expect(isPositiveAmount('0.00000000')).toBe(false);
    expect(isPositiveAmount('0')).toBe(false);
    expect(isPositiveAmount('-5')).toBe(false);
  });

  it('formats with es-MX grouping and never rounds', () => {
    expect(formatUsdt('1500.50000000')).toBe('1,500.50 USDT');
    expect(formatUsdt('10250.75')).toBe('10,250.75 USDT');
    expect(formatUsdt('42.12345678')).toBe('42.12345678 USDT');
    expect(formatUsdt('1234567.1')).toBe('1,234,567.10 USDT');
    expect(formatUsdt('0')).toBe('0.00 USDT');
    expect(formatUsdt('-3.5')).toBe('-3.50 USDT');
    expect(formatUsdt('-0.00')).toBe('0.00 USDT');
  });

  it('adds exactly, keeping every significant decimal', () => {
    expect(sumAmounts(['1500.50000000', '250.00000000', '0.00000000'])).toBe('1750.5');
    expect(sumAmounts(['1500.5', '42.12345678'])).toBe('1542.62345678');
    expect(sumAmounts(['0.1', '0.2'])).toBe('0.3');
    expect(sumAmounts(['9007199254740993.00000001', '0.00000001'])).toBe(
      '9007199254740993.00000002',
    );
    expect(sumAmounts(['10', '-2.5'])).toBe('7.5');
    expect(sumAmounts(['-0.5', '0.25'])).toBe('-0.25');
    expect(sumAmounts([])).toBe('0');
  });

  it('turns smallest units (wei) into a decimal string', () => {
    expect(fromSmallestUnits('1500000000000000000', 18)).toBe('1.5');
    expect(fromSmallestUnits('10000000000000000', 18)).toBe('0.01');
    expect(fromSmallestUnits('1', 18)).toBe('0.000000000000000001');
    expect(fromSmallestUnits('0', 18)).toBe('0');
    expect(fromSmallestUnits('9999999999999999999999', 18)).toBe('9999.999999999999999999');
  });
});
