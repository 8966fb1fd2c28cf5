import { and, asc, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  mediationDisputes,
  mediationDocuments,
  mediationReminders,
  users,
  wallets,
} from '../../db/schema';

/** The creditor's documents, disputes and reminder bookkeeping: the only writer of those tables. */

export type DocumentRow = typeof mediationDocuments.$inferSelect;
export type NewDocument = typeof mediationDocuments.$inferInsert;
export type DisputeRow = typeof mediationDisputes.$inferSelect;
export type ReminderRow = typeof mediationReminders.$inferSelect;

export async function insertDocuments(db: DbOrTx, rows: NewDocument[]) {
  return db.insert(mediationDocuments).values(rows).returning();
}

export function listUserDocuments(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(mediationDocuments)
    .where(eq(mediationDocuments.userId, userId))
    .orderBy(desc(mediationDocuments.createdAt), asc(mediationDocuments.kind));
}

export async function findDocument(db: DbOrTx, id: string) {
  const [row] = await db.select().from(mediationDocuments).where(eq(mediationDocuments.id, id));
  return row;
}

/** The first opening by its owner; later ones change nothing. */
export async function markDocumentOpened(db: DbOrTx, id: string, at: Date) {
  await db
    .update(mediationDocuments)
    .set({ openedAt: at })
    .where(and(eq(mediationDocuments.id, id), isNull(mediationDocuments.openedAt)));
}

