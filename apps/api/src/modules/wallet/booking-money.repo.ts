import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import {
  bookings,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  users,
} from '../../db/schema/index';

/**
 * What a booking's transactions left on the accounts of one kind, per owner: a booking touches
 * one family's wallet and one tutor's balance, so the non-zero row is the one that matters.
 */
async function bookingBalanceOn(
  db: DbExecutor,
  bookingId: string,
  kind: 'family_held' | 'tutor_pending',
) {
  const rows = await db
    .select({
      ownerId: ledgerAccounts.ownerId,
      currency: ledgerAccounts.currency,
      amount: sql<string>`sum(${ledgerEntries.amount})::text`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(and(eq(ledgerTransactions.bookingId, bookingId), eq(ledgerAccounts.kind, kind)))
    .groupBy(ledgerAccounts.ownerId, ledgerAccounts.currency);
  const row = rows.find((candidate) => Number(candidate.amount) !== 0);
  return row?.ownerId
    ? { ownerId: row.ownerId, currency: row.currency, amount: Number(row.amount) }
    : undefined;
}

/**
 * What the ledger holds for a booking now, and whose wallet holds it: the sum of the
 * booking's entries on family_held accounts (a hold adds, a release or a charge takes away).
 */
export function heldForBooking(db: DbExecutor, bookingId: string) {
  return bookingBalanceOn(db, bookingId, 'family_held');
}

/** The tutor's credit of a booking still pending: what its charge (less refunds) put there. */
export async function pendingEarningOf(db: DbExecutor, bookingId: string) {
  const pending = await bookingBalanceOn(db, bookingId, 'tutor_pending');
  return (
    pending && { tutorId: pending.ownerId, currency: pending.currency, amount: pending.amount }
  );
}

export async function setPaymentState(
  db: DbExecutor,
  bookingId: string,
  changes: Pick<typeof bookings.$inferInsert, 'paymentStatus' | 'paymentSettlesAt'>,
) {
  await db.update(bookings).set(changes).where(eq(bookings.id, bookingId));
}

/** `lock` holds the booking's row: one settlement of a booking at a time. */
export async function paymentStateOf(
  db: DbExecutor,
  bookingId: string,
  options: { lock?: boolean } = {},
) {
  const query = db
    .select({
      status: bookings.paymentStatus,
      settlesAt: bookings.paymentSettlesAt,
      endAt: bookings.endAt,
      tutorId: bookings.tutorId,
    })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  const [row] = await (options.lock ? query.for('update') : query);
  return row;
}

/** A booking that ends before its parent approved it held nothing: it is awaiting nothing now. */
export async function clearAwaitingApproval(db: DbExecutor, bookingId: string) {
  await db
    .update(bookings)
    .set({ paymentStatus: null })
    .where(and(eq(bookings.id, bookingId), eq(bookings.paymentStatus, 'awaiting_approval')));
}

/** A person's name as a receipt names them. */
export async function userNameOf(db: DbExecutor, userId: string): Promise<string> {
  const [row] = await db
    .select({ fullName: users.fullName })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new Error(`user ${userId} not found`);
  return row.fullName;
}

/**
 * What a booking's charge moved, net of any refund: the family's loss (its wallet owner), the
 * tutor's credit (pending or already available) and the platform's commission.
 */
export async function chargeOf(db: DbExecutor, bookingId: string) {
  const rows = await db
    .select({
      kind: ledgerAccounts.kind,
      ownerId: ledgerAccounts.ownerId,
      currency: ledgerAccounts.currency,
      amount: sql<string>`sum(${ledgerEntries.amount})::text`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(
      and(
        eq(ledgerTransactions.bookingId, bookingId),
        inArray(ledgerTransactions.kind, ['booking_charge', 'dispute_refund']),
      ),
    )
    .groupBy(ledgerAccounts.kind, ledgerAccounts.ownerId, ledgerAccounts.currency);
  const sumOf = (kinds: readonly string[]) =>
    rows
      .filter((row) => kinds.includes(row.kind))
      .reduce((sum, row) => sum + Number(row.amount), 0);
  const family = rows.find((row) => row.kind === 'family_held');
  const tutor = rows.find((row) => row.kind === 'tutor_pending');
  if (!family?.ownerId || !tutor?.ownerId) return undefined;
  return {
    familyOwnerId: family.ownerId,
    tutorId: tutor.ownerId,
    currency: family.currency,
    /** What the charge took out of the held balance: the session's price. */
    held: -sumOf(['family_held']),
    /** What left the family's wallet: held, less what came back to available. */
    charged: -sumOf(['family_held', 'family_available']),
    tutorCredit: sumOf(['tutor_pending']),
    commission: sumOf(['platform_revenue']),
  };
}
