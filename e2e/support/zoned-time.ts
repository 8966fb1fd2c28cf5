/** An ISO instant as the app writes it ('29/11/2026, 04:43 p.m.'), in `timeZone`, by the browser's own Intl. */
export const zoned = (iso: string, timeZone: string) =>
  new Intl.DateTimeFormat('es-MX', {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone,
  }).format(new Date(iso));
