import { and, asc, eq, gt, gte, lt, sql } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import {
  bookings,
  childAllowances,
  childProfiles,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  tutorAvailability,
} from '../../db/schema/index';

/** The child's monthly allowance, its row locked so two bookings of the child's queue on it. */
export async function lockAllowance(tx: DbExecutor, childId: string) {
  const [row] = await tx
    .select({ monthlyMinor: childAllowances.monthlyMinor, currency: childAllowances.currency })
    .from(childAllowances)
    .where(eq(childAllowances.childId, childId))
    .for('update');
  return row;
}

/** The UTC calendar month `now` is in. */
export function monthOf(now: Date) {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const end = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  return { start, end };
}

/**
 * What the child's own login spent this month: the net of its bookings' movements out of the
 * family's available money (a hold takes it, a release gives it back, a charge keeps what it
 * charged), for the bookings it made this month.
 */
export async function spentByChildLogin(
  db: DbExecutor,
  child: { childId: string; userId: string },
  now: Date,
): Promise<number> {
  const month = monthOf(now);
  const [row] = await db
    .select({ spent: sql<string>`coalesce(-sum(${ledgerEntries.amount}), 0)::text` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .innerJoin(bookings, eq(bookings.id, ledgerTransactions.bookingId))
    .where(
      and(
        eq(ledgerAccounts.kind, 'family_available'),
        eq(bookings.childId, child.childId),
        eq(bookings.bookedById, child.userId),
        gte(bookings.createdAt, month.start),
        lt(bookings.createdAt, month.end),
      ),
    );
  return Number(row?.spent ?? 0);
}

/** Whether the tutor's hours confirm bookings by themselves. */
export async function tutorAutoConfirms(db: DbExecutor, tutorId: string): Promise<boolean> {
  const [row] = await db
    .select({ autoConfirm: tutorAvailability.autoConfirm })
    .from(tutorAvailability)
    .where(eq(tutorAvailability.tutorId, tutorId));
  return row?.autoConfirm ?? false;
}

/** The ids of the parent's children's bookings waiting for their approval, soonest first. */
export async function awaitingApprovalOf(db: DbExecutor, parentId: string, now: Date) {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookings)
    .innerJoin(childProfiles, eq(childProfiles.id, bookings.childId))
    .where(
      and(
        eq(childProfiles.parentId, parentId),
        eq(bookings.paymentStatus, 'awaiting_approval'),
        eq(bookings.status, 'requested'),
        gt(bookings.startAt, now),
      ),
    )
    .orderBy(asc(bookings.startAt));
  return rows.map((row) => row.id);
}
