import type { Language } from '@nibras/contracts/i18n/languages';
import type { Booking } from '@nibras/contracts/booking';
import { amountOf, minorOf } from '@nibras/contracts/money';
import type { DbExecutor } from '../../db/client';
import type { AuthenticatedUser } from '../../plugins/auth';
import { AppError } from '../../plugins/envelope';
import { holdForBooking, settleBooking } from '../wallet/booking-money.service';
import { bookingFor, type BookingContext } from './booking-access';
import { awaitingApprovalOf, spentByChildLogin, tutorAutoConfirms } from './booking-approval.repo';
import { notifyBookingChange } from './booking-notifications';
import type { BookingChange } from './booking.service';
import { findBooking, insertEvent, updateBooking } from './booking.repo';
import { bookingAnswerOf, reloadAnswer, viewerOf } from './booking-view';

/**
 * The parent's booking that awaits their approval, its row locked. A stranger is told it does
 * not exist (404); the tutor or the child may not answer for the parent (403).
 */
async function awaitingApproval(tx: DbExecutor, caller: AuthenticatedUser, id: string, now: Date) {
  const { record } = await bookingFor(tx, caller, id, { lock: true });
  if (record.childParentId !== caller.id) throw new AppError(403, 'forbidden');
  const { booking } = record;
  if (booking.paymentStatus !== 'awaiting_approval') {
    throw new AppError(404, 'approval_not_found');
  }
  if (booking.status !== 'requested' || now >= booking.startAt) {
    throw new AppError(409, 'invalid_transition');
  }
  return booking;
}

/**
 * The parent approves: the price is held from their wallet (402 with the shortfall when it
 * cannot be), and the booking goes on as if it had just been made: confirmed when the tutor's
 * hours confirm by themselves, otherwise a request for the tutor to answer.
 */
export async function approveBooking(
  tx: DbExecutor,
  context: BookingContext,
  caller: AuthenticatedUser,
  id: string,
): Promise<BookingChange> {
  const { now } = context;
  const booking = await awaitingApproval(tx, caller, id, now);
  await holdForBooking(tx, {
    bookingId: id,
    ownerId: caller.id,
    amountMinor: minorOf(booking.priceAmount),
    currency: booking.currency,
    actorId: caller.id,
    at: now,
  });
  const notify = { appUrl: context.appUrl, now };
  if (await tutorAutoConfirms(tx, booking.tutorId)) {
    await updateBooking(tx, id, { status: 'confirmed', updatedAt: now });
    await insertEvent(tx, {
      bookingId: id,
      actorId: caller.id,
      fromStatus: 'requested',
      toStatus: 'confirmed',
      at: now,
    });
    await notifyBookingChange(tx, notify, 'confirmed', id, { actorId: caller.id });
  } else {
    await notifyBookingChange(tx, notify, 'requested', id, { actorId: caller.id });
  }
  return {
    booking: await reloadAnswer(tx, id, 'family', now, viewerOf(context, caller)),
    messageKey: 'booking.approved',
  };
}

/**
 * The parent refuses: the booking is cancelled, nothing having been held, and its time is free
 * again. The tutor was never asked, so is not told.
 */
export async function refuseBooking(
  tx: DbExecutor,
  context: BookingContext,
  caller: AuthenticatedUser,
  id: string,
  input: { reason?: string | undefined },
): Promise<BookingChange> {
  const { now } = context;
  const booking = await awaitingApproval(tx, caller, id, now);
  await updateBooking(tx, id, { status: 'cancelled', updatedAt: now });
  await settleBooking(tx, booking, 'release', {
    rules: context.money,
    at: now,
    actorId: caller.id,
    appUrl: context.appUrl,
  });
  await insertEvent(tx, {
    bookingId: id,
    actorId: caller.id,
    fromStatus: 'requested',
    toStatus: 'cancelled',
    // A blank reason is no reason.
    reason: input.reason || null,
    at: now,
  });
  return {
    booking: await reloadAnswer(tx, id, 'family', now, viewerOf(context, caller)),
    messageKey: 'booking.refused',
  };
}

/** The parent's children's bookings awaiting their approval, soonest first. */
export async function approvalsOf(
  db: DbExecutor,
  parentId: string,
  now: Date,
  language: Language,
): Promise<Booking[]> {
  const answers: Booking[] = [];
  for (const id of await awaitingApprovalOf(db, parentId, now)) {
    const record = await findBooking(db, id);
    if (record) answers.push(bookingAnswerOf(record, 'family', now, { id: parentId, language }));
  }
  return answers;
}

/** What the child's own login spent this month, for the parent's allowance page. */
export async function spentThisMonth(
  db: DbExecutor,
  child: { childId: string; userId: string | null },
  now: Date,
): Promise<string> {
  return amountOf(
    child.userId
      ? await spentByChildLogin(db, { childId: child.childId, userId: child.userId }, now)
      : 0,
  );
}
