import type { DisputeInput } from '@nibras/contracts/wallet';
import type { AuthenticatedUser } from '../../plugins/auth';
import { AppError } from '../../plugins/envelope';
import type { DbExecutor } from '../../db/client';
import { openDispute } from '../wallet/disputes.service';
import { bookingFor, type BookingContext } from './booking-access';
import { reloadAnswer } from './booking-view';
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
  return { booking: await reloadAnswer(tx, id, side, context.now), messageKey: 'booking.disputed' };
}
