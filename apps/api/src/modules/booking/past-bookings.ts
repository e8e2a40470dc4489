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
};

/**
 * A booking that already took place and was completed, with its history and, when given, its
 * review: what the development seed and test fixtures need for ratings. Written straight to the
 * tables, so it sends no email and schedules no reminder.
 */
export async function insertCompletedBooking(db: DbExecutor, session: PastBooking) {
  const bookerId =
    'studentId' in session.learner ? session.learner.studentId : session.learner.parentId;
  const endAt = new Date(session.startAt.getTime() + (session.minutes ?? 60) * minuteMs);
  const bookedAt = new Date(session.startAt.getTime() - 24 * 60 * minuteMs);
  const [row] = await db
    .insert(bookings)
    .values({
      tutorId: session.tutorId,
      studentId: 'studentId' in session.learner ? session.learner.studentId : null,
      childId: 'childId' in session.learner ? session.learner.childId : null,
      bookedById: bookerId,
      subjectId: session.subjectId,
      startAt: session.startAt,
      endAt,
      status: 'completed',
      priceAmount: session.price?.amount ?? '20.00',
      currency: session.price?.currency ?? 'USD',
      roomName: newRoomName(),
      createdAt: bookedAt,
      updatedAt: endAt,
    })
    .returning({ id: bookings.id });
  if (!row) throw new Error('the past session was not inserted');
  await db.insert(bookingEvents).values([
    { bookingId: row.id, actorId: bookerId, fromStatus: null, toStatus: 'confirmed', at: bookedAt },
    {
      bookingId: row.id,
      actorId: session.tutorId,
      fromStatus: 'confirmed',
      toStatus: 'completed',
      at: endAt,
    },
  ]);
  if (session.review) {
    await db.insert(tutorReviews).values({
      tutorId: session.tutorId,
      authorId: bookerId,
      bookingId: row.id,
      ...session.review,
      createdAt: new Date(endAt.getTime() + 60 * minuteMs),
    });
  }
  return row.id;
}
