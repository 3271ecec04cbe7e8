import type { Funding } from '@app/domain/catalogue/fundings';
import type { DpecFunderReason, DpecState } from '@app/domain/pharmacy/dpec';
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { accounts } from './accounts.ts';
import { dpcSessions } from './dpc-sessions.ts';
import { trainingOffers } from './training-offers.ts';
import { users } from './users.ts';

/**
 * A funding file ("DPEC", issue 16 parts 2 and 3) of a pharmacy: a learner's training (an offer of the catalogue the
 * pharmacy sees) funded by one funder, following the domain's state machine (packages/domain/src/pharmacy/dpec.ts).
 * Only a DPC file names a session: the ANDPC's session of the programme (dpc_sessions). Its actions are in
 * dpec_file_events.
 */
export const dpecFiles = pgTable(
  'dpec_files',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    learnerId: bigint('learner_id', { mode: 'number' })
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    offerId: bigint('offer_id', { mode: 'number' })
      .notNull()
      .references(() => trainingOffers.id),
    funder: text('funder').$type<Funding>().notNull(),
    /** Why this funder fits the learner's training, as suggested or chosen. */
    funderReason: text('funder_reason').$type<DpecFunderReason>().notNull(),
    dpcSessionId: bigint('dpc_session_id', { mode: 'number' }).references(() => dpcSessions.id, { onDelete: 'set null' }),
    state: text('state').$type<DpecState>().notNull().default('created'),
    /** The training's price excluding VAT when the file was opened: what the funder is asked for. */
    amountCents: integer('amount_cents').notNull(),
    createdBy: bigint('created_by', { mode: 'number' }).references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('dpec_files_account_idx').on(t.accountId, t.state)],
);

export type DpecFile = typeof dpecFiles.$inferSelect;
export type NewDpecFile = typeof dpecFiles.$inferInsert;
