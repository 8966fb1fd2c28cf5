/** Mexico's two-digit area codes (Mexico City, Guadalajara, Monterrey); the rest have three. */
const MX_TWO_DIGIT_AREAS = ['55', '56', '33', '81'];

/**
 * A ten-digit phone as people write it in its country (documents, e-mails):
 * Mexico '55 1234 5678' / '222 123 4567', the United States '(617) 555-0123', each after its
 * country code ('+52 55 1234 5678'). What is not ten digits is shown as stored.
 */
export function formatPhoneForPeople(cellphone: string, countryCode: string | null): string {
  const digits = cellphone.replace(/\D/g, '');
  if (digits.length !== 10) return countryCode ? `${countryCode} ${cellphone}` : cellphone;
  let local: string;
  if (countryCode === '+52') {
    const area = MX_TWO_DIGIT_AREAS.includes(digits.slice(0, 2)) ? 2 : 3;
    local =
      area === 2
        ? `${digits.slice(0, 2)} ${digits.slice(2, 6)} ${digits.slice(6)}`
        : `${digits.slice(0, 3)} ${digits.slice(3, 6)} ${digits.slice(6)}`;
  } else {
    local = `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
  }
  return countryCode ? `${countryCode} ${local}` : local;
}
