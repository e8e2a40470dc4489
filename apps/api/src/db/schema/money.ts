import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { childProfiles } from './profiles';
import { users } from './users';

/**
 * Money (decision 0025): one double-entry ledger in minor units. Every movement is a
 * transaction whose entries sum to zero, checked at commit by a deferred constraint trigger;
 * each entry moves its account's balance through a trigger, and a check refuses a balance
 * below zero for every account but the providers' clearing, so no concurrency can overdraw a
 * wallet. Entries and transactions are never updated or deleted (triggers refuse it): a
 * correction is a new transaction. The triggers are written by hand in drizzle/0006_money.sql.
 */

const minor = (name: string) => bigint(name, { mode: 'number' });

export const ledgerAccountKinds = [
  /** A family's money it may spend: a parent's, or an independent student's. */
  'family_available',
  /** Money held for booked paid sessions until they are charged or released. */
  'family_held',
  /** A tutor's earnings inside the dispute period. */
  'tutor_pending',
  /** A tutor's earnings they may ask to be paid. */
  'tutor_available',
  /** Asked for, not yet sent to the tutor's bank. */
  'tutor_payout_requested',
  /** Sent to the tutor's bank: grows for ever, what the tutor was paid in all. */
  'tutor_paid_out',
  /** The platform's commissions. */
  'platform_revenue',
  /** The money a payment provider holds for us: negative as families pay in. */
  'provider_clearing',
] as const;
export const ledgerAccountKindEnum = pgEnum('ledger_account_kind', ledgerAccountKinds);
export type LedgerAccountKind = (typeof ledgerAccountKinds)[number];

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: ledgerAccountKindEnum('kind').notNull(),
    /** The family's wallet owner or the tutor; null for the platform's and providers' accounts. */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'restrict' }),
    /** For provider clearing: which provider ('dev', 'stripe', 'moyasar'); '' otherwise. */
    provider: text('provider').notNull().default(''),
    currency: text('currency').notNull(),
    /** Kept by the entries' trigger, inside the writing transaction, under its row lock. */
    balance: minor('balance').notNull().default(0),
  },
  (table) => [
    unique('ledger_accounts_identity')
      .on(table.kind, table.ownerId, table.provider, table.currency)
      .nullsNotDistinct(),
    check(
      'ledger_accounts_balance_not_negative',
      sql`${table.kind} = 'provider_clearing' or ${table.balance} >= 0`,
    ),
    check(
      'ledger_accounts_owner',
      sql`(${table.ownerId} is null) = (${table.kind} in ('platform_revenue', 'provider_clearing'))`,
    ),
  ],
);

export const ledgerTransactionKinds = [
  'top_up',
  'booking_hold',
  'booking_release',
  'booking_charge',
  'earning_available',
  'payout_request',
  'payout_paid',
  'payout_returned',
  'withdrawal',
  'dispute_refund',
  'correction',
] as const;
export const ledgerTransactionKindEnum = pgEnum('ledger_transaction_kind', ledgerTransactionKinds);
export type LedgerTransactionKind = (typeof ledgerTransactionKinds)[number];

export const topUpStatusEnum = pgEnum('top_up_status', ['pending', 'succeeded', 'failed']);

/** Money a family adds to its wallet through a provider's checkout. */
export const topUps = pgTable(
  'top_ups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The wallet's owner: the parent, or a student without a parent. */
    walletOwnerId: uuid('wallet_owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountMinor: minor('amount_minor').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider').notNull(),
    /** The provider's id of the checkout or payment, once the provider has made one. */
    providerRef: text('provider_ref'),
    checkoutUrl: text('checkout_url'),
    status: topUpStatusEnum('status').notNull().default('pending'),
    /** What has been given back through the provider (withdrawals). */
    refundedMinor: minor('refunded_minor').notNull().default(0),
    failureReason: text('failure_reason'),
    /** Where the web app goes back to after paying. */
    returnPath: text('return_path'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    succeededAt: timestamp('succeeded_at', { withTimezone: true }),
  },
  (table) => [
    check('top_ups_amount_positive', sql`${table.amountMinor} > 0`),
    check(
      'top_ups_refund_within_amount',
      sql`${table.refundedMinor} >= 0 and ${table.refundedMinor} <= ${table.amountMinor}`,
    ),
    index('top_ups_owner').on(table.walletOwnerId, table.createdAt),
    uniqueIndex('top_ups_provider_ref').on(table.provider, table.providerRef),
  ],
);

