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
export async function insertCompletedBooking(db: DbExecutor, past: PastBooking) {
  const bookerId = 'studentId' in past.learner ? past.learner.studentId : past.learner.parentId;
  const endAt = new Date(past.startAt.getTime() + (past.minutes ?? 60) * minuteMs);
  const bookedAt = new Date(past.startAt.getTime() - 24 * 60 * minuteMs);
  const [row] = await db
    .insert(bookings)
    .values({
      tutorId: past.tutorId,
      studentId: 'studentId' in past.learner ? past.learner.studentId : null,
      childId: 'childId' in past.learner ? past.learner.childId : null,
      bookedById: bookerId,
      subjectId: past.subjectId,
      startAt: past.startAt,
      endAt,
      status: 'completed',
      priceAmount: past.price?.amount ?? '20.00',
      currency: past.price?.currency ?? 'USD',
      roomName: newRoomName(),
      createdAt: bookedAt,
      updatedAt: endAt,
    })
    .returning({ id: bookings.id });
  if (!row) throw new Error('the past past was not inserted');
  await db.insert(bookingEvents).values([
    { bookingId: row.id, actorId: bookerId, fromStatus: null, toStatus: 'confirmed', at: bookedAt },
    {
      bookingId: row.id,
      actorId: past.tutorId,
      fromStatus: 'confirmed',
      toStatus: 'completed',
      at: endAt,
    },
  ]);
  if (past.review) {
    await db.insert(tutorReviews).values({
      tutorId: past.tutorId,
      authorId: bookerId,
      bookingId: row.id,
      ...past.review,
      createdAt: new Date(endAt.getTime() + 60 * minuteMs),
    });
  }
  return row.id;
}
