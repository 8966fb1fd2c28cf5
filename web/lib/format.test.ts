import { describe, expect, it } from 'vitest';
import {
  compareAmounts,
  formatSignedUsdt,
  formatUsdt,
  formatUsdtExact,
  formatWeiAsEth,
  shortenAddress,
  shortenHash,
  subtractAmounts,
  sumAmounts,
} from './format';

describe('USDT amounts', () => {
  it('group thousands the es-MX way with 2 to 6 decimals, and never round', () => {
    expect(formatUsdt('10250.75000000')).toBe('10,250.75 USDT');
    expect(formatUsdt('50.123456')).toBe('50.123456 USDT');
    expect(formatUsdt('1500')).toBe('1,500.00 USDT');
    expect(formatUsdt('42.12345678')).toBe('42.123456 USDT');
    expect(formatUsdt('9999999999.99999999')).toBe('9,999,999,999.999999 USDT');
    expect(formatUsdt('-0.00000001')).toBe('0.00 USDT');
  });

  it('show every decimal where the exact amount matters', () => {
    expect(formatUsdtExact('42.12345678')).toBe('42.12345678 USDT');
    expect(formatUsdtExact('9999999999.99999999')).toBe('9,999,999,999.99999999 USDT');
  });

  it('show 0.00 USDT when there is no amount', () => {
    expect(formatUsdt('')).toBe('0.00 USDT');
    expect(formatUsdt(null)).toBe('0.00 USDT');
    expect(formatUsdt('0.00000000')).toBe('0.00 USDT');
  });

  it('subtract, add and compare exactly, beyond what a float holds', () => {
    expect(subtractAmounts('1584.75', '1500.50000000')).toBe('84.25');
    expect(subtractAmounts('180.5', '250.00000000')).toBe('-69.5');
    expect(subtractAmounts('50.123456', '42.12345678')).toBe('7.99999922');
    expect(sumAmounts(['0.1', '0.2'])).toBe('0.3');
    expect(sumAmounts(['9007199254740993.00000001', '1'])).toBe('9007199254740994.00000001');
    expect(sumAmounts([])).toBe('0');
    expect(compareAmounts('0', '0.00000000')).toBe(0);
    expect(compareAmounts('250', '180.5')).toBe(1);
    expect(compareAmounts('-1', '0')).toBe(-1);
  });

  it('sign differences: plus for gains, minus for losses, none for zero', () => {
    expect(formatSignedUsdt('84.25')).toBe('+84.25 USDT');
    expect(formatSignedUsdt('-0.00000099')).toBe('-0.00000099 USDT');
    expect(formatSignedUsdt('-69.5')).toBe('-69.50 USDT');
    expect(formatSignedUsdt('0')).toBe('0.00 USDT');
  });
});

describe('ETH amounts', () => {
  it('divide wei by 10^18 and show 6 decimals, rounding half up', () => {
    expect(formatWeiAsEth('250000000000000000')).toBe('0.250000 ETH');
    expect(formatWeiAsEth('1234567890123456789012')).toBe('1,234.567890 ETH');
    expect(formatWeiAsEth('499999999999')).toBe('0.000000 ETH');
    expect(formatWeiAsEth('500000000000')).toBe('0.000001 ETH');
    expect(formatWeiAsEth('0')).toBe('0.000000 ETH');
  });
});

describe('addresses and hashes', () => {
  const address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
  it('keep the first 6 and the last 5 characters on the dashboard, or what a screen asks', () => {
    expect(shortenAddress(address)).toBe('0x7099…c79C8');
    expect(shortenAddress(address, 6, 4)).toBe('0x7099…79C8');
    expect(shortenAddress('0x1234')).toBe('0x1234');
  });

  it('shorten hashes to 10 and 8', () => {
    expect(shortenHash(`0x${'ab'.repeat(32)}`)).toBe('0xabababab…abababab');
  });
});
