import type { Booking, BookingDetail, BookingPayment } from '@nibras/contracts/booking';
import { amountOf } from '@nibras/contracts/money';
import { avatarUrlOf } from '../auth/avatar-url';
import type { DbExecutor } from '../../db/client';
import { findBooking, historyOf, joinsOf, reviewOf, type BookingRecord } from './booking.repo';
import { allowedActionsOf, classroomOf, type Side } from './booking-rules';
import { readAll } from '../../db/reads';

/**
 * What a participant reads of a booking, computed for them at `now`: the buttons they may use,
 * whether the classroom is open. The room's name is never part of it (only `join` gives it).
 */
export function bookingAnswerOf(record: BookingRecord, side: Side, now: Date): Booking {
  const { booking } = record;
  const classroom = classroomOf(booking, now);
  return {
    id: booking.id,
    status: booking.status,
    start: booking.startAt.toISOString(),
    end: booking.endAt.toISOString(),
    tutor: {
      id: record.tutor.id,
      fullName: record.tutor.fullName,
      avatarUrl: avatarUrlOf(record.tutor),
      timeZone: record.tutor.timeZone,
    },
    subject: record.subject,
    student: booking.studentId
      ? { id: booking.studentId, fullName: record.learnerName, kind: 'student' }
      : { id: booking.childId ?? '', fullName: record.learnerName, kind: 'child' },
    trial: booking.trial,
    price: { amount: booking.priceAmount, currency: booking.currency },
    lateCancellation: booking.lateCancellation,
    noShowParty: booking.noShowParty,
    rescheduledFromId: booking.rescheduledFromId,
    rescheduledToId: record.rescheduledToId,
    createdAt: booking.createdAt.toISOString(),
    allowedActions: allowedActionsOf(booking, side, now),
    classroom: {
      opensAt: classroom.opensAt.toISOString(),
      closesAt: classroom.closesAt.toISOString(),
      open: classroom.open,
    },
    canReview: side === 'family' && booking.status === 'completed' && !record.reviewed,
    canWriteNotes: side === 'tutor' && booking.status === 'completed',
    payment: paymentOf(record, side, now),
  };
}

/** A paid session's money as its participants read it; the family may dispute a fresh charge. */
function paymentOf(record: BookingRecord, side: Side, now: Date): BookingPayment | null {
  const { booking } = record;
  if (!booking.paymentStatus) return null;
  const charged = booking.paymentStatus === 'charged' || booking.paymentStatus === 'partly_charged';
  const settlesAt = booking.paymentSettlesAt;
  return {
    status: booking.paymentStatus,
    amount: booking.priceAmount,
    currency: booking.currency,
    charged: amountOf(Number(record.familyCharged)),
    disputableUntil:
      side === 'family' && charged && settlesAt && now < settlesAt ? settlesAt.toISOString() : null,
  };
}

/** The booking with its history, notes, review and who joined the classroom. */
export async function bookingDetailOf(
  db: DbExecutor,
  record: BookingRecord,
  side: Side,
  now: Date,
): Promise<BookingDetail> {
  const { booking } = record;
  const [history, joins, review] = await readAll(db, [
    () => historyOf(db, booking.id),
    () => joinsOf(db, booking.id),
    () => reviewOf(db, booking.id),
  ]);
  return {
    ...bookingAnswerOf(record, side, now),
    history: history.map((event) => ({
      at: event.at.toISOString(),
      actor:
        event.actorId && event.actorName ? { id: event.actorId, fullName: event.actorName } : null,
      fromStatus: event.fromStatus,
      toStatus: event.toStatus,
      reason: event.reason,
    })),
    notes:
      booking.notes !== null && booking.notesUpdatedAt
        ? {
            notes: booking.notes,
            homework: booking.homework ?? '',
            updatedAt: booking.notesUpdatedAt.toISOString(),
          }
        : null,
    review: review
      ? {
          rating: review.rating,
          comment: review.comment,
          createdAt: review.createdAt.toISOString(),
        }
      : null,
    joins: joins.map((join) => ({
      userId: join.userId,
      fullName: join.fullName,
      at: join.at.toISOString(),
    })),
  };
}

/** Reads a booking back after a change, inside the change's transaction. */
export async function reloadAnswer(
  db: DbExecutor,
  id: string,
  side: Side,
  now: Date,
): Promise<Booking> {
  const record = await findBooking(db, id);
  if (!record) throw new Error(`booking ${id} vanished inside its own transaction`);
  return bookingAnswerOf(record, side, now);
}
