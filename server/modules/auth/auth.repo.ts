import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { preparedFor } from '../../db/prepared';
import { sessions, users } from '../../db/schema';
import { liveSession, sessionUseDue, sessionUserRead, type LiveSession } from './live-session-sql';

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
export async function findSessionUser(db: DbOrTx, live: LiveSession) {
  const [row] = await sessionUserQuery(db).execute(live);
  return row && { value: row.user, useDue: row.useDue };
}

// The guard of every user route: prepared once (docs/decisions/web-speed.md#hot-reads-sent-as-built).
const sessionUserQuery = preparedFor((db) =>
  db
    .select({ user: users, useDue: sessionUseDue() })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(liveSession())
    .prepare('session_user'),
);

/** The columns GET /api/user answers from (toCurrentUser), and nothing else of the user's row. */
const currentUserColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  fullName: users.fullName,
  cellphone: users.cellphone,
  countryCode: users.countryCode,
  country: users.country,
  walletCount: users.walletCount,
  totalBalance: users.totalBalance,
  payoutFrozenUntil: users.payoutFrozenUntil,
};

/** GET /api/user's columns of a live session's user, in one prepared round trip. */
export const findSessionCurrentUser = sessionUserRead('session_current_user', currentUserColumns);

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
