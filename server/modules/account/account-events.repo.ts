import { and, count, desc, eq, gt, ne } from 'drizzle-orm';
import type { AccountEventKind } from '@schemas/payout-safety';
import type { DbOrTx } from '../../db/client';
import { accountEvents, sessions, users } from '../../db/schema';

export interface NewAccountEvent {
  userId: string;
  kind: AccountEventKind;
  at: Date;
  network?: string | null;
  device?: string | null;
  deviceIdHash?: string | null;
  newDevice?: boolean;
}

export async function insertAccountEvent(tx: DbOrTx, event: NewAccountEvent) {
  await tx.insert(accountEvents).values(event);
}

/** The account's latest events, newest first. */
export function latestAccountEvents(db: DbOrTx, userId: string, limit: number) {
  return db
    .select()
    .from(accountEvents)
    .where(eq(accountEvents.userId, userId))
    .orderBy(desc(accountEvents.at), desc(accountEvents.id))
    .limit(limit);
}

/**
 * Locks the user's row until the end of the transaction, so two sign-ins of one account are
 * judged new or known one after the other (an alert is sent once per new device).
 */
export async function lockUserForSignIn(tx: DbOrTx, userId: string) {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** Sign-ins of the account since `since`: all of them, and those matching this device or network. */
export async function signInHistory(
  tx: DbOrTx,
  userId: string,
  since: Date,
  place: { network: string | null; device: string; deviceIdHash: string | null },
) {
  const signIns = and(eq(accountEvents.userId, userId), eq(accountEvents.kind, 'sign-in'));
  const [any] = await tx.select({ n: count() }).from(accountEvents).where(signIns);
  const recent = and(signIns, gt(accountEvents.at, since));
  const sameCookie = place.deviceIdHash
    ? eq(accountEvents.deviceIdHash, place.deviceIdHash)
    : undefined;
  const samePlace = place.network
    ? and(eq(accountEvents.network, place.network), eq(accountEvents.device, place.device))
    : undefined;
  const [cookie] = sameCookie
    ? await tx.select({ n: count() }).from(accountEvents).where(and(recent, sameCookie))
    : [{ n: 0 }];
  const [network] = samePlace
    ? await tx.select({ n: count() }).from(accountEvents).where(and(recent, samePlace))
    : [{ n: 0 }];
  return {
    everSignedIn: Number(any?.n) > 0,
    knownDevice: Number(cookie?.n) > 0,
    knownNetwork: Number(network?.n) > 0,
  };
}

/** Ends every session of the user but `keepSessionId`; answers how many ended. */
export async function deleteOtherSessions(tx: DbOrTx, userId: string, keepSessionId: string) {
  const ended = await tx
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)))
    .returning({ id: sessions.id });
  return ended.length;
}
