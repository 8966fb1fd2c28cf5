import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { TARGETED_STAGE_IDS } from '../../../schemas/stage-targets';
import { users } from './users';
import { wallets } from './wallets';

const targetedStageList = sql.raw(TARGETED_STAGE_IDS.map((id) => `'${id}'`).join(', '));

/**
 * A mediation case's timeline: every invitation, move, note, documents sent and removal, with
 * who did it, when and why. Written only by the mediation workflow module.
 */
export const mediationEvents = pgTable(
  'mediation_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'admin:<username>' or 'system'. */
    actor: text('actor').notNull(),
    kind: text('kind').notNull(),
    fromStage: text('from_stage'),
    toStage: text('to_stage'),
    /** The reason of a move back, or the note. */
    text: text('text'),
    /** Documents sent (reference, file names), identity verified on the move… */
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Insertion order: entries written at the same instant still read in the order they happened. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity(),
  },
  (t) => [
    index('mediation_events_user_idx').on(t.userId, t.createdAt, t.id),
    // When a case entered its stage: the 'inStage' sort of the stage lists.
    index('mediation_events_stage_entry_idx').on(t.userId, t.toStage, t.createdAt),
  ],
);

/**
 * Every document generated for a creditor (the agreement and the statement sent in 'Docs
 * P/Firma', and later ones), its bytes sealed in object storage like the ID photos. Written only
 * by the mediation module; read by its owner and by staff.
 */
export const mediationDocuments = pgTable(
  'mediation_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A kind of schemas/mediation-case.ts (MEDIATION_DOCUMENT_KINDS). */
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    /** The file name offered on download. */
    filename: text('filename').notNull(),
    /** The sending it belongs to ('MED-20260115-3F9A0C21'). */
    reference: text('reference').notNull(),
    storageKey: text('storage_key').notNull(),
    /** Which encryption key sealed the bytes. */
    keyId: text('key_id').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    /** Hex SHA-256 of the PDF as issued. */
    sha256: text('sha256').notNull(),
    /** When the owner first opened or downloaded it (it counts as reviewed). */
    openedAt: timestamp('opened_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mediation_documents_user_idx').on(t.userId, t.createdAt)],
);

/**
 * A creditor's disagreement with one wallet's balance, and the staff's answer. At most one open
 * per wallet, held by the database.
 */
export const mediationDisputes = pgTable(
  'mediation_disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    walletId: uuid('wallet_id')
      .notNull()
      .references(() => wallets.id, { onDelete: 'cascade' }),
    /** The wallet as it was when disputed: address, name and pretokenized balance. */
    address: text('address').notNull(),
    walletName: text('wallet_name'),
    balance: numeric('balance', { precision: 18, scale: 8 }).notNull(),
    reason: text('reason').notNull(),
    /** 'open', 'accepted' or 'rejected'. */
    status: text('status').notNull().default('open'),
    reply: text('reply'),
    /** 'admin:<username>'; never shown to the creditor. */
    answeredBy: text('answered_by'),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    /** When the creditor read the answer. */
    replyReadAt: timestamp('reply_read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('mediation_disputes_status_check', sql`${t.status} in ('open', 'accepted', 'rejected')`),
    uniqueIndex('mediation_disputes_one_open_idx')
      .on(t.walletId)
      .where(sql`${t.status} = 'open'`),
    index('mediation_disputes_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * One thing pending from a creditor that the reminder job watches: since when, how many
 * reminders went out and when the next is due. Closed (`doneAt`) once it is done or the case ends.
 */
export const mediationReminders = pgTable(
  'mediation_reminders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** A pending kind of schemas/mediation-case.ts. */
    kind: text('kind').notNull(),
    /** Which one: a documents reference, a dispute id, or '' (profile, ID photos). */
    subject: text('subject').notNull().default(''),
    since: timestamp('since', { withTimezone: true }).notNull(),
    sent: integer('sent').notNull().default(0),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }),
    /** When the job looks at it next (a reminder, or after the last one a check that it is done). */
    nextAt: timestamp('next_at', { withTimezone: true }).notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('mediation_reminders_open_idx')
      .on(t.userId, t.kind, t.subject)
      .where(sql`${t.doneAt} is null`),
    index('mediation_reminders_due_idx')
      .on(t.nextAt)
      .where(sql`${t.doneAt} is null`),
  ],
);

/**
 * The terms agreed in 'En Negociación' (docs/product/signed-agreement.md#agreed-terms): one row
 * per case, replaced on every change (the timeline keeps the history). Written only by the
 * mediation module.
 */
