import { describe, expect, it } from 'vitest';
import { integerInWords, usdtInWords } from './amount-in-words';

describe('amounts in Spanish words', () => {
  it.each([
    [0n, 'cero'],
    [1n, 'uno'],
    [16n, 'dieciséis'],
    [21n, 'veintiuno'],
    [45n, 'cuarenta y cinco'],
    [100n, 'cien'],
    [101n, 'ciento uno'],
    [999n, 'novecientos noventa y nueve'],
    [1000n, 'mil'],
    [2500n, 'dos mil quinientos'],
    [21000n, 'veintiún mil'],
    [100000n, 'cien mil'],
    [1_000_000n, 'un millón'],
    [3_615_250n, 'tres millones seiscientos quince mil doscientos cincuenta'],
    [2_000_000_000_000n, 'dos billones'],
  ])('%s → %s', (n, words) => {
    expect(integerInWords(n)).toBe(words);
  });

  it('writes the cents over 100, or the six decimals over a million', () => {
    expect(usdtInWords('2500.5')).toBe('dos mil quinientos USDT con 50/100');
    expect(usdtInWords('3000')).toBe('tres mil USDT con 00/100');
    expect(usdtInWords('0.123456')).toBe('cero USDT con 123456/1000000');
  });
});
