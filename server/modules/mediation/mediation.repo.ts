import { and, asc, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mediationEvents, users, wallets } from '../../db/schema';
import { overdueCondition, stageTargetDays } from './stage-overdue';
import type { AssigneeFilter } from '@schemas/assignment';
import { assigneeCondition, assigneeName } from '../assignment/assignee-sql';
import type { UserSort } from '../admin-lists/user-sort';

const caseColumns = {
  id: users.id,
  email: users.email,
  name: users.name,
  fullName: users.fullName,
  cellphone: users.cellphone,
  countryCode: users.countryCode,
  country: users.country,
  walletCount: users.walletCount,
  totalBalance: users.totalBalance,
  idPhotoFront: users.idPhotoFront,
  idPhotoBack: users.idPhotoBack,
  idPhotoFrontRequest: users.idPhotoFrontRequest,
  idPhotoBackRequest: users.idPhotoBackRequest,
  verified: users.verified,
  selectedForMediation: users.selectedForMediation,
  mediationStatus: users.mediationStatus,
  /** docs/product/staff-at-scale.md#assignment */
  assigneeId: users.assigneeId,
};

export type CaseRow = Awaited<ReturnType<typeof findCase>>;

/**
 * Disputes staff have not answered, and the last reminder e-mail: what the board flags. Written
 * out with the table named, because in a one-table select Drizzle leaves columns unqualified.
 */
const caseFlags = {
  openDisputes:
    sql<number>`(select count(*) from mediation_disputes d where d.user_id = "users"."id" and d.status = 'open')`.mapWith(
      Number,
    ),
  lastReminderAt:
    sql<Date | null>`(select max(e.created_at) from mediation_events e where e.user_id = "users"."id" and e.kind = 'reminder')`.mapWith(
      (value: string | Date | null) => (value === null ? null : new Date(value)),
    ),
  assigneeName: assigneeName(users.assigneeId),
};

export async function findCase(db: DbOrTx, userId: string) {
  const [row] = await db.select(caseColumns).from(users).where(eq(users.id, userId));
  return row;
}

/** The user's row locked until the transaction ends: moves of one case happen one at a time. */
export async function lockCase(db: DbOrTx, userId: string) {
  const [row] = await db.select(caseColumns).from(users).where(eq(users.id, userId)).for('update');
  return row;
}

/** The stage lists' `assignee` filter (index users_mediation_assignee_idx). */
export const caseAssigneeCondition = (filter: AssigneeFilter | undefined, meId: string) =>
  assigneeCondition(users.assigneeId, filter, meId);

/** Sets or clears the case's assignee (the caller holds the case's lock). */
export async function setCaseAssignee(db: DbOrTx, userId: string, assigneeId: string | null) {
  await db.update(users).set({ assigneeId }).where(eq(users.id, userId));
}

/** The cases assigned to one staff member, locked (the member is being disabled). */
export function lockCasesAssignedTo(db: DbOrTx, staffId: string) {
  return db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.assigneeId, staffId))
    .orderBy(asc(users.id))
    .for('update');
}

/** Cases per stage, from the partial index over the users in mediation only. */
export function countCasesByStage(db: DbOrTx) {
  return db
    .select({
      stage: users.mediationStatus,
      count: sql<number>`count(*)`.mapWith(Number),
    })
    .from(users)
    .where(isNotNull(users.mediationStatus))
    .groupBy(users.mediationStatus);
}

/** How long the case has been in its stage, against the stage's target (docs/product/staff-at-scale.md#stage-targets). */
const stageTime = (now: Date) => ({
  stageSince: users.mediationStageAt,
  targetDays: stageTargetDays(),
  overdue: overdueCondition(now),
});

export interface StagePage {
  /** The stage and the filters (stage-filters.ts), and where the page starts (the sort's cursor). */
  conditions: SQL[];
  sort: UserSort;
  limit: number;
  offset: number;
  /** What the time in stage is measured against. */
  now: Date;
}

/** One page of a stage's cases in the sort's order; `limit + 1` rows so the caller knows if more follow. */
export function listStageCases(db: DbOrTx, page: StagePage) {
  return db
    .select({ ...caseColumns, ...caseFlags, ...stageTime(page.now), sortKey: page.sort.cursorKey })
    .from(users)
    .where(and(...page.conditions))
    .orderBy(...page.sort.orderBy)
    .limit(page.limit + 1)
    .offset(page.offset);
}

/** The wallets the documents list, in the order they were registered. */
export function listCaseWallets(db: DbOrTx, email: string) {
  return db
    .select({
      name: wallets.name,
      address: wallets.address,
      balance: wallets.pretokenizedBalance,
    })
    .from(wallets)
    .where(eq(wallets.userEmail, email))
    .orderBy(asc(wallets.createdAt), asc(wallets.address));
}

export type NewMediationEvent = typeof mediationEvents.$inferInsert;
export type MediationEventRow = typeof mediationEvents.$inferSelect;

export async function insertMediationEvent(db: DbOrTx, event: NewMediationEvent) {
  const [row] = await db.insert(mediationEvents).values(event).returning();
  return row!;
}

export interface TimelinePageQuery {
  limit: number;
  /** Entries older than this [createdAt ISO, id] (a cursor). */
  before?: readonly [string, string];
}

/** A case's timeline, newest first; `limit + 1` rows. */
export function listMediationEvents(db: DbOrTx, userId: string, page: TimelinePageQuery) {
  return db
    .select()
    .from(mediationEvents)
    .where(
      and(
        eq(mediationEvents.userId, userId),
        page.before
          ? sql`(${mediationEvents.createdAt}, ${mediationEvents.id}) < (${page.before[0]}::timestamptz, ${page.before[1]}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(mediationEvents.createdAt), desc(mediationEvents.id))
    .limit(page.limit + 1);
}