/** How many documents of one sending the owner has not opened yet. */
export async function countUnopened(db: DbOrTx, userId: string, reference: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)`.mapWith(Number) })
    .from(mediationDocuments)
    .where(
      and(
        eq(mediationDocuments.userId, userId),
        eq(mediationDocuments.reference, reference),
        isNull(mediationDocuments.openedAt),
      ),
    );
  return row?.count ?? 0;
}

export async function hasDocumentOfKind(db: DbOrTx, userId: string, kind: string) {
  const [row] = await db
    .select({ id: mediationDocuments.id })
    .from(mediationDocuments)
    .where(and(eq(mediationDocuments.userId, userId), eq(mediationDocuments.kind, kind)))
    .limit(1);
  return row !== undefined;
}

/** One of the user's wallets (by the user's e-mail, as wallets are owned). */
export async function findOwnWallet(db: DbOrTx, email: string, walletId: string) {
  const [row] = await db
    .select({
      id: wallets.id,
      address: wallets.address,
      name: wallets.name,
      balance: wallets.pretokenizedBalance,
    })
    .from(wallets)
    .where(and(eq(wallets.id, walletId), eq(wallets.userEmail, email)));
  return row;
}

export async function insertDispute(db: DbOrTx, dispute: typeof mediationDisputes.$inferInsert) {
  const [row] = await db.insert(mediationDisputes).values(dispute).returning();
  return row!;
}

export function listUserDisputes(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(mediationDisputes)
    .where(eq(mediationDisputes.userId, userId))
    .orderBy(desc(mediationDisputes.createdAt), desc(mediationDisputes.id));
}

export function listOpenDisputes(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(mediationDisputes)
    .where(and(eq(mediationDisputes.userId, userId), eq(mediationDisputes.status, 'open')))
    .orderBy(asc(mediationDisputes.createdAt));
}

export async function findDispute(db: DbOrTx, id: string) {
  const [row] = await db.select().from(mediationDisputes).where(eq(mediationDisputes.id, id));
  return row;
}

/** Answers an open dispute; undefined when it was not open (answered meanwhile). */
export async function answerOpenDispute(
  db: DbOrTx,
  id: string,
  answer: { accepted: boolean; reply: string; answeredBy: string; at: Date },
) {
  const [row] = await db
    .update(mediationDisputes)
    .set({
      status: answer.accepted ? 'accepted' : 'rejected',
      reply: answer.reply,
      answeredBy: answer.answeredBy,
      answeredAt: answer.at,
    })
    .where(and(eq(mediationDisputes.id, id), eq(mediationDisputes.status, 'open')))
    .returning();
  return row;
}

/** The owner read the answer; answers whether the dispute is theirs and answered. */
export async function markReplyRead(db: DbOrTx, id: string, userId: string, at: Date) {
  const [row] = await db
    .update(mediationDisputes)
    .set({ replyReadAt: sql`coalesce(${mediationDisputes.replyReadAt}, ${at.toISOString()})` })
    .where(
      and(
        eq(mediationDisputes.id, id),
        eq(mediationDisputes.userId, userId),
        sql`${mediationDisputes.answeredAt} is not null`,
      ),
    )
    .returning();
  return row;
}

/** Starts watching something pending; nothing when the same thing is already watched. */
export async function watchPending(
  db: DbOrTx,
  item: { userId: string; kind: string; subject?: string; since: Date; firstAt: Date },
) {
  await db
    .insert(mediationReminders)
    .values({
      userId: item.userId,
      kind: item.kind,
      subject: item.subject ?? '',
      since: item.since,
      nextAt: item.firstAt,
    })
    .onConflictDoNothing({
      target: [mediationReminders.userId, mediationReminders.kind, mediationReminders.subject],
      where: sql`${mediationReminders.doneAt} is null`,
    });
}

/** Stops watching everything pending from one user (the case ended). */
export async function closeAllPending(db: DbOrTx, userId: string, at: Date) {
  await db
    .update(mediationReminders)
    .set({ doneAt: at })
    .where(and(eq(mediationReminders.userId, userId), isNull(mediationReminders.doneAt)));
}

/** Users with something due, oldest first (not locked: each is claimed on its own). */
export async function usersWithDueReminders(db: DbOrTx, now: Date, limit: number) {
  const rows = await db
    .select({ userId: mediationReminders.userId, due: sql`min(${mediationReminders.nextAt})` })
    .from(mediationReminders)
    .where(and(isNull(mediationReminders.doneAt), lte(mediationReminders.nextAt, now)))
    .groupBy(mediationReminders.userId)
    .orderBy(sql`min(${mediationReminders.nextAt})`)
    .limit(limit);
  return rows.map((r) => r.userId);
}

/**
 * The user's row locked for this transaction, or undefined when another transaction holds it
 * (another instance is reminding them, or staff are moving the case): skipped, not waited for.
 */
export async function tryLockUser(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      name: users.name,
      fullName: users.fullName,
      cellphone: users.cellphone,
      idPhotoFront: users.idPhotoFront,
      idPhotoBack: users.idPhotoBack,
      idPhotoFrontRequest: users.idPhotoFrontRequest,
      idPhotoBackRequest: users.idPhotoBackRequest,
      mediationStatus: users.mediationStatus,
    })
    .from(users)
    .where(eq(users.id, userId))
    .for('update', { skipLocked: true });
  return row;
}

/** Everything still watched for the user, due or not (a reminder staff ask for now). */
export function openRemindersOf(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(mediationReminders)
    .where(and(eq(mediationReminders.userId, userId), isNull(mediationReminders.doneAt)))
    .orderBy(asc(mediationReminders.since));
}

export function dueRemindersOf(db: DbOrTx, userId: string, now: Date) {
  return db
    .select()
    .from(mediationReminders)
    .where(
      and(
        eq(mediationReminders.userId, userId),
        isNull(mediationReminders.doneAt),
        lte(mediationReminders.nextAt, now),
      ),
    )
    .orderBy(asc(mediationReminders.since));
}

export async function updateReminders(
  db: DbOrTx,
  ids: string[],
  change: Partial<Pick<ReminderRow, 'sent' | 'lastSentAt' | 'nextAt' | 'doneAt'>> & {
    countSent?: boolean;
  },
) {
  if (ids.length === 0) return;
  const { countSent, ...set } = change;
  await db
    .update(mediationReminders)
    .set({ ...set, ...(countSent ? { sent: sql`${mediationReminders.sent} + 1` } : {}) })
    .where(inArray(mediationReminders.id, ids));
}

/**
 * Open reminders wait at least until `at`: the demo's cases are dated weeks back (time in stage,
 * the charts) and their reminders count from the seed, so a first `npm start` is not a burst of
 * e-mails (docs/product/creditor-case.md#reminders).
 */
export async function deferOpenReminders(db: DbOrTx, at: Date) {
  await db
    .update(mediationReminders)
    .set({ nextAt: sql`greatest(${mediationReminders.nextAt}, ${at.toISOString()}::timestamptz)` })
    .where(isNull(mediationReminders.doneAt));
}