export const mediationTerms = pgTable(
  'mediation_terms',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** USDT, at most 6 decimals (what a payout can carry). */
    amount: numeric('amount', { precision: 24, scale: 6 }).notNull(),
    /** 'usdt' (ERC-20 to the address given at signing) or 'other' (`methodText`). */
    method: text('method').notNull(),
    methodText: text('method_text'),
    payoutDays: integer('payout_days').notNull(),
    updatedBy: text('updated_by').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    check('mediation_terms_method_check', sql`${t.method} in ('usdt', 'other')`),
    check('mediation_terms_amount_check', sql`${t.amount} > 0`),
    check('mediation_terms_days_check', sql`${t.payoutDays} between 1 and 3650`),
  ],
);

/**
 * Each final agreement issued in 'Para Firma' (docs/product/signed-agreement.md), its terms as
 * issued, the signing code, the signature or the decline. Re-issuing voids the live one; at most
 * one is live ('issued') per case, held by the database.
 */
export const mediationAgreements = pgTable(
  'mediation_agreements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** 'issued', 'signed', 'declined' or 'voided'; an issued one past `expiresAt` reads 'Vencido'. */
    status: text('status').notNull(),
    amount: numeric('amount', { precision: 24, scale: 6 }).notNull(),
    method: text('method').notNull(),
    methodText: text('method_text'),
    payoutDays: integer('payout_days').notNull(),
    /** 'ACU-20260115-3F9A0C21', printed on the agreement. */
    reference: text('reference').notNull(),
    /** The agreement's text, section by section, as the creditor reads it in the app. */
    pages: jsonb('pages').$type<string[]>().notNull(),
    /** The issued PDF (mediation_documents). */
    documentId: uuid('document_id')
      .notNull()
      .references(() => mediationDocuments.id),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    viewedAt: timestamp('viewed_at', { withTimezone: true }),
    /** Keyed hash of the live signing code; null when none is live. */
    codeHash: text('code_hash'),
    codeExpiresAt: timestamp('code_expires_at', { withTimezone: true }),
    codeFailures: integer('code_failures').notNull().default(0),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signedDocumentId: uuid('signed_document_id').references(() => mediationDocuments.id),
    /** Printed under the QR; opens /verificar/:code. */
    verifyCode: text('verify_code'),
    /** Hex SHA-256 of the signed file, as the verification page answers it. */
    signedSha256: text('signed_sha256'),
    signerName: text('signer_name'),
    signerEmail: text('signer_email'),
    signerIp: text('signer_ip'),
    signerDevice: text('signer_device'),
    payoutAddress: text('payout_address'),
    declinedAt: timestamp('declined_at', { withTimezone: true }),
    declineReason: text('decline_reason'),
    voidedAt: timestamp('voided_at', { withTimezone: true }),
  },
  (t) => [
    check(
      'mediation_agreements_status_check',
      sql`${t.status} in ('issued', 'signed', 'declined', 'voided')`,
    ),
    uniqueIndex('mediation_agreements_live_idx')
      .on(t.userId)
      .where(sql`${t.status} = 'issued'`),
    uniqueIndex('mediation_agreements_verify_code_idx').on(t.verifyCode),
    index('mediation_agreements_user_idx').on(t.userId, t.issuedAt),
  ],
);

/**
 * A settlement paid ('Para Monetización' → 'Liquidado'): the payout's transaction hash (USDT) or
 * a reference. A hash settles once, ever, held by the database.
 */
export const mediationSettlements = pgTable(
  'mediation_settlements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agreementId: uuid('agreement_id')
      .notNull()
      .references(() => mediationAgreements.id),
    amount: numeric('amount', { precision: 24, scale: 6 }).notNull(),
    /** Lower-case 0x hash of the payout, for the USDT method. */
    txHash: text('tx_hash'),
    reference: text('reference'),
    note: text('note'),
    /** What the creditor was owed (sum of pretokenized balances) when settled. */
    owed: numeric('owed', { precision: 18, scale: 8 }).notNull(),
    /** The sealed 'Constancia de Liquidación' given to the creditor. */
    certificateDocumentId: uuid('certificate_document_id').references(() => mediationDocuments.id),
    actor: text('actor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('mediation_settlements_tx_hash_idx').on(t.txHash),
    index('mediation_settlements_user_idx').on(t.userId, t.createdAt),
  ],
);

/**
 * Each stage's target in days, set by owners (docs/product/staff-at-scale.md#stage-targets): a
 * case longer than that in its stage is overdue. A row per stage an owner has set; a stage
 * without one has its default (schemas/stage-targets.ts). Written only by the mediation module.
 */
export const mediationStageTargets = pgTable(
  'mediation_stage_targets',
  {
    stage: text('stage').primaryKey(),
    days: integer('days').notNull(),
    /** 'admin:<username>', or 'system' for the defaults. */
    updatedBy: text('updated_by').notNull().default('system'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('mediation_stage_targets_days_check', sql`${t.days} between 0 and 365`),
    check('mediation_stage_targets_stage_check', sql`${t.stage} in (${targetedStageList})`),
  ],
);
