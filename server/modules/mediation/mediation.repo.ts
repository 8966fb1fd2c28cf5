import { and, asc, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { MediationStageId } from '@schemas/mediation';
import type { DbOrTx } from '../../db/client';
import { mediationEvents, users, wallets } from '../../db/schema';
import { overdueCondition, overdueFilter, stageTargetDays } from './stage-overdue';
import type { AssigneeFilter } from '@schemas/assignment';
import { assigneeCondition, assigneeName } from '../assignment/assignment.repo';

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

/** The status of the case's newest agreement that is not voided (docs/product/signed-agreement.md). */
const currentAgreementStatus = sql`(select a.status from mediation_agreements a where a.user_id = "users"."id" and a.status <> 'voided' order by a.issued_at desc limit 1)`;

/** The list's sort key: the name people see (full name, else name), then the id. */
export const sortName = sql<string>`coalesce(${users.fullName}, ${users.name})`;

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
  /** 'Para Firma' only: cases whose current agreement is not signed, or was declined. */
  agreement?: 'unsigned' | 'declined';
  limit: number;
  /** After this [name, id] (a cursor), else skip `offset` rows. */
  after?: readonly [string, string];
  offset: number;
  /** Another filter's condition (e.g. the assignee's, server/modules/assignment), and-ed in. */
  where?: SQL;
  /** Only the overdue cases (true) or the others (false). */
  overdue?: boolean;
  /** What overdue is measured against. */
  now: Date;
}

/**
 * The cases of a stage list (and of its agreement filter): what the list shows and what a bulk
 * action on "everything matching" acts on (docs/product/staff-at-scale.md#bulk-actions).
 */
export function stageCaseConditions(stage: MediationStageId, agreement?: StagePage['agreement']) {
  return and(
    eq(users.mediationStatus, stage),
    agreement === 'declined' ? sql`${currentAgreementStatus} = 'declined'` : undefined,
    agreement === 'unsigned'
      ? sql`coalesce(${currentAgreementStatus}, 'none') not in ('signed', 'declined')`
      : undefined,
  );
}

/** One page of a stage's cases by name; `limit + 1` rows so the caller knows if more follow. */
export function listStageCases(db: DbOrTx, stage: MediationStageId, page: StagePage) {
  const query = db
    .select({ ...caseColumns, ...caseFlags, ...stageTime(page.now), sortName })
    .from(users)
    .where(
      and(
        stageCaseConditions(stage, page.agreement),
        page.overdue === undefined ? undefined : overdueFilter(page.overdue, page.now),
        page.where,
        page.after
          ? sql`(${sortName}, ${users.id}) > (${page.after[0]}, ${page.after[1]}::uuid)`
          : undefined,
      ),
    )
    .orderBy(asc(sortName), asc(users.id))
    .limit(page.limit + 1);
  return page.after ? query : query.offset(page.offset);
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

/**
 * The case's entries since the user's latest invitation, oldest first: what the creditor's view
 * is built from (a case that was removed and invited again starts over).
 */
export function listCurrentCaseEvents(db: DbOrTx, userId: string) {
  const invited = sql`(select max(${mediationEvents.createdAt}) from ${mediationEvents} where ${mediationEvents.userId} = ${userId} and ${mediationEvents.kind} = 'invited')`;
  return db
    .select()
    .from(mediationEvents)
    .where(and(eq(mediationEvents.userId, userId), sql`${mediationEvents.createdAt} >= ${invited}`))
    .orderBy(asc(mediationEvents.createdAt), asc(mediationEvents.seq));
}
