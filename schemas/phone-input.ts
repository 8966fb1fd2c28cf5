import { CELLPHONE_DIGITS, type CountryCode } from './phone-rules';

/** Country prefixes as people write them before a ten-digit number, and Mexico's old mobile '1'. */
const PREFIXES: { country: CountryCode; digits: string }[] = [
  { country: '+52', digits: '521' },
  { country: '+52', digits: '52' },
  { country: '+1', digits: '1' },
];

/**
 * What a person typed or pasted into the phone field, read forgivingly
 * (docs/product/profile-and-identity.md#personal-information): only the digits, and a country
 * prefix ('+52 55 1234 5678', '52 5512345678', '+1 (617) 555-0123') dropped and its country
 * chosen when what follows it is exactly ten digits. Anything else keeps every digit, so the
 * form says what is wrong instead of cutting the number silently.
 */
export function readPhoneInput(
  typed: string,
  country: CountryCode,
): { cellphone: string; countryCode: CountryCode } {
  const digits = typed.replace(/\D/g, '');
  if (digits.length > CELLPHONE_DIGITS) {
    for (const prefix of PREFIXES) {
      if (
        digits.length === prefix.digits.length + CELLPHONE_DIGITS &&
        digits.startsWith(prefix.digits)
      ) {
        return { cellphone: digits.slice(prefix.digits.length), countryCode: prefix.country };
      }
    }
  }
  return { cellphone: digits, countryCode: country };
}
