import { activeBookingStatuses } from '@nibras/contracts/booking';
import { and, asc, desc, eq, gt, inArray, lt } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { bookingEvents, bookingSeries, bookings, users } from '../../db/schema/index';
import type { Interval } from '../availability/slots';

export type SeriesRow = typeof bookingSeries.$inferSelect;

export async function insertSeries(db: DbExecutor, values: typeof bookingSeries.$inferInsert) {
  const [row] = await db.insert(bookingSeries).values(values).returning({ id: bookingSeries.id });
  if (!row) throw new Error('the series was not inserted');
  return row.id;
}

/** One series; `lock` holds its row until the transaction ends. */
export async function findSeries(db: DbExecutor, id: string, options: { lock?: boolean } = {}) {
  const query = db.select().from(bookingSeries).where(eq(bookingSeries.id, id));
  const [row] = await (options.lock ? query.for('update') : query);
  return row;
}

export async function markSeriesStopped(db: DbExecutor, id: string, at: Date) {
  await db.update(bookingSeries).set({ stoppedAt: at }).where(eq(bookingSeries.id, id));
}

/** The series' lessons, soonest first: every week, moved ones in their new place. */
export async function occurrencesOf(db: DbExecutor, seriesId: string) {
  return db
    .select({
      id: bookings.id,
      status: bookings.status,
      startAt: bookings.startAt,
      endAt: bookings.endAt,
    })
    .from(bookings)
    .where(eq(bookings.seriesId, seriesId))
    .orderBy(asc(bookings.startAt), asc(bookings.id));
}

/** The learner's active lessons (with anyone) that reach into the window, in UTC. */
export async function learnerBusy(
  db: DbExecutor,
  learnerKey: string,
  window: Interval,
): Promise<Interval[]> {
  const rows = await db
    .select({ start: bookings.startAt, end: bookings.endAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.learnerKey, learnerKey),
        inArray(bookings.status, [...activeBookingStatuses]),
        lt(bookings.startAt, new Date(window.end)),
        gt(bookings.endAt, new Date(window.start)),
      ),
    );
  return rows.map((row) => ({ start: row.start.getTime(), end: row.end.getTime() }));
}

/** The zone a person keeps on their account. */
export async function timeZoneOf(db: DbExecutor, userId: string) {
  const [row] = await db
    .select({ timeZone: users.timeZone })
    .from(users)
    .where(eq(users.id, userId));
  return row?.timeZone ?? 'UTC';
}

/** Who booked it, as the wallet rules know them. */
export async function bookerOf(db: DbExecutor, userId: string) {
  const [row] = await db
    .select({ id: users.id, userType: users.userType })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

/** What a series' hold job reads of one lesson, the row locked until the transaction ends. */
export async function lockOccurrence(db: DbExecutor, bookingId: string) {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  return row;
}

/** The series' lesson that starts last, whatever its status: the price and length it keeps. */
export async function latestOccurrenceOf(db: DbExecutor, seriesId: string) {
  const [row] = await db
    .select()
    .from(bookings)
    .where(eq(bookings.seriesId, seriesId))
    .orderBy(desc(bookings.startAt), desc(bookings.createdAt))
    .limit(1);
  return row;
}

/** Whether the tutor confirmed any lesson of the series themselves (not their hours alone). */
export async function tutorConfirmedSeries(db: DbExecutor, seriesId: string, tutorId: string) {
  const [row] = await db
    .select({ id: bookingEvents.id })
    .from(bookingEvents)
    .innerJoin(bookings, eq(bookings.id, bookingEvents.bookingId))
    .where(
      and(
        eq(bookings.seriesId, seriesId),
        eq(bookingEvents.toStatus, 'confirmed'),
        eq(bookingEvents.actorId, tutorId),
      ),
    )
    .limit(1);
  return row !== undefined;
}
