import { describe, expect, it } from 'vitest';
import { formatDateTime, formatUnixTime } from './format-date';

// Intl's es-MX output (Node's ICU), which these formats were written to match.
const intl = (options: Intl.DateTimeFormatOptions, date: Date, timeZone?: string) =>
  new Intl.DateTimeFormat('es-MX', { ...options, timeZone }).format(date);
const SHORT: Intl.DateTimeFormatOptions = {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
};
const LONG: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'medium' };

const INSTANTS = [
  '2026-11-23T17:23:09Z', // afternoon
  '2026-01-05T06:03:09Z', // midnight in Mexico City
  '2026-07-31T18:00:00Z', // noon in Mexico City, a month of summer
  '2025-12-31T23:59:59Z', // the year ends in UTC, not in Mexico City
  '2023-02-28T05:30:00Z',
];

describe('dates without Intl', () => {
  it("match Intl's es-MX in the reader's zone and in Mexico City's", () => {
    for (const iso of INSTANTS) {
      const date = new Date(iso);
      expect(formatDateTime(iso), iso).toBe(intl(SHORT, date));
      expect(formatDateTime(iso, 'mexico'), iso).toBe(intl(SHORT, date, 'America/Mexico_City'));
      const seconds = date.getTime() / 1000;
      expect(formatUnixTime(seconds), iso).toBe(intl(LONG, date));
      expect(formatUnixTime(seconds, 'mexico'), iso).toBe(intl(LONG, date, 'America/Mexico_City'));
    }
  });

  it('write the examples their documentation gives', () => {
    expect(formatDateTime('2026-11-23T23:23:00Z', 'mexico')).toBe('23/11/2026, 05:23 p.m.');
    expect(formatUnixTime(Date.UTC(2026, 10, 22, 11, 30, 21) / 1000, 'mexico')).toBe(
      '22 nov 2026, 5:30:21 a.m.',
    );
  });
});
