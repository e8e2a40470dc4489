import { bookingEvents, bookings, tutorReviews } from '../../db/schema/index';
import type { DbExecutor } from '../../db/client';
import { newRoomName } from './booking-room';

const minuteMs = 60_000;

export type PastBooking = {
  tutorId: string;
  /** A student booking for themself, or a parent's child. */
  learner: { studentId: string } | { childId: string; parentId: string };
  subjectId: number;
  startAt: Date;
  minutes?: number;
  price?: { amount: string; currency: string };
  /** Written by whoever booked: the student, or the child's parent. */
  review?: { rating: number; comment: string };
  /** The tutor's notes on the lesson, written after it. */
  notes?: { notes: string; homework: string };
};

/**
 * A booking that already took place and was completed, with its history and, when given, its
 * review: what the development seed and test fixtures need for ratings. Written straight to the
 * tables, so it sends no email and schedules no reminder.
 */
export async function insertCompletedBooking(db: DbExecutor, past: PastBooking) {
  const [id] = await insertCompletedBookings(db, [past]);
  if (!id) throw new Error('the past booking was not inserted');
  return id;
}

/** Many past bookings in three statements: the demo seed writes dozens at every fresh start. */
export async function insertCompletedBookings(db: DbExecutor, pasts: PastBooking[]) {
  if (pasts.length === 0) return [];
  const times = pasts.map((past) => {
    const bookerId = 'studentId' in past.learner ? past.learner.studentId : past.learner.parentId;
    const endAt = new Date(past.startAt.getTime() + (past.minutes ?? 60) * minuteMs);
    const bookedAt = new Date(past.startAt.getTime() - 24 * 60 * minuteMs);
    return { past, bookerId, endAt, bookedAt, roomName: newRoomName() };
  });
  const rows = await db
    .insert(bookings)
    .values(
      times.map(({ past, bookerId, endAt, bookedAt, roomName }) => ({
        tutorId: past.tutorId,
        studentId: 'studentId' in past.learner ? past.learner.studentId : null,
        childId: 'childId' in past.learner ? past.learner.childId : null,
        bookedById: bookerId,
        subjectId: past.subjectId,
        startAt: past.startAt,
        endAt,
        status: 'completed' as const,
        priceAmount: past.price?.amount ?? '20.00',
        currency: past.price?.currency ?? 'USD',
        roomName,
        ...(past.notes && {
          ...past.notes,
          notesUpdatedAt: new Date(endAt.getTime() + 30 * minuteMs),
        }),
        createdAt: bookedAt,
        updatedAt: endAt,
      })),
    )
    .returning({ id: bookings.id, roomName: bookings.roomName });
  // RETURNING promises no order: each row is found again by its room, unique to it.
  const idOf = new Map(rows.map((row) => [row.roomName, row.id]));
  const written = times.map((time) => {
    const id = idOf.get(time.roomName);
    if (!id) throw new Error('a past booking was not inserted');
    return { ...time, id };
  });
  await db.insert(bookingEvents).values(
    written.flatMap(({ id, past, bookerId, endAt, bookedAt }) => [
      {
        bookingId: id,
        actorId: bookerId,
        fromStatus: null,
        toStatus: 'confirmed' as const,
        at: bookedAt,
      },
      {
        bookingId: id,
        actorId: past.tutorId,
        fromStatus: 'confirmed' as const,
        toStatus: 'completed' as const,
        at: endAt,
      },
    ]),
  );
  const reviews = written.flatMap(({ id, past, bookerId, endAt }) =>
    past.review
      ? [
          {
            tutorId: past.tutorId,
            authorId: bookerId,
            bookingId: id,
            ...past.review,
            createdAt: new Date(endAt.getTime() + 60 * minuteMs),
          },
        ]
      : [],
  );
  if (reviews.length) await db.insert(tutorReviews).values(reviews);
  return written.map((row) => row.id);
}
