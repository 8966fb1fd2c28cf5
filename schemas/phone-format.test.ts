import { describe, expect, it } from 'vitest';
import { formatPhoneForPeople } from './phone-format';

describe('formatPhoneForPeople', () => {
  it.each([
    ['5512345678', '+52', '+52 55 1234 5678'],
    ['3312345678', '+52', '+52 33 1234 5678'],
    ['2221234567', '+52', '+52 222 123 4567'],
    ['6175550123', '+1', '+1 (617) 555-0123'],
    ['6175550123', null, '(617) 555-0123'],
    ['12345', '+52', '+52 12345'],
  ])('%s %s → %s', (cellphone, country, expected) => {
    expect(formatPhoneForPeople(cellphone, country)).toBe(expected);
  });
});