/** Each provider event applied once: a replayed or duplicated webhook finds its id taken. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    topUpId: uuid('top_up_id').references(() => topUps.id, { onDelete: 'restrict' }),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

export const withdrawalStatusEnum = pgEnum('withdrawal_status', [
  'requested',
  'completed',
  'failed',
]);

/** Unspent money a family takes back: refunds of its top-ups, newest first. */
export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    walletOwnerId: uuid('wallet_owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountMinor: minor('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: withdrawalStatusEnum('status').notNull().default('requested'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('withdrawals_amount_positive', sql`${table.amountMinor} > 0`),
    index('withdrawals_owner').on(table.walletOwnerId, table.createdAt),
  ],
);

export const refundStatusEnum = pgEnum('refund_status', ['pending', 'succeeded', 'failed']);

/** One provider refund of one top-up, for a withdrawal. */
export const topUpRefunds = pgTable(
  'top_up_refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    withdrawalId: uuid('withdrawal_id')
      .notNull()
      .references(() => withdrawals.id, { onDelete: 'restrict' }),
    topUpId: uuid('top_up_id')
      .notNull()
      .references(() => topUps.id, { onDelete: 'restrict' }),
    amountMinor: minor('amount_minor').notNull(),
    status: refundStatusEnum('status').notNull().default('pending'),
    providerRef: text('provider_ref'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('top_up_refunds_amount_positive', sql`${table.amountMinor} > 0`),
    index('top_up_refunds_withdrawal').on(table.withdrawalId),
  ],
);

