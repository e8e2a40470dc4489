import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import {
  bookings,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  users,
} from '../../db/schema/index';
import type { DbExecutor } from '../../db/client';

/** The tutor's own zone, in which their months begin and end. */
export async function timeZoneOf(db: DbExecutor, tutorId: string) {
  const [row] = await db
    .select({ timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, tutorId));
  return row?.timeZone;
}

/** The month of a booking's start in its tutor's own zone, `YYYY-MM`. */
const monthOfStart = sql<string>`to_char(${bookings.startAt} at time zone ${users.timeZone}, 'YYYY-MM')`;

/** The tutor's completed bookings per month of their own zone (by the booking's start) and currency. */
export function completedByMonth(db: DbExecutor, tutorId: string) {
  return db
    .select({ month: monthOfStart, currency: bookings.currency, sessions: count() })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.tutorId))
    .where(and(eq(bookings.tutorId, tutorId), eq(bookings.status, 'completed')))
    .groupBy(monthOfStart, bookings.currency)
    .orderBy(asc(monthOfStart), asc(bookings.currency));
}

/**
 * What the ledger credited the tutor per month (by the booking's start) and currency, in minor
 * units: their share of every charge (a completed session, a learner's no-show, a late
 * cancellation), net of the commission and of refunds decided for the family.
 */
export function creditedByMonth(db: DbExecutor, tutorId: string) {
  return db
    .select({
      month: monthOfStart,
      currency: ledgerAccounts.currency,
      amount: sql<string>`sum(${ledgerEntries.amount})::text`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(bookings, eq(bookings.id, ledgerTransactions.bookingId))
    .innerJoin(users, eq(users.id, bookings.tutorId))
    .where(
      and(
        eq(ledgerAccounts.kind, 'tutor_pending'),
        eq(ledgerAccounts.ownerId, tutorId),
        inArray(ledgerTransactions.kind, ['booking_charge', 'dispute_refund']),
      ),
    )
    .groupBy(monthOfStart, ledgerAccounts.currency)
    .orderBy(asc(monthOfStart), asc(ledgerAccounts.currency));
}
