/** Money, dates and addresses as people read them (es-MX). Amounts stay decimal strings. */
export { formatUsdt } from '../../schemas/usdt-amount';

/** '0x7099…c79C8': the first `head` and last `tail` characters. */
export function shortenAddress(address: string, head = 6, tail = 5): string {
  if (address.length <= head + tail) return address;
  return `${address.slice(0, head)}…${address.slice(-tail)}`;
}

const dateTime = new Intl.DateTimeFormat('es-MX', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** An ISO timestamp as 'dd/mm/aaaa, hh:mm' in the viewer's time zone. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));
