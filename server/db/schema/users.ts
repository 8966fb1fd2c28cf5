import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { MEDIATION_STAGE_IDS } from '../../../schemas/mediation';

const stageList = sql.raw(MEDIATION_STAGE_IDS.map((id) => `'${id}'`).join(', '));

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    password: text('password').notNull(),
    name: text('name').notNull(),
    fullName: text('full_name'),
    cellphone: text('cellphone'),
    countryCode: text('country_code'),
    /** Registration date as a spreadsheet serial day number (base 1900-01-01, offset 2). */
    date: integer('date'),
    country: text('country'),
    idPhotoFront: text('id_photo_front'),
    idPhotoBack: text('id_photo_back'),
    /** Why staff asked for a new front photo; set while that side is empty, cleared by the upload. */
    idPhotoFrontRequest: text('id_photo_front_request'),
    idPhotoBackRequest: text('id_photo_back_request'),
    /**
     * When the user uploaded a photo staff had asked for: the user is under 'Identidades por
     * verificar' until staff verify or ask again (docs/product/profile-and-identity.md#evidence-kept).
     */
    idPhotoResentAt: timestamp('id_photo_resent_at', { withTimezone: true }),
    walletCount: integer('wallet_count').notNull().default(0),
    totalBalance: numeric('total_balance', { precision: 15, scale: 2 }).notNull().default('0.00'),
    verified: integer('verified'),
    selectedForMediation: integer('selected_for_mediation'),
    /** A stage id of schemas/mediation.ts while selected for mediation, else null. */
    mediationStatus: text('mediation_status'),
    /**
     * When the case entered its current stage (docs/product/staff-at-scale.md#stage-targets);
     * written with `mediationStatus` by the mediation workflow, null outside mediation.
     */
    mediationStageAt: timestamp('mediation_stage_at', { withTimezone: true }),
    /**
     * No new withdrawal order before this moment: set by a password reset or change, or staff
     * ending the sessions (docs/product/payout-safety.md#payout-freeze).
     */
    payoutFrozenUntil: timestamp('payout_frozen_until', { withTimezone: true }),
    /**
     * The staff member (admins.id) the mediation case is assigned to, or null
     * (docs/product/staff-at-scale.md#assignment). The foreign key (on delete set null) is in the
     * custom migration assignment_foreign_key: declaring it here would import auth.ts, which
     * imports this file.
     */
    assigneeId: uuid('assignee_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * What the admin search looks in, kept by the database itself: name, full name and e-mail
     * folded (no accents, lower case: SQL function `admin_search_fold`), then the phone's
     * digits with the country code's. Never written by the app.
     */
    searchKey: text('search_key')
      .notNull()
      .generatedAlwaysAs(
        sql`admin_search_fold(name || ' ' || coalesce(full_name, '') || ' ' || email) || ' ' || regexp_replace(coalesce(country_code, '') || coalesce(cellphone, ''), '[^0-9]', '', 'g')`,
      ),
  },
  // Also in SQL only (custom migration users_registration_index): the admin lists' order.
  (t) => [
    index('users_search_key_trgm').using('gin', sql`${t.searchKey} gin_trgm_ops`),
    check('users_mediation_stage_check', sql`${t.mediationStatus} in (${stageList})`),
    // Invited (selectedForMediation 1) exactly when the user is in a stage.
    check(
      'users_mediation_state_check',
      sql`(coalesce(${t.selectedForMediation}, 0) = 1) = (${t.mediationStatus} is not null)`,
    ),
    // A case always knows when it entered its stage: the days-in-stage sort pages on it.
    check(
      'users_mediation_stage_at_check',
      sql`${t.mediationStatus} is null or ${t.mediationStageAt} is not null`,
    ),
    index('users_id_photo_resent_idx')
      .on(t.idPhotoResentAt)
      .where(sql`${t.idPhotoResentAt} is not null`),
    // Sorts and filters of the admin lists (docs/decisions/admin-lists.md#filters-in-sql).
    index('users_name_sort_idx').on(sql`coalesce(${t.fullName}, ${t.name})`, t.id),
    index('users_balance_sort_idx').on(t.totalBalance, t.id),
    index('users_country_registration_idx').on(
      t.country,
      sql`(coalesce(${t.date}, 0)) desc`,
      sql`${t.id} desc`,
    ),
    index('users_mediation_balance_idx')
      .on(t.mediationStatus, t.totalBalance, t.id)
      .where(sql`${t.mediationStatus} is not null`),
    // The board's counts and lists read only the users in mediation.
    index('users_mediation_idx')
      .on(t.mediationStatus, sql`coalesce(${t.fullName}, ${t.name})`, t.id)
      .where(sql`${t.mediationStatus} is not null`),
    // Overdue counts and filters: a stage's cases by how long they have been there.
    index('users_mediation_stage_at_idx')
      .on(t.mediationStatus, t.mediationStageAt)
      .where(sql`${t.mediationStatus} is not null`),
    // The board's 'Mis casos' / 'Sin asignar' / one person's cases, per stage.
    index('users_mediation_assignee_idx')
      .on(t.assigneeId, t.mediationStatus)
      .where(sql`${t.mediationStatus} is not null`),
  ],
);

export type User = typeof users.$inferSelect;
