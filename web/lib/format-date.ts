/*
 * Dates in Spanish (Mexico), built from Date's own fields rather than Intl.DateTimeFormat: a
 * browser's first Intl call loads its locale data, 30–70 ms of blocked main thread measured in
 * Chromium here, on the first render of every screen that shows a date
 * (docs/decisions/web-speed.md).
 */

/** 'local': the reader's time zone. 'mexico': Mexico City's (UTC−6, without daylight saving since 2022). */
export type DateZone = 'local' | 'mexico';

const MEXICO_OFFSET_MS = -6 * 60 * 60 * 1000;
const MONTHS = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

interface Fields {
  year: number;
  month: number;
  day: number;
  hours: number;
  minutes: number;
  seconds: number;
}

function fieldsOf(date: Date, zone: DateZone): Fields {
  if (zone === 'local') {
    return {
      year: date.getFullYear(),
      month: date.getMonth(),
      day: date.getDate(),
      hours: date.getHours(),
      minutes: date.getMinutes(),
      seconds: date.getSeconds(),
    };
  }
  const shifted = new Date(date.getTime() + MEXICO_OFFSET_MS);
  return {
    year: shifted.getUTCFullYear(),
    month: shifted.getUTCMonth(),
    day: shifted.getUTCDate(),
    hours: shifted.getUTCHours(),
    minutes: shifted.getUTCMinutes(),
    seconds: shifted.getUTCSeconds(),
  };
}

const two = (n: number) => String(n).padStart(2, '0');
/** The 12-hour clock: 0 → 12 a.m., 13 → 1 p.m. */
const hour12 = (hours: number) => hours % 12 || 12;
const period = (hours: number) => (hours < 12 ? 'a.m.' : 'p.m.');

/** An ISO timestamp as '23/11/2026, 05:23 p.m.'. */
export function formatDateTime(iso: string, zone: DateZone = 'local'): string {
  const f = fieldsOf(new Date(iso), zone);
  return `${two(f.day)}/${two(f.month + 1)}/${f.year}, ${two(hour12(f.hours))}:${two(f.minutes)} ${period(f.hours)}`;
}

/** Unix seconds (chain timestamps) as '22 nov 2026, 5:30:21 a.m.'. */
export function formatUnixTime(seconds: number, zone: DateZone = 'local'): string {
  const f = fieldsOf(new Date(seconds * 1000), zone);
  return `${f.day} ${MONTHS[f.month]} ${f.year}, ${hour12(f.hours)}:${two(f.minutes)}:${two(f.seconds)} ${period(f.hours)}`;
}

/** A calendar day (YYYY-MM-DD, no time zone) as '5 nov'. */
export function formatDay(day: string): string {
  const [, month, date] = day.split('-').map(Number);
  return `${date} ${MONTHS[month! - 1]}`;
}
