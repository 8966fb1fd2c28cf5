import { describe, expect, it } from 'vitest';
import { formatFileSize, formatInteger, shortenAddress, shortenHash } from './format';

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

describe('counts', () => {
  it('group thousands with commas', () => {
    expect(formatInteger(24567890)).toBe('24,567,890');
    expect(formatInteger(999)).toBe('999');
  });
});

describe('file sizes', () => {
  it('reads in KB below a megabyte (at least 1 KB) and in MB with one decimal above', () => {
    expect(formatFileSize(10)).toBe('1 KB');
    expect(formatFileSize(10_650)).toBe('10 KB');
    expect(formatFileSize(1_258_291)).toBe('1.2 MB');
  });
});
