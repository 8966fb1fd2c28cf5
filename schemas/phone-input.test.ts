import { describe, expect, it } from 'vitest';
import { readPhoneInput } from './phone-input';
import { profileInput } from './profile';

describe('readPhoneInput', () => {
  it.each([
    ['55 1234 5678', '+1', '5512345678', '+1'],
    ['+52 55 1234 5678', '+1', '5512345678', '+52'],
    ['+52 1 55 1234 5678', '+1', '5512345678', '+52'],
    ['52 5512345678', '+52', '5512345678', '+52'],
    ['(55) 1234-5678', '+52', '5512345678', '+52'],
    ['+1 (617) 555-0123', '+52', '6175550123', '+1'],
    ['1-617-555-0123', '+1', '6175550123', '+1'],
    ['617.555.0123', '+1', '6175550123', '+1'],
  ] as const)('%s with %s → %s, %s', (typed, country, cellphone, countryCode) => {
    expect(readPhoneInput(typed, country)).toEqual({ cellphone, countryCode });
  });

  it('keeps every digit of what is still not ten digits, and the form refuses it with a reason', () => {
    const cases = [
      ['5512345', 'El número debe tener al menos 10 dígitos'],
      ['+52 55 1234 56789', 'Ingresa solo los últimos 10 dígitos'],
      ['+44 20 7946 0958', 'Ingresa solo los últimos 10 dígitos'],
    ] as const;
    for (const [typed, message] of cases) {
      const read = readPhoneInput(typed, '+52');
      expect(read.cellphone).toBe(typed.replace(/\D/g, ''));
      const parsed = profileInput.safeParse({ fullName: 'Ana López', ...read });
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues.map((i) => i.message)).toContain(message);
    }
  });
});
