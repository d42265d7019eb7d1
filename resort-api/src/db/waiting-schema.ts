import type { WaitingState } from '@estancia/resort-contract';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { identity, instant, reference } from './columns.ts';
import { holds, serviceSlots } from './reservations-schema.ts';
import { companyColumn } from './schema.ts';

/**
 * The waiting lists of full slots (contract waiting-list.ts; this implementation's addition to
 * spec 002). An entry is one client in one slot's line for a number of seats. Entries change only
 * in a transaction that holds the slot's row lock (the ledger's lock order: client, then slots),
 * so an offer, a join and a leave of one line never interleave.
 */

/** Which e-mail an entry is owed (the outbox: waiting/waiting-mail-job.ts sends it after commit). */
export const WAITING_MAIL_KINDS = ['offer', 'closed'] as const;
export type WaitingMailKind = (typeof WAITING_MAIL_KINDS)[number];

export const waitingEntries = pgTable(
  'waiting_entries',
  {
    id: identity(),
    companyCode: companyColumn(),
    clientId: integer('client_id').notNull(),
    slotId: reference('slot_id', () => serviceSlots.id),
    productId: integer('product_id').notNull(),
    eventId: integer('event_id').notNull(),
    quantity: integer().notNull(),
    /** The events that cannot be held with this one (spec 002 §7), checked again at the offer. */
    incompatibleEvents: integer('incompatible_events').array().notNull().default(sql`'{}'::integer[]`),
    /** The customer's language by the site's ids (1 pt, 2 en, 3 es, 4 fr): the e-mails speak it. */
    languageId: integer('language_id').notNull().default(1),
    state: text().$type<WaitingState>().notNull().default('waiting'),
    /** The line's order: earlier first (id breaks a tie). */
    joinedAt: instant('joined_at').notNull(),
    /** While offered (and after): the hold that keeps the offered seats. */
    holdId: integer('hold_id').references(() => holds.id, { onDelete: 'set null' }),
    offeredAt: instant('offered_at'),
    endedAt: instant('ended_at'),
    /** The e-mail this entry is owed, if any; sent once (mail_sent_at set when a sender claims it). */
    mailKind: text('mail_kind').$type<WaitingMailKind>(),
    mailSentAt: instant('mail_sent_at'),
    /** Failed sends so far: a mail that keeps failing is given up after a few (waiting-mail-job.ts). */
    mailAttempts: integer('mail_attempts').notNull().default(0),
  },
  (t) => [
    // A line in order: the slot's open entries by joined_at.
    index('waiting_entries_slot_state_idx').on(t.slotId, t.state, t.joinedAt),
    index('waiting_entries_client_state_idx').on(t.companyCode, t.clientId, t.state),
    // A client is at most once in a slot's line (joins also take the client's lock: this is the last word).
    uniqueIndex('waiting_entries_open_client_slot_key').on(t.slotId, t.clientId).where(sql`${t.state} in ('waiting', 'offered')`),
    // The outbox's look for unsent mail.
    index('waiting_entries_mail_due_idx').on(t.mailSentAt).where(sql`${t.mailKind} is not null and ${t.mailSentAt} is null`),
    check('waiting_entries_quantity_check', sql`${t.quantity} > 0`),
    check('waiting_entries_language_check', sql`${t.languageId} between 1 and 4`),
    check('waiting_entries_state_check', sql`${t.state} in ('waiting', 'offered', 'bought', 'declined', 'lapsed', 'left', 'closed')`),
    check('waiting_entries_mail_kind_check', sql`${t.mailKind} is null or ${t.mailKind} in ('offer', 'closed')`),
  ],
);

export type WaitingEntryRow = typeof waitingEntries.$inferSelect;
