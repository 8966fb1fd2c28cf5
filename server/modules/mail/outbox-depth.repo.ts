import { sql } from 'drizzle-orm';
import { queryRows, type Db } from '../../db/client';

/** Mails still to send (neither sent nor given up) and the age of the oldest, for the metrics. */
export async function outboxDepth(
  db: Db,
  now: Date,
): Promise<{ waiting: number; oldestAgeSeconds: number }> {
  const [row] = await queryRows<{ waiting: string | number; oldest: string | Date | null }>(
    db,
    sql`select count(*) as waiting, min(created_at) as oldest from mail_outbox
        where sent_at is null and gave_up_at is null`,
  );
  const oldest = row?.oldest ? new Date(row.oldest) : undefined;
  return {
    waiting: Number(row?.waiting ?? 0),
    oldestAgeSeconds: oldest ? Math.max(0, (now.getTime() - oldest.getTime()) / 1000) : 0,
  };
}
