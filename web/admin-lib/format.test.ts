import { describe, expect, it } from 'vitest';
import {
  formatAdminEth,
  formatAdminPhone,
  formatAdminUsdt,
  formatChainUsdt,
  formatSerialDate,
  shortenAdminAddress,
} from './format';

describe('admin formatting', () => {
  it('writes amounts in es-MX with exactly two decimals, never through a float', () => {
    expect(formatAdminUsdt('1500.5')).toBe('1,500.50 USDT');
    expect(formatAdminUsdt('9999999999.99999999')).toBe('10,000,000,000.00 USDT');
    expect(formatAdminUsdt('0.004')).toBe('0.00 USDT');
    expect(formatAdminUsdt('')).toBe('0.00 USDT');
    expect(formatAdminUsdt(null)).toBe('0.00 USDT');
  });

  it('turns spreadsheet serial days into dd/mm/yyyy (base 1900-01-01, offset 2)', () => {
    expect(formatSerialDate(45292)).toBe('01/01/2024');
    expect(formatSerialDate(44927)).toBe('01/01/2023');
    expect(formatSerialDate(45658)).toBe('01/01/2025');
    expect(formatSerialDate(null)).toBe('—');
    expect(formatSerialDate(0)).toBe('—');
  });

  it('formats phones by country as SPEC §5 says', () => {
    expect(formatAdminPhone('3312345678', '+52')).toBe('52(331)234-5678');
    expect(formatAdminPhone('3312345678', 'MX')).toBe('52(331)234-5678');
    expect(formatAdminPhone('2125550123', '+1')).toBe('1(212)555-0123');
    expect(formatAdminPhone('12125550123', null)).toBe('1(212)555-0123');
    expect(formatAdminPhone('523312345678', null)).toBe('52(331)234-5678');
    expect(formatAdminPhone('331 234 5678', 'MX')).toBe('52(331)234-5678');
    expect(formatAdminPhone('12345', 'MX')).toBe('12345');
    expect(formatAdminPhone(null, 'MX')).toBe('—');
  });

  it('shortens addresses to the first 10 and last 8 characters', () => {
    expect(shortenAdminAddress('0x70997970C51812dc3A010C7d01b50e0d17dc79C8')).toBe(
      '0x70997970…17dc79C8',
    );
  });

  it('writes ETH with six decimals and on-chain USDT with every decimal it has', () => {
    expect(formatAdminEth('0.25')).toBe('0.250000 ETH');
    expect(formatAdminEth('10000.000000000000000001')).toBe('10,000.000000 ETH');
    expect(formatAdminEth('0')).toBe('0.000000 ETH');
    expect(formatChainUsdt('50.123456')).toBe('50.123456 USDT');
    expect(formatChainUsdt('1500.5')).toBe('1,500.50 USDT');
  });
});
