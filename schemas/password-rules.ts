/** The password rules without zod, for the forms that state them (new-password.ts checks them). */

export const MIN_PASSWORD = 12;

/**
 * Passwords of twelve characters or more that lists of leaked passwords put near the top, and
 * their Spanish cousins (docs/product/security.md#passwords): refused whatever their case.
 */
const COMMON_PASSWORDS = new Set([
  '123456789012',
  '1234567890123',
  '12345678901234',
  '123456789abc',
  '1q2w3e4r5t6y',
  'abcdefghijkl',
  'abc123456789',
  'qwertyuiop12',
  'qwertyuiopas',
  'qwerty123456',
  'asdfghjklñ12',
  'password1234',
  'password123!',
  'passwordpassword',
  'iloveyou1234',
  'contraseña12',
  'contraseña123',
  'contrasena123',
  'contraseña1234',
  'contrasena1234',
  'micontraseña',
  'micontrasena1',
  'cartera12345',
  'carterausdt1',
  'bitcoin12345',
  'usdt12345678',
  'tequiero1234',
  'holamundo123',
]);

/** Twelve or more of one character ('aaaaaaaaaaaa'), or a common one. */
export function isCommonPassword(password: string) {
  const folded = password.toLowerCase();
  return COMMON_PASSWORDS.has(folded) || /^(.)\1*$/u.test(folded);
}
