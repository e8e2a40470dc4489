import { and, asc, count, eq, sql } from 'drizzle-orm';
import { bookings, users } from '../../db/schema/index';
import type { DbExecutor } from '../../db/client';

/** The tutor's own zone, in which their months begin and end. */
export async function timeZoneOf(db: DbExecutor, tutorId: string) {
  const [row] = await db
    .select({ timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, tutorId));
  return row?.timeZone;
}

/**
 * The tutor's completed bookings per month of their own zone (by the booking's start) and
 * currency: how many, and the exact sum of their prices (trials are in at 0).
 */
export function completedByMonth(db: DbExecutor, tutorId: string) {
  const month = sql<string>`to_char(${bookings.startAt} at time zone ${users.timeZone}, 'YYYY-MM')`;
  return db
    .select({
      month,
      currency: bookings.currency,
      sessions: count(),
      amount: sql<string>`sum(${bookings.priceAmount})::text`,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.tutorId))
    .where(and(eq(bookings.tutorId, tutorId), eq(bookings.status, 'completed')))
    .groupBy(month, bookings.currency)
    .orderBy(asc(month), asc(bookings.currency));
}
