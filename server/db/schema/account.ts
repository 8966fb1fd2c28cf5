import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { ACCOUNT_EVENT_KINDS } from '../../../schemas/payout-safety';
import { sqlList } from './sql-list';
import { users } from './users';

/**
 * A creditor's sign-ins and security events (docs/product/payout-safety.md#new-device-alerts):
 * what /profile lists, what tells a new device from a known one, and what staff see as risk
 * signals beside an order. The network is the /24 (IPv4) or /48 (IPv6), never the full address.
 */
export const accountEvents = pgTable(
  'account_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ACCOUNT_EVENT_KINDS }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    network: text('network'),
    /** The browser and system family ('Chrome en Android'), without versions. */
    device: text('device'),
    /** SHA-256 of the browser's device cookie, when it sent one. */
    deviceIdHash: text('device_id_hash'),
    /** A sign-in from a device or network the account had not used in 90 days. */
    newDevice: boolean('new_device').notNull().default(false),
  },
  (t) => [
    index('account_events_user_at_idx').on(t.userId, t.at),
    check('account_events_kind_check', sql`${t.kind} in (${sqlList(ACCOUNT_EVENT_KINDS)})`),
  ],
);

export type AccountEvent = typeof accountEvents.$inferSelect;
