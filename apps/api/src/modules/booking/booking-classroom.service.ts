import { notifyNotesWritten } from './booking-notifications';
import type {
  BookingDetail,
  JoinAnswer,
  reviewSchema,
  bookingNotesSchema,
} from '@nibras/contracts/booking';
import type { Language } from '@nibras/contracts/i18n/languages';
import type { z } from 'zod';
import type { Database, DbExecutor } from '../../db/client';
import type { EmailAttachment } from '../../db/schema/index';
import type { AuthenticatedUser } from '../../plugins/auth';
import { AppError, sqlStateOf } from '../../plugins/envelope';
import { bookingFor, participantsOf, type BookingContext } from './booking-access';
import { calendarOfBooking } from './booking-calendar';
import { assertDecidesAlone, classroomOf } from './booking-rules';
import { bookingDetailOf, viewerOf, type Viewer } from './booking-view';
import { findBooking, insertJoin, insertReview, updateBooking } from './booking.repo';

/**
 * The booking itself and what follows it: entering the classroom, the tutor's notes, the
 * family's review, and the booking as a calendar file.
 */

/** The room's address, only to a participant inside the join window; every entry is recorded. */
export async function joinLesson(
  db: Database,
  context: BookingContext,
  caller: AuthenticatedUser,
  id: string,
): Promise<JoinAnswer> {
  const { record } = await bookingFor(db, caller, id);
  // The classroom is online only: an in-person lesson happens at its address.
  if (record.booking.mode === 'in-person') throw new AppError(409, 'in_person_no_classroom');
  if (!classroomOf(record.booking, context.now).open) throw new AppError(409, 'join_not_open');
  await insertJoin(db, { bookingId: id, userId: caller.id, at: context.now });
  return { url: `${context.classroomBaseUrl.replace(/\/+$/, '')}/${record.booking.roomName}` };
}

async function detailAfterChange(
  tx: DbExecutor,
  id: string,
  side: 'tutor' | 'family',
  now: Date,
  viewer: Viewer,
): Promise<BookingDetail> {
  const record = await findBooking(tx, id);
  if (!record) throw new Error(`booking ${id} vanished inside its own transaction`);
  return bookingDetailOf(tx, record, side, now, viewer);
}

/** The tutor's notes and homework after a completed booking; saving again replaces them. */
export async function saveBookingNotes(
  tx: DbExecutor,
  context: BookingContext,
  caller: AuthenticatedUser,
  id: string,
  input: z.output<typeof bookingNotesSchema>,
): Promise<BookingDetail> {
  const { record, side } = await bookingFor(tx, caller, id, { lock: true });
  if (side !== 'tutor') throw new AppError(403, 'forbidden');
  if (record.booking.status !== 'completed') throw new AppError(409, 'invalid_transition');
  await updateBooking(tx, id, {
    notes: input.notes,
    homework: input.homework,
    notesUpdatedAt: context.now,
    updatedAt: context.now,
  });
  // The family is told once, when the notes are first written; an edit says nothing more.
  if (!record.booking.notesUpdatedAt) await notifyNotesWritten(tx, context, id);
  return detailAfterChange(tx, id, side, context.now, viewerOf(context, caller));
}

/** The family rates the tutor once per completed booking; search and profiles count it. */
export async function reviewBooking(
  tx: DbExecutor,
  context: BookingContext,
  caller: AuthenticatedUser,
  id: string,
  input: z.output<typeof reviewSchema>,
): Promise<BookingDetail> {
  const { record, side } = await bookingFor(tx, caller, id, { lock: true });
  if (side !== 'family') throw new AppError(403, 'forbidden');
  // Reviews are public and the parent's, not the child's login's (issue 31).
  assertDecidesAlone(participantsOf(record), caller.id);
  if (record.booking.status !== 'completed') throw new AppError(409, 'invalid_transition');
  if (record.reviewed) throw new AppError(409, 'already_reviewed');
  try {
    await insertReview(tx, {
      tutorId: record.booking.tutorId,
      authorId: caller.id,
      bookingId: id,
      rating: input.rating,
      comment: input.comment,
      createdAt: context.now,
    });
  } catch (error) {
    if (sqlStateOf(error) === '23505') throw new AppError(409, 'already_reviewed');
    throw error;
  }
  return detailAfterChange(tx, id, side, context.now, viewerOf(context, caller));
}

/** The booking as an .ics file in the caller's language, for its participants only. */
export async function bookingCalendar(
  db: Database,
  context: BookingContext,
  caller: AuthenticatedUser,
  id: string,
  language: Language,
): Promise<EmailAttachment> {
  await bookingFor(db, caller, id);
  const file = await calendarOfBooking(db, id, {
    appUrl: context.appUrl,
    language,
    now: context.now,
    readerId: caller.id,
  });
  if (!file) throw new AppError(404, 'booking_not_found');
  return file;
}
