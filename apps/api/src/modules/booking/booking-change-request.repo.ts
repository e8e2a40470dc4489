import { activeBookingStatuses } from '@nibras/contracts/booking';
import { and, asc, eq, gt, inArray, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client';
import { bookingChangeRequests, bookings } from '../../db/schema/index';

export type ChangeRequestRow = typeof bookingChangeRequests.$inferSelect;

/** A booking's latest request as its record carries it (times as PostgreSQL writes them). */
export type LatestChangeRequest = {
  id: string;
  kind: ChangeRequestRow['kind'];
  status: ChangeRequestRow['status'];
  newStartAt: string | null;
  reason: string | null;
  answerReason: string | null;
  requestedById: string;
  requestedByName: string;
  createdAt: string;
  closedAt: string | null;
};

/**
 * The booking's latest change request, the open one first (there is at most one), for the
 * booking's record; `bookingId` is the outer query's booking id column.
 */
export function latestChangeRequestOf(bookingId: SQL | typeof bookings.id) {
  return sql<LatestChangeRequest | null>`(
    select json_build_object(
      'id', r.id, 'kind', r.kind, 'status', r.status, 'newStartAt', r.new_start_at,
      'reason', r.reason, 'answerReason', r.answer_reason, 'requestedById', r.requested_by_id,
      'requestedByName', u.full_name, 'createdAt', r.created_at, 'closedAt', r.closed_at
    )
    from booking_change_requests r
    join users u on u.id = r.requested_by_id
    where r.booking_id = ${bookingId}
    order by (r.status = 'open') desc, r.created_at desc, r.closed_at desc nulls first
    limit 1
  )`;
}

/** The booking's open request, its row locked for the answer. */
export async function openChangeRequestOf(tx: DbExecutor, bookingId: string) {
  const [row] = await tx
    .select()
    .from(bookingChangeRequests)
    .where(
      and(eq(bookingChangeRequests.bookingId, bookingId), eq(bookingChangeRequests.status, 'open')),
    )
    .for('update');
  return row;
}

export async function insertChangeRequest(
  tx: DbExecutor,
  values: typeof bookingChangeRequests.$inferInsert,
): Promise<string> {
  const [row] = await tx
    .insert(bookingChangeRequests)
    .values(values)
    .returning({ id: bookingChangeRequests.id });
  if (!row) throw new Error('change request not inserted');
  return row.id;
}

export async function closeChangeRequest(
  tx: DbExecutor,
  id: string,
  values: {
    status: 'approved' | 'declined' | 'withdrawn';
    closedAt: Date;
    answerReason?: string | null;
  },
) {
  await tx.update(bookingChangeRequests).set(values).where(eq(bookingChangeRequests.id, id));
}

/**
 * The ids of the bookings whose open request the parent is to answer, soonest session first:
 * only sessions that still hold their time and have not started (the others have lapsed).
 */
export async function bookingsAwaitingChangeAnswerOf(db: DbExecutor, parentId: string, now: Date) {
  const rows = await db
    .select({ id: bookings.id })
    .from(bookingChangeRequests)
    .innerJoin(bookings, eq(bookings.id, bookingChangeRequests.bookingId))
    .where(
      and(
        eq(bookingChangeRequests.parentId, parentId),
        eq(bookingChangeRequests.status, 'open'),
        inArray(bookings.status, [...activeBookingStatuses]),
        gt(bookings.startAt, now),
      ),
    )
    .orderBy(asc(bookings.startAt));
  return rows.map((row) => row.id);
}

/**
 * Whether another active booking of the tutor or of the learner overlaps [start, end): a move
 * must ask for a time that is free at the moment it is asked.
 */
export async function overlapsOtherBooking(
  db: DbExecutor,
  booking: { id: string; tutorId: string; learnerKey: string },
  start: Date,
  end: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        ne(bookings.id, booking.id),
        inArray(bookings.status, [...activeBookingStatuses]),
        or(eq(bookings.tutorId, booking.tutorId), eq(bookings.learnerKey, booking.learnerKey)),
        lt(bookings.startAt, end),
        gt(bookings.endAt, start),
      ),
    )
    .limit(1);
  return row !== undefined;
}
