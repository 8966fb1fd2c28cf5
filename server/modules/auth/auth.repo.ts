import { and, eq, gt } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { sessions, users } from '../../db/schema';

export async function insertSession(
  db: DbOrTx,
  id: string,
  userId: string,
  expiresAt: Date,
  now: Date,
) {
  await db.insert(sessions).values({ id, userId, expiresAt, createdAt: now });
}

/** The user behind a live session, in one round trip. */
export async function findSessionUser(db: DbOrTx, sessionId: string, now: Date) {
  const [row] = await db
    .select({ user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.id, sessionId), gt(sessions.expiresAt, now)));
  return row?.user;
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
