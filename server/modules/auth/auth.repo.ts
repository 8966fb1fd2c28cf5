import { and, eq, gt, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedFor } from '../../db/prepared';
import { sessions, users } from '../../db/schema';

export async function insertSession(
  db: DbOrTx,
  id: string,
  userId: string,
  expiresAt: Date,
  now: Date,
) {
  await db.insert(sessions).values({ id, userId, expiresAt, lastUsedAt: now, createdAt: now });
}

/** The user behind a live session (not expired, used since `idleSince`), in one round trip. */
export async function findSessionUser(db: DbOrTx, sessionId: string, now: Date, idleSince: Date) {
  const [row] = await sessionUserQuery(db).execute({ sessionId, now, idleSince });
  return row;
}

// The guard of every user route: prepared once (docs/decisions/web-speed.md#hot-reads-sent-as-built).
const sessionUserQuery = preparedFor((db) =>
  db
    .select({ user: users, lastUsedAt: sessions.lastUsedAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        gt(sessions.expiresAt, sql.placeholder('now')),
        gt(sessions.lastUsedAt, sql.placeholder('idleSince')),
      ),
    )
    .prepare('session_user'),
);

/** Records a use of the session: its inactivity limit starts again from `now`. */
export async function touchSession(db: DbOrTx, sessionId: string, now: Date) {
  await db.update(sessions).set({ lastUsedAt: now }).where(eq(sessions.id, sessionId));
}

export async function deleteSession(db: DbOrTx, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of the user; answers how many there were. */
export async function deleteUserSessions(db: DbOrTx, userId: string) {
  const ended = await db
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Ends every session of the user but `keepId` (the one asking); answers how many ended. */
export async function deleteOtherUserSessions(db: DbOrTx, userId: string, keepId: string) {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepId)))
    .returning({ id: sessions.id });
  return ended.length;
}