/** Where a tutor is paid. */
export const tutorPayoutAccounts = pgTable('tutor_payout_accounts', {
  tutorId: uuid('tutor_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'restrict' }),
  iban: text('iban').notNull(),
  holderName: text('holder_name').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** requested → approved (by an operator) → paid (with the bank's reference), or returned. */
export const payoutStatusEnum = pgEnum('payout_status', [
  'requested',
  'approved',
  'paid',
  'returned',
]);

export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    amountMinor: minor('amount_minor').notNull(),
    currency: text('currency').notNull(),
    /** The bank details as they were when asked for. */
    iban: text('iban').notNull(),
    holderName: text('holder_name').notNull(),
    status: payoutStatusEnum('status').notNull().default('requested'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedById: uuid('decided_by_id').references(() => users.id, { onDelete: 'restrict' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    approvedById: uuid('approved_by_id').references(() => users.id, { onDelete: 'restrict' }),
    /** The bank transfer's reference, given when an operator marks the payout paid. */
    transferReference: text('transfer_reference'),
    /** Why an operator refused (returned) the payout; the tutor reads it. */
    refusalReason: text('refusal_reason'),
  },
  (table) => [
    check('payouts_amount_positive', sql`${table.amountMinor} > 0`),
    index('payouts_tutor').on(table.tutorId, table.requestedAt),
  ],
);

export const disputeStatusEnum = pgEnum('dispute_status', [
  'open',
  'resolved_for_family',
  'resolved_for_tutor',
  /** Part charged, part released: `family_refund_minor` says how much went back. */
  'resolved_partly',
]);

/** A family's objection to a charge, or its claim that the tutor never came (join log says otherwise). */
export const disputeKindEnum = pgEnum('dispute_kind', ['dispute', 'tutor_no_show']);

/** A family's objection to a charged session, inside the payout hold: freezes the tutor's credit. */
export const disputes = pgTable(
  'disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .unique()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    openedById: uuid('opened_by_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    reason: text('reason').notNull(),
    kind: disputeKindEnum('kind').notNull().default('dispute'),
    status: disputeStatusEnum('status').notNull().default('open'),
    /** The tutor's side of the story, given before an operator decides. */
    tutorAnswer: text('tutor_answer'),
    tutorAnsweredAt: timestamp('tutor_answered_at', { withTimezone: true }),
    /** What a decision gave back to the family, in minor units (all, none, or a part). */
    familyRefundMinor: minor('family_refund_minor'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedById: uuid('resolved_by_id').references(() => users.id, { onDelete: 'restrict' }),
    resolution: text('resolution'),
  },
  (table) => [index('disputes_status').on(table.status, table.createdAt)],
);

/** A parent's monthly limit for what a child's own login may book without asking. */
export const childAllowances = pgTable('child_allowances', {
  childId: uuid('child_id')
    .primaryKey()
    .references(() => childProfiles.id, { onDelete: 'cascade' }),
  monthlyMinor: minor('monthly_minor').notNull(),
  currency: text('currency').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: ledgerTransactionKindEnum('kind').notNull(),
    /** What caused it: at most one of these is the cause, more may name context. */
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'restrict' }),
    topUpId: uuid('top_up_id').references(() => topUps.id, { onDelete: 'restrict' }),
    withdrawalId: uuid('withdrawal_id').references(() => withdrawals.id, {
      onDelete: 'restrict',
    }),
    payoutId: uuid('payout_id').references(() => payouts.id, { onDelete: 'restrict' }),
    disputeId: uuid('dispute_id').references(() => disputes.id, { onDelete: 'restrict' }),
    /** Who acted, when a person did. */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'restrict' }),
    memo: text('memo'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('ledger_transactions_booking').on(table.bookingId),
    // A top-up credits once, an earning becomes available once.
    uniqueIndex('ledger_transactions_top_up_once')
      .on(table.topUpId)
      .where(sql`${table.kind} = 'top_up'`),
    uniqueIndex('ledger_transactions_earning_once')
      .on(table.bookingId)
      .where(sql`${table.kind} = 'earning_available'`),
  ],
);

export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    accountId: uuid('account_id')
      .notNull()
      .references(() => ledgerAccounts.id, { onDelete: 'restrict' }),
    amount: minor('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('ledger_entries_amount_not_zero', sql`${table.amount} <> 0`),
    index('ledger_entries_account').on(table.accountId, table.id),
    index('ledger_entries_transaction').on(table.transactionId),
  ],
);

/** Receipts are numbered per year without gaps: the counter row is locked while one is issued. */
export const receiptCounters = pgTable('receipt_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});

export const receiptKindEnum = pgEnum('receipt_kind', ['top_up', 'session_charge', 'refund']);

export const receipts = pgTable(
  'receipts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    year: integer('year').notNull(),
    number: integer('number').notNull(),
    kind: receiptKindEnum('kind').notNull(),
    /** The family whose receipt it is. */
    walletOwnerId: uuid('wallet_owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    transactionId: uuid('transaction_id')
      .notNull()
      .unique()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    /** The total the family paid or got back, VAT included. */
    amountMinor: minor('amount_minor').notNull(),
    vatMinor: minor('vat_minor').notNull(),
    /** The rate at issue, in basis points (1500 = 15 %). */
    vatRateBasisPoints: integer('vat_rate_basis_points').notNull(),
    currency: text('currency').notNull(),
    /** The parties as named when issued: a later change of name does not rewrite a receipt. */
    parties: jsonb('parties').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('receipts_number').on(table.year, table.number),
    index('receipts_owner').on(table.walletOwnerId, table.issuedAt),
  ],
);
