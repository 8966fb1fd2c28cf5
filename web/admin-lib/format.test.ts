import { describe, expect, it } from 'vitest';
import { formatAdminPhone, formatCount, formatSerialDate, shortenAdminAddress } from './format';

describe('admin formatting', () => {
  it('turns spreadsheet serial days into dd/mm/yyyy (base 1900-01-01, offset 2)', () => {
    expect(formatSerialDate(45292)).toBe('01/01/2024');
    expect(formatSerialDate(44927)).toBe('01/01/2023');
    expect(formatSerialDate(45658)).toBe('01/01/2025');
    expect(formatSerialDate(null)).toBe('—');
    expect(formatSerialDate(0)).toBe('—');
  });

  it("writes counts as Intl's es-MX does, without Intl", () => {
    const intl = new Intl.NumberFormat('es-MX');
    const samples = [0, 7, 999, 1000, 1234, 12345, 999999, 1000000, 24567890, -1234, 2 ** 53 - 1];
    // Every length from 1 to 16 digits.
    for (let digits = 1; digits <= 16; digits++)
      samples.push(Number('9081726354453627'.slice(0, digits)));
    for (const n of samples) expect(formatCount(n)).toBe(intl.format(n));
    expect(formatCount(12345678901234567890n)).toBe(intl.format(12345678901234567890n));
  });

  it('formats phones by country', () => {
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
});
