/**
 * How long ago something happened, in Spanish: 'hace unos segundos', 'hace 2 min', 'hace 3 h',
 * 'hace 1 día'. With `seconds`, short ages count seconds ('hace 12 s'), for staff watching a job.
 * A time slightly in the future (clocks a little apart) reads as just now.
 */
export function formatAge(iso: string, now: number, { seconds = false } = {}): string {
  const elapsed = Math.max(0, now - new Date(iso).getTime());
  const s = Math.floor(elapsed / 1000);
  if (s < 60) return seconds ? `hace ${s} s` : 'hace unos segundos';
  const minutes = Math.floor(s / 60);
  if (minutes < 60) return `hace ${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `hace ${hours} h`;
  const days = Math.floor(hours / 24);
  return days === 1 ? 'hace 1 día' : `hace ${days} días`;
}
