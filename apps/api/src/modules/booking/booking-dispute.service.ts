import type { BookingDetail, DisputeAnswerInput } from '@nibras/contracts/booking';
import type { DisputeInput } from '@nibras/contracts/wallet';
import type { AuthenticatedUser } from '../../plugins/auth';
import { AppError } from '../../plugins/envelope';
import type { DbExecutor } from '../../db/client';
import { openDispute } from '../wallet/disputes.service';
import { bookingFor, type BookingContext } from './booking-access';
import { bookingDetailOf, reloadAnswer, viewerOf } from './booking-view';
import { disputeOf, saveTutorAnswer } from './booking-dispute.repo';
import type { BookingChange } from './booking.service';

/**
 * The family disputes a charge inside its hold (decision 0025): its learner or the child's
 * parent may; the tutor may not (403), anyone else learns nothing (404).
 */
export async function disputeBooking(
  tx: DbExecutor,
  context: BookingContext,
  caller: AuthenticatedUser,
  id: string,
  input: DisputeInput,
): Promise<BookingChange> {
  const { side } = await bookingFor(tx, caller, id, { lock: true });
  if (side !== 'family') throw new AppError(403, 'forbidden');
  await openDispute(tx, {
    bookingId: id,
    openedById: caller.id,
    reason: input.reason,
    at: context.now,
  });
  return {
    booking: await reloadAnswer(tx, id, side, context.now, viewerOf(context, caller)),
    messageKey: 'booking.disputed',
  };
}

/**
 * The tutor's side of a dispute or a no-show claim, while it is open (issue 29): the operator
 * reads it before deciding, and the family reads it on the session's page. The family may not
 * (403); with no open dispute, 409 dispute_answer_not_allowed.
 */
export async function answerDispute(
  tx: DbExecutor,
  context: BookingContext,
  caller: AuthenticatedUser,
  id: string,
  input: DisputeAnswerInput,
): Promise<BookingDetail> {
  const { record, side } = await bookingFor(tx, caller, id, { lock: true });
  if (side !== 'tutor') throw new AppError(403, 'forbidden');
  const dispute = await disputeOf(tx, id, { lock: true });
  if (dispute?.status !== 'open') throw new AppError(409, 'dispute_answer_not_allowed');
  await saveTutorAnswer(tx, dispute.id, {
    tutorAnswer: input.answer,
    tutorAnsweredAt: context.now,
  });
  return bookingDetailOf(tx, record, side, context.now, viewerOf(context, caller));
}
