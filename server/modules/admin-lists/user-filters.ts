import { eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { UserFilters } from '@schemas/admin-list-filters';
import { users } from '../../db/schema';

/**
 * The users lists' filters as SQL conditions (docs/decisions/admin-lists.md#filters-in-sql):
 * one small function per query parameter, each answering a condition or nothing. The Usuarios
 * list, a stage's list and the bulk jobs ("everything matching the filter") all build their
 * WHERE from `userFilterConditions`, so a filter matches the same users everywhere. Correlated
 * subqueries name the table: in a one-table select Drizzle leaves columns unqualified.
 */

const DAY_MS = 86_400_000;
/** Spreadsheet serial day of 1970-01-01, as `users.date` counts (see import.service.ts). */
const UNIX_EPOCH_SERIAL_DAY = 25_569;

/** 'YYYY-MM-DD' as the spreadsheet serial day `users.date` holds. */
export const serialDayOfIsoDay = (day: string) =>
  Math.floor(Date.parse(`${day}T00:00:00Z`) / DAY_MS) + UNIX_EPOCH_SERIAL_DAY;

/** The registration day as the list's order index holds it (none counts as 0). */
export const registrationDay = sql<number>`coalesce(${users.date}, 0)`;

const yes = (flag: '1' | '0' | undefined, condition: SQL) =>
  flag === undefined ? undefined : flag === '1' ? condition : sql`not (${condition})`;

/** 'none': not in mediation; else that stage. */
export const byStage = (stage: UserFilters['stage']) =>
  stage === undefined
    ? undefined
    : stage === 'none'
      ? isNull(users.mediationStatus)
      : eq(users.mediationStatus, stage);

export const byVerified = (flag: UserFilters['verified']) =>
  yes(flag, sql`coalesce(${users.verified}, 0) = 1`);

/** The one definition's SQL twin, `admin_profile_complete` (docs/product/profile-and-identity.md#complete-profile). */
export const byProfileComplete = (flag: UserFilters['complete']) =>
  yes(
    flag,
    sql`admin_profile_complete(${users.fullName}, ${users.cellphone}, ${users.idPhotoFront}, ${users.idPhotoBack})`,
  );

/** Both sides of the ID, not blank: `hasBothIdPhotos` of schemas/profile-complete.ts in SQL (`js_blank`). */
export const byBothIdPhotos = (flag: UserFilters['photos']) =>
  yes(flag, sql`(not js_blank(${users.idPhotoFront}) and not js_blank(${users.idPhotoBack}))`);

export const byCountry = (country: UserFilters['country']) =>
  country === undefined ? undefined : eq(users.country, country);

export const byMinBalance = (min: UserFilters['minBalance']) =>
  min === undefined ? undefined : sql`${users.totalBalance} >= ${min}::numeric`;

export const byMaxBalance = (max: UserFilters['maxBalance']) =>
  max === undefined ? undefined : sql`${users.totalBalance} <= ${max}::numeric`;

/** From that day on, inclusive; users without a registration day never match a range. */
export const byRegisteredFrom = (day: UserFilters['registeredFrom']) =>
  day === undefined ? undefined : sql`${registrationDay} >= ${serialDayOfIsoDay(day)}::int`;

export const byRegisteredTo = (day: UserFilters['registeredTo']) =>
  day === undefined
    ? undefined
    : sql`${registrationDay} between 1 and ${serialDayOfIsoDay(day)}::int`;

/** 'Saldo en disputa': a balance dispute staff have not answered (docs/product/creditor-case.md#balance-disputes). */
export const byOpenDispute = (flag: UserFilters['dispute']) =>
  yes(
    flag,
    sql`exists (select 1 from mediation_disputes d where d.user_id = "users"."id" and d.status = 'open')`,
  );

/**
 * Each case's current agreement (its newest one not voided) and its state as agreement-state.ts
 * reads it: 'expired' is issued and past its expiry at `now`, 'viewed' issued and opened. The
 * filters start from the agreements, not from every user (docs/decisions/admin-lists.md#filters-in-sql).
 */
const currentAgreements = (now: Date) =>
  sql`select distinct on (a.user_id) a.user_id, case when a.status in ('signed', 'declined') then a.status when a.expires_at <= ${now.toISOString()}::timestamptz then 'expired' when a.viewed_at is not null then 'viewed' else 'issued' end as state from mediation_agreements a where a.status <> 'voided' order by a.user_id, a.issued_at desc`;

/** 'none': no agreement but voided ones; 'unsigned': anything but signed or declined, no agreement included. */
export const byAgreement = (state: UserFilters['agreement'], now: Date) => {
  if (state === undefined) return undefined;
  if (state === 'none') {
    return sql`not exists (select 1 from mediation_agreements a where a.user_id = "users"."id" and a.status <> 'voided')`;
  }
  if (state === 'unsigned') {
    return sql`"users"."id" not in (select c.user_id from (${currentAgreements(now)}) c where c.state in ('signed', 'declined'))`;
  }
  return sql`"users"."id" in (select c.user_id from (${currentAgreements(now)}) c where c.state = ${state})`;
};

/** Every condition the filters ask for (AND them); `now` decides which agreements are past expiry. */
export function userFilterConditions(filters: UserFilters, now: Date): SQL[] {
  return [
    byStage(filters.stage),
    byVerified(filters.verified),
    byProfileComplete(filters.complete),
    byBothIdPhotos(filters.photos),
    byCountry(filters.country),
    byMinBalance(filters.minBalance),
    byMaxBalance(filters.maxBalance),
    byRegisteredFrom(filters.registeredFrom),
    byRegisteredTo(filters.registeredTo),
    byOpenDispute(filters.dispute),
    byAgreement(filters.agreement, now),
  ].filter((c): c is SQL => c !== undefined);
}
