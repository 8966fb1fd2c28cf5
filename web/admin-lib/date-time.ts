const dateTime = new Intl.DateTimeFormat('es-MX', {
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** '2026-01-15T12:00:00Z' → '15/01/2026, 06:00 a.m.' (local time); null → 'Nunca'. */
export const formatAdminDateTime = (iso: string | null) =>
  iso ? dateTime.format(new Date(iso)) : 'Nunca';
