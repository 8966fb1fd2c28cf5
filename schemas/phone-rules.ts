/** The phone's country codes and length without zod, for the form that shows them (profile.ts re-exports). */

export const COUNTRY_CODES = ['+1', '+52'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];
export const DEFAULT_COUNTRY_CODE: CountryCode = '+1';
export const CELLPHONE_DIGITS = 10;
