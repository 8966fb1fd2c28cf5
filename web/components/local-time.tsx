import { useSyncExternalStore } from 'react';
import { formatDateTime, formatUnixTime, type DateZone } from '@/lib/format-date';

/**
 * The server cannot know the reader's time zone, so a page it renders shows times in Mexico
 * City's (where most creditors are) until it hydrates; then in the browser's. The hydration
 * reads the same zone as the server, so the two agree (docs/decisions/server-rendering.md).
 */
const unchanging = () => () => {};

const useLocalTime = (format: (zone: DateZone) => string) =>
  useSyncExternalStore(
    unchanging,
    () => format('local'),
    () => format('mexico'),
  );

/** An ISO timestamp as 'dd/mm/aaaa, hh:mm a.m.' in the reader's time zone. */
export function LocalDateTime({ iso }: { iso: string }) {
  return useLocalTime((zone) => formatDateTime(iso, zone));
}

/** Unix seconds (chain timestamps) as '22 nov 2026, 5:30:21 a.m.' in the reader's time zone. */
export function LocalUnixTime({ seconds }: { seconds: number }) {
  return useLocalTime((zone) => formatUnixTime(seconds, zone));
}
