import type { Language } from '@nibras/contracts/i18n/languages';
import type { changeRequestInputSchema } from '@nibras/contracts/change-requests';
import type { FamilyChangeRequest } from '@nibras/contracts/change-requests';
import type { z } from 'zod';
import type { DbExecutor } from '../../db/client';
import type { AuthenticatedUser } from '../../plugins/auth';
import { AppError, constraintOf, sqlStateOf } from '../../plugins/envelope';
import { bookingFor, participantsOf, type BookingContext } from './booking-access';
import { askParentToChange, tellChildTheAnswer } from './booking-change-request-emails';
import {
  bookingsAwaitingChangeAnswerOf,
  closeChangeRequest,
  insertChangeRequest,
  openChangeRequestOf,
  overlapsOtherBooking,
} from './booking-change-request.repo';
import { assertMayAct, parentDecides } from './booking-rules';
import { scheduleSlotOf } from './booking-slot';
import { changeStatus } from './booking-transitions.service';
import { bookingAnswerOf, isChangeable, reloadAnswer, viewerOf } from './booking-view';
import { findBooking } from './booking.repo';
import { rescheduleBooking, type BookingChange } from './booking.service';

/**
 * A child's login may ask, not decide (issue 31): it asks its parent to cancel a session of the
 * family or move it; the parent's approval does it as the parent (the parent's money rules, in
 * the same transaction), a decline leaves it as it was; the child may withdraw first.
 */

type ChangeRequestInput = z.output<typeof changeRequestInputSchema>;

const minuteMs = 60_000;

/** The child files a request: only a child's login whose parent decides, one open at a time. */
export async function requestChange(
  tx: DbExecutor,
  context: BookingContext,
  caller: AuthenticatedUser,
  id: string,
  input: ChangeRequestInput,
): Promise<BookingChange> {
  const { now } = context;
  const { record, side } = await bookingFor(tx, caller, id, { lock: true });
  // A student without a parent, or the parent, changes the session directly.
  if (!parentDecides(participantsOf(record), caller.id) || !record.childParentId) {
    throw new AppError(403, 'forbidden');
  }
  const { booking } = record;
  assertMayAct(input.kind === 'cancel' ? 'cancel' : 'reschedule', booking, side, now);
  if (await openChangeRequestOf(tx, id)) throw new AppError(409, 'change_request_open');
  let newStartAt: Date | null = null;
  if (input.kind === 'move') {
    newStartAt = new Date(input.start);
    const length = booking.endAt.getTime() - booking.startAt.getTime();
    // A free time of the tutor's now, as a reschedule would check it.
    await scheduleSlotOf(tx, booking.tutorId, newStartAt, () => length / minuteMs, now);
    const end = new Date(newStartAt.getTime() + length);
    if (await overlapsOtherBooking(tx, booking, newStartAt, end)) {
      throw new AppError(409, 'booking_conflict');
    }
  }
  const values = {
    bookingId: id,
    kind: input.kind,
    requestedById: caller.id,
    parentId: record.childParentId,
    newStartAt,
    // A blank reason is no reason.
    reason: input.reason || null,
    createdAt: now,
  };
  let requestId: string;
  try {
    requestId = await insertChangeRequest(tx, values);
  } catch (error) {
    if (sqlStateOf(error) === '23505' && constraintOf(error) === 'booking_change_requests_one_open')
      throw new AppError(409, 'change_request_open');
    throw error;
  }
  await askParentToChange(tx, {
    appUrl: context.appUrl,
    request: { ...values, id: requestId, status: 'open', answerReason: null, closedAt: null },
  });
  return {
    booking: await reloadAnswer(tx, id, side, now, viewerOf(context, caller)),
    messageKey: input.kind === 'cancel' ? 'booking.cancelRequested' : 'booking.moveRequested',
  };
}

/** The child takes its open request back. */
export async function withdrawChange(
  tx: DbExecutor,
  context: BookingContext,
  caller: AuthenticatedUser,
  id: string,
): Promise<BookingChange> {
  const { side } = await bookingFor(tx, caller, id, { lock: true });
  const request = await openChangeRequestOf(tx, id);
  if (!request || request.requestedById !== caller.id) {
    throw new AppError(404, 'change_request_not_found');
  }
  await closeChangeRequest(tx, request.id, { status: 'withdrawn', closedAt: context.now });
  return {
    booking: await reloadAnswer(tx, id, side, context.now, viewerOf(context, caller)),
    messageKey: 'booking.changeRequestWithdrawn',
  };
}

/** The open request the parent answers, on a session that may still change (409 else). */
async function requestToAnswer(tx: DbExecutor, caller: AuthenticatedUser, id: string, now: Date) {
  const { record } = await bookingFor(tx, caller, id, { lock: true });
  if (record.childParentId !== caller.id) throw new AppError(403, 'forbidden');
  const request = await openChangeRequestOf(tx, id);
  if (!request) throw new AppError(404, 'change_request_not_found');
  if (!isChangeable(record.booking, now)) throw new AppError(409, 'invalid_transition');
  return request;
}

/**
 * The parent approves: the session is cancelled or moved exactly as if the parent had done it.
 * A move's time taken since it was asked is refused (409) and everything rolls back: the
 * request stays open, for the parent to decline or the child to withdraw.
 */
export async function approveChange(
  tx: DbExecutor,
  context: BookingContext,
  caller: AuthenticatedUser,
  id: string,
): Promise<BookingChange> {
  const { now } = context;
  const request = await requestToAnswer(tx, caller, id, now);
  const reason = request.reason ?? undefined;
  const done =
    request.kind === 'cancel' || !request.newStartAt
      ? await changeStatus(tx, context, caller, id, 'cancel', { reason })
      : await rescheduleBooking(tx, context, caller, id, {
          start: request.newStartAt.toISOString(),
          reason,
        });
  await closeChangeRequest(tx, request.id, { status: 'approved', closedAt: now });
  await tellChildTheAnswer(tx, {
    appUrl: context.appUrl,
    request,
    answer: 'approved',
    bookingId: done.booking.id,
  });
  return {
    booking: done.booking,
    messageKey: request.kind === 'cancel' ? 'booking.cancelApproved' : 'booking.moveApproved',
  };
}

/** The parent declines: the session stays as it was; the child is told, with the reason. */
export async function declineChange(
  tx: DbExecutor,
  context: BookingContext,
  caller: AuthenticatedUser,
  id: string,
  input: { reason?: string | undefined },
): Promise<BookingChange> {
  const { now } = context;
  const request = await requestToAnswer(tx, caller, id, now);
  const answerReason = input.reason || null;
  await closeChangeRequest(tx, request.id, { status: 'declined', closedAt: now, answerReason });
  await tellChildTheAnswer(tx, {
    appUrl: context.appUrl,
    request: { ...request, answerReason },
    answer: 'declined',
    bookingId: id,
  });
  return {
    booking: await reloadAnswer(tx, id, 'family', now, viewerOf(context, caller)),
    messageKey: 'booking.changeRequestDeclined',
  };
}

/** The parent's children's open requests, soonest session first, each with its booking. */
export async function changeRequestsOf(
  db: DbExecutor,
  parentId: string,
  now: Date,
  language: Language,
): Promise<FamilyChangeRequest[]> {
  const answers: FamilyChangeRequest[] = [];
  for (const id of await bookingsAwaitingChangeAnswerOf(db, parentId, now)) {
    const record = await findBooking(db, id);
    const booking = record && bookingAnswerOf(record, 'family', now, { id: parentId, language });
    if (booking?.changeRequest) answers.push({ request: booking.changeRequest, booking });
  }
  return answers;
}
